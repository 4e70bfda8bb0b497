// The shop photo: through the same pipeline as product photos and stored as a rider's photo is
// (catalog: owner-photo.ts), under shops/<sellerId>/.
import type { Db } from '@dwa/db/client';
import { sellers } from '@dwa/db/schema/index';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { type EncodedPhoto, replaceOwnerPhoto } from '../../catalog/public.ts';

export function replaceShopPhoto(
  deps: { db: Db; clock: Clock; storage: ObjectStorage },
  sellerId: string,
  photo: EncodedPhoto,
): Promise<void> {
  return replaceOwnerPhoto(
    deps,
    {
      table: sellers,
      id: sellerId,
      folder: `shops/${sellerId}`,
      gone: () => notFound('errors.notFound.seller'),
    },
    photo,
  );
}
