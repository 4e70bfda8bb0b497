// Publishing a WhatsApp upload (spec section 4): an active product with the parsed title,
// price, category and delivery (its places and fee), or what the seller corrected first, located where the seller
// is, with the upload's photos. Decision 020. Without a price (none parsed, none given) nothing
// is written: a 400 at the price field, never a product at GH₵ 0.00 (decision 060).
//
// The photos are not copied: product_images rows point at the files the bot stored. The bot keeps
// every variant's size and the photo-search signature with the upload (its photo pipeline made
// them), so those are used as they are; uploads from before the bot only have their keys, and
// their sizes and signature are read from storage first. Either way no slow I/O holds the
// transaction open; the product, its photos, the upload's new status and the analytics event are
// then written together or not at all.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { computeSignature } from '@dwa/db/images/photo-signature';
import {
  analyticsEvents,
  productImages,
  products,
  sellers,
  whatsappUploads,
} from '@dwa/db/schema/index';
import type { UploadPhoto } from '@dwa/db/schema/messaging';
import type { UploadStatus } from '@dwa/domain/enums';
import { PRICE_REQUIRED_MESSAGE, type PublishUploadSchema } from '@dwa/domain/seller-uploads';
import { publishedProductDefaults, uploadTransition } from '@dwa/domain/whatsapp-upload';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { NotifyDeps } from '../../messaging/public.ts';
import { notifyFirstProduct } from '../../messaging/public.ts';
import type { PhotoVariant } from '../products/photo-view.ts';
import { findSellerUpload, uploadAlreadyDecided } from './seller-uploads.service.ts';
import { readObject, readPhotoVariants } from './upload-images.ts';

type PublishInput = z.output<typeof PublishUploadSchema>;

interface PublishDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Sends the first-product message when this is the seller's first product (decision 031).
   * Optional only until the WhatsApp bot's publish passes it. */
  notify?: NotifyDeps;
  /** Runs in the publishing transaction once the upload moved (an admin's audit row). */
  inTransaction?: (tx: Db, productId: string) => Promise<void>;
}

interface PreparedPhoto {
  variants: PhotoVariant[];
  signature: Buffer | null;
}

/** Sizes and signature of each photo: as the bot stored them, else read from storage (an
 * image whose files are gone is left out). */
async function preparePhotos(
  deps: PublishDeps,
  upload: { photos: UploadPhoto[]; images: string[] },
): Promise<PreparedPhoto[]> {
  if (upload.photos.length > 0) {
    return upload.photos.map((p) => ({
      variants: p.variants,
      signature: p.signature ? Buffer.from(p.signature, 'base64') : null,
    }));
  }
  return readStoredPhotos(deps, upload.images);
}

async function readStoredPhotos(deps: PublishDeps, keys: string[]): Promise<PreparedPhoto[]> {
  const photos: PreparedPhoto[] = [];
  for (const key of keys) {
    const variants = await readPhotoVariants(deps.storage, key);
    if (variants.length === 0) {
      deps.log.warn({ key }, 'upload image missing from storage; published without it');
      continue;
    }
    const largest = variants[variants.length - 1]!;
    const data = await readObject(deps.storage, largest.key);
    // A photo that cannot be signed is still shown; photo search just cannot find it.
    const signature = data ? await computeSignature(data).catch(() => null) : null;
    photos.push({ variants, signature });
  }
  return photos;
}

/** The seller must name a price first (the bot asks for it; the web form requires it). */
export const priceRequired = () =>
  new HttpError(400, 'validation_failed', undefined, { price: PRICE_REQUIRED_MESSAGE });

/** Returns the new product's id; 404 for another seller's upload, 409 unless pending, 400
 * without a price. */
export async function publishUpload(
  deps: PublishDeps,
  sellerId: string,
  uploadId: string,
  input: PublishInput,
): Promise<string> {
  const upload = await findSellerUpload(deps.db, sellerId, uploadId);
  const productId = randomUUID();
  const transition = uploadTransition(upload.status as UploadStatus, 'publish', productId);
  if (!transition.ok) throw uploadAlreadyDecided();

  const defaults = publishedProductDefaults(upload);
  const pricePesewas = input.pricePesewas ?? defaults.pricePesewas;
  if (!pricePesewas) throw priceRequired();
  // The seller's delivery from the dialog, as one answer; else the caption's (decision 060).
  const delivery = input.delivery ?? {
    available: defaults.deliveryAvailable,
    areas: defaults.deliveryAreas,
    costPesewas: defaults.deliveryCostPesewas,
  };
  const photos = await preparePhotos(deps, upload);
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ locationSlug: sellers.locationSlug })
      .from(sellers)
      .where(eq(sellers.id, sellerId))
      .limit(1);
    await tx.insert(products).values({
      id: productId,
      sellerId,
      title: input.title ?? defaults.title,
      description: input.description ?? defaults.description,
      pricePesewas,
      category: input.category ?? defaults.category,
      locationSlug: seller!.locationSlug,
      deliveryAvailable: delivery.available,
      deliveryCostPesewas: delivery.costPesewas,
      deliveryAreas: delivery.areas,
      status: defaults.status,
      createdAt: now,
      updatedAt: now,
    });
    if (photos.length > 0) {
      await tx.insert(productImages).values(
        photos.map((photo, position) => {
          const largest = photo.variants[photo.variants.length - 1]!;
          return {
            productId,
            position,
            width: largest.width,
            height: largest.height,
            variants: photo.variants,
            signature: photo.signature,
            createdAt: now,
          };
        }),
      );
    }
    // The guard: only a pending upload of this seller moves, so a second publish (or a publish
    // racing a reject) updates nothing and rolls the product back — never two products.
    const moved = await tx
      .update(whatsappUploads)
      .set({ status: transition.to, productId, updatedAt: now })
      .where(
        and(
          eq(whatsappUploads.id, uploadId),
          eq(whatsappUploads.sellerId, sellerId),
          eq(whatsappUploads.status, transition.from),
        ),
      )
      .returning({ id: whatsappUploads.id });
    if (moved.length === 0) throw uploadAlreadyDecided();
    await tx.insert(analyticsEvents).values({
      eventType: 'product_created',
      sellerId,
      productId,
      metadata: { source: 'whatsapp_upload', uploadId },
      createdAt: now,
    });
    if (deps.notify && defaults.status === 'active') {
      await notifyFirstProduct(tx, deps.notify, sellerId, productId);
    }
    await deps.inTransaction?.(tx, productId);
  });
  return productId;
}
