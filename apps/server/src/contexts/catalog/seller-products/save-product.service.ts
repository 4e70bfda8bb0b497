// Saving a product from the seller's form: the photos were already checked and encoded
// (product-request.ts); here the new ones are stored, then the product and its photo rows are
// written in one transaction. If the transaction fails the stored files are deleted again, and
// the files of photos a save removed are deleted only after it committed: a failure never leaves
// a row pointing at a missing file, and at worst leaves an unreferenced file behind.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { analyticsEvents, productImages, products } from '@dwa/db/schema/index';
import type { ProductForm } from '@dwa/domain/seller-products';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { NotifyDeps } from '../../messaging/public.ts';
import { notifyFirstProduct, wasListed } from '../../messaging/public.ts';
import { deletePhoto, type EncodedPhoto, storePhoto } from '../photos/photo-pipeline.ts';
import type { PhotoVariant } from '../products/photo-view.ts';
import type { ProductRequest } from './product-request.ts';

export interface SaveDeps extends NotifyDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface StoredPhoto {
  id: string;
  photo: EncodedPhoto;
  variants: PhotoVariant[];
}

const unknownPhoto = () =>
  new HttpError(400, 'validation_failed', 'errors.photos.notOfProduct', {
    photos: 'sellerPhotos.unknownPhoto',
  });

/** The product's columns from the form; the owner is never taken from the request body. */
function columnsOf(form: ProductForm) {
  return {
    title: form.title,
    category: form.category,
    pricePesewas: form.pricePesewas,
    description: form.description,
    locationSlug: form.location,
    deliveryAvailable: form.deliveryAvailable,
    deliveryCostPesewas: form.deliveryCostPesewas ?? null,
    deliveryAreas: form.deliveryAreas,
    status: form.status,
  };
}

/** Keys `products/<productId>/<imageId>/<width>.webp`: new for every upload, so the year-long
 * cache of /media/ never serves a replaced photo, and one product's files share a folder. */
async function storeNewPhotos(
  storage: ObjectStorage,
  productId: string,
  photos: EncodedPhoto[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  for (const photo of photos) {
    const id = randomUUID();
    const prefix = `products/${productId}/${id}`;
    try {
      stored.push({ id, photo, variants: await storePhoto(storage, prefix, photo) });
    } catch (error) {
      // The photo being written may be partly stored: its keys are known, delete them too.
      const partial = photo.variants.map((v) => ({
        width: v.width,
        height: v.height,
        key: `${prefix}/${v.width}.webp`,
        bytes: v.data.length,
      }));
      await deleteStored(storage, [...stored, { variants: partial }]);
      throw error;
    }
  }
  return stored;
}

async function deleteStored(storage: ObjectStorage, stored: { variants: PhotoVariant[] }[]) {
  await Promise.all(stored.map((s) => deletePhoto(storage, s.variants)));
}

/** The rows of the 'new' slots, at their places in the slot list. */

/** A stored photo's product_images row (registration's first product uses it too). */
export function imageRow(productId: string, position: number, s: StoredPhoto) {
  return {
    id: s.id,
    productId,
    position,
    width: s.photo.width,
    height: s.photo.height,
    variants: s.variants,
    // Photo search finds the product by this from the moment it is listed (decision 016).
    signature: s.photo.signature,
  };
}

function newImageRows(productId: string, form: ProductForm, stored: StoredPhoto[]) {
  return form.photos.flatMap((slot, position) => {
    if (slot.kind !== 'new') return [];
    return [imageRow(productId, position, stored[slot.index]!)];
  });
}

/** Runs `write` with the new photos stored, deleting them again if it fails (also seller
 * registration's first product: contexts/accounts/auth/seller-accounts.ts). */
export async function withStoredPhotos<T>(
  deps: Pick<SaveDeps, 'storage'>,
  productId: string,
  photos: EncodedPhoto[],
  write: (stored: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const stored = await storeNewPhotos(deps.storage, productId, photos);
  try {
    return await write(stored);
  } catch (error) {
    await deleteStored(deps.storage, stored);
    throw error;
  }
}

/** A new product owned by `sellerId`; returns its id. */
export async function createSellerProduct(
  deps: SaveDeps,
  sellerId: string,
  { form, photos }: ProductRequest,
): Promise<string> {
  // A new product has no photos to keep.
  if (form.photos.some((s) => s.kind === 'existing')) throw unknownPhoto();
  const productId = randomUUID();
  await withStoredPhotos(deps, productId, photos, (stored) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      await tx
        .insert(products)
        .values({ id: productId, sellerId, ...columnsOf(form), createdAt: now, updatedAt: now });
      const rows = newImageRows(productId, form, stored);
      if (rows.length > 0) await tx.insert(productImages).values(rows);
      await tx
        .insert(analyticsEvents)
        .values({ eventType: 'product_created', sellerId, productId, createdAt: now });
      if (form.status === 'active') await notifyFirstProduct(tx, deps, sellerId, productId);
    }),
  );
  return productId;
}

