// The rider's photo: through the same pipeline as shop and product photos (decoded by content,
// ≤ 40 MP, upright, WebP variants, metadata gone), stored under riders/<riderId>/<fresh id>/ so a
// year-long cache of /media/ never serves an old photo. The old files go only after the new
// variants are committed: until then the row still points at them.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { riders } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { PhotoVariant } from '../../catalog/public.ts';
import { deletePhoto, type EncodedPhoto, storePhoto } from '../../catalog/public.ts';

type Deps = { db: Db; clock: Clock; storage: ObjectStorage };

/** Points the row at `variants` (or at no photo) and answers the ones it replaced. Locked, so
 * two uploads racing each delete exactly the photo they replaced. */
async function swapPhoto(deps: Deps, riderId: string, variants: PhotoVariant[] | null) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ variants: riders.photoVariants })
      .from(riders)
      .where(eq(riders.id, riderId))
      .for('update');
    if (!row) throw new HttpError(401, 'unauthorized'); // the session outlived its rider
    await tx
      .update(riders)
      .set({ photoVariants: variants, updatedAt: deps.clock.now() })
      .where(eq(riders.id, riderId));
    return row.variants;
  });
}

export async function replaceRiderPhoto(deps: Deps, riderId: string, photo: EncodedPhoto) {
  const variants = await storePhoto(deps.storage, `riders/${riderId}/${randomUUID()}`, photo);
  let previous: PhotoVariant[] | null;
  try {
    previous = await swapPhoto(deps, riderId, variants);
  } catch (error) {
    await deletePhoto(deps.storage, variants); // nothing points at them
    throw error;
  }
  if (previous) await deletePhoto(deps.storage, previous);
}

export async function removeRiderPhoto(deps: Deps, riderId: string) {
  const previous = await swapPhoto(deps, riderId, null);
  if (previous) await deletePhoto(deps.storage, previous);
}
