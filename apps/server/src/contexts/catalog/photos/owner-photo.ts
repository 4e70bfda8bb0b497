// The one photo of a shop or of a rider: through the pipeline (decoded by content, ≤ 40 MP,
// upright, WebP variants, metadata gone), stored under <folder>/<fresh id>/ so a year-long cache
// of /media/ never serves an old photo. The old files go only after the new variants are
// committed: until then the row still points at them.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import type { riders, sellers } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { PhotoVariant } from '../products/photo-view.ts';
import { deletePhoto, type EncodedPhoto, storePhoto } from './photo-pipeline.ts';

type Deps = { db: Db; clock: Clock; storage: ObjectStorage };

/** Whose photo: the row (its table carries `photo_variants`), the folder its files go under, and
 * what to throw when the row is gone (a session that outlived its account). */
export interface PhotoOwner {
  table: typeof sellers | typeof riders;
  id: string;
  folder: string;
  gone(): Error;
}

/** Points the row at `variants` (or at no photo) and answers the ones it replaced. Locked, so
 * two uploads racing each delete exactly the photo they replaced. */
async function swapPhoto(deps: Deps, owner: PhotoOwner, variants: PhotoVariant[] | null) {
  const { table } = owner;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ variants: table.photoVariants })
      .from(table)
      .where(eq(table.id, owner.id))
      .for('update');
    if (!row) throw owner.gone();
    await tx
      .update(table)
      .set({ photoVariants: variants, updatedAt: deps.clock.now() })
      .where(eq(table.id, owner.id));
    return row.variants;
  });
}

export async function replaceOwnerPhoto(deps: Deps, owner: PhotoOwner, photo: EncodedPhoto) {
  const variants = await storePhoto(deps.storage, `${owner.folder}/${randomUUID()}`, photo);
  let previous: PhotoVariant[] | null;
  try {
    previous = await swapPhoto(deps, owner, variants);
  } catch (error) {
    await deletePhoto(deps.storage, variants); // nothing points at them
    throw error;
  }
  if (previous) await deletePhoto(deps.storage, previous);
}

export async function removeOwnerPhoto(deps: Deps, owner: PhotoOwner) {
  const previous = await swapPhoto(deps, owner, null);
  if (previous) await deletePhoto(deps.storage, previous);
}