/** The ids of the product's photos, or null when the product is not the seller's. */
export async function ownedPhotoIds(db: Db, sellerId: string, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
    .limit(1);
  if (!product) return null;
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the product's fields and photos: kept photos move to their new places, new ones are
 * added, omitted ones are removed (rows now, files after commit). */
export async function updateSellerProduct(
  deps: SaveDeps,
  sellerId: string,
  productId: string,
  { form, photos }: ProductRequest,
): Promise<void> {
  const keptIds = form.photos.flatMap((s) => (s.kind === 'existing' ? [s.id] : []));
  // Checked before anything is stored; checked again under the row lock below.
  const current = await ownedPhotoIds(deps.db, sellerId, productId);
  if (!current) throw notFound('errors.notFound.product');
  if (keptIds.some((id) => !current.has(id))) throw unknownPhoto();

  const removed = await withStoredPhotos(deps, productId, photos, (stored) =>
    deps.db.transaction(async (tx) => {
      const listedBefore = await wasListed(tx, productId);
      // Locks the row: two saves of one product run one after the other.
      const [updated] = await tx
        .update(products)
        .set({
          ...columnsOf(form),
          // A product an admin blocked stays blocked whatever the form says: the
          // seller may still correct it; only an admin lifts the block.
          status: sql`case when ${products.status} = 'blocked' then 'blocked' else ${form.status} end`,
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
        .returning({ id: products.id });
      if (!updated) throw notFound('errors.notFound.product');
      const gone = await tx
        .delete(productImages)
        .where(
          and(
            eq(productImages.productId, productId),
            keptIds.length > 0 ? notInArray(productImages.id, keptIds) : undefined,
          ),
        )
        .returning({ productId: productImages.productId, variants: productImages.variants });
      const left = await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      if (left.length !== keptIds.length) throw unknownPhoto(); // a racing save removed one
      // Positions are unique per product: park the kept rows on negative places first, so
      // moving them to their new places never collides with a row not yet moved.
      await tx
        .update(productImages)
        .set({ position: sql`-1 - ${productImages.position}` })
        .where(eq(productImages.productId, productId));
      for (const [position, slot] of form.photos.entries()) {
        if (slot.kind !== 'existing') continue;
        await tx.update(productImages).set({ position }).where(eq(productImages.id, slot.id));
      }
      const rows = newImageRows(productId, form, stored);
      if (rows.length > 0) await tx.insert(productImages).values(rows);
      // A draft going live can be the seller's first product (decision 031).
      if (form.status === 'active' && !listedBefore) {
        await notifyFirstProduct(tx, deps, sellerId, productId);
      }
      return gone;
    }),
  );
  await deleteFilesAfterCommit(deps, removed);
}

/** Deletes the files of removed photos once the change is committed. Only files under the
 * product's own prefix: a product published from a WhatsApp upload shares that upload's files
 * (`whatsapp/…`), which the upload list still shows. A file that cannot be deleted now is
 * wasted space, not a failed save. */
export async function deleteFilesAfterCommit(
  deps: Pick<SaveDeps, 'storage' | 'log'>,
  photos: { productId: string; variants: PhotoVariant[] }[],
) {
  const own = photos.map((p) => ({
    variants: p.variants.filter((v) => v.key.startsWith(`products/${p.productId}/`)),
  }));
  await deleteStored(deps.storage, own).catch((err: unknown) =>
    deps.log.warn({ err }, 'could not delete the files of removed photos'),
  );
}
