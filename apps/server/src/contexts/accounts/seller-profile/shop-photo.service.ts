// The shop photo: through the same pipeline as product photos (decoded by content, ≤ 40 MP,
// upright, WebP variants, metadata gone), stored under shops/<sellerId>/<fresh id>/ so a
// year-long cache of /media/ never serves an old photo, then the old files are removed.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { sellers } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { PhotoVariant } from '../../catalog/public.ts';
import { deletePhoto, type EncodedPhoto, storePhoto } from '../../catalog/public.ts';

export async function replaceShopPhoto(
  deps: { db: Db; clock: Clock; storage: ObjectStorage },
  sellerId: string,
  photo: EncodedPhoto,
): Promise<void> {
  const variants = await storePhoto(deps.storage, `shops/${sellerId}/${randomUUID()}`, photo);
  let previous: PhotoVariant[] | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      // Locked, so two uploads racing each delete exactly the photo they replaced.
      const [row] = await tx
        .select({ variants: sellers.photoVariants })
        .from(sellers)
        .where(eq(sellers.id, sellerId))
        .for('update');
      if (!row) throw notFound('errors.notFound.seller');
      await tx
        .update(sellers)
        .set({ photoVariants: variants, updatedAt: deps.clock.now() })
        .where(eq(sellers.id, sellerId));
      return row.variants;
    });
  } catch (error) {
    await deletePhoto(deps.storage, variants); // nothing points at them
    throw error;
  }
  if (previous) await deletePhoto(deps.storage, previous);
}
