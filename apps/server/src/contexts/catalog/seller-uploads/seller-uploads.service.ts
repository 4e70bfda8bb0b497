// A seller's WhatsApp uploads: the list, and rejecting one. Every query names the signed-in
// seller (invariant 2): another seller's upload is simply not found.

import type { Db } from '@dwa/db/client';
import { whatsappUploads } from '@dwa/db/schema/index';
import type { UploadStatus } from '@dwa/domain/enums';
import type { PhotoView } from '@dwa/domain/photo-view';
import { type SellerUploadList, UPLOAD_THUMBNAILS } from '@dwa/domain/seller-uploads';
import { isCategory, uploadTransition } from '@dwa/domain/whatsapp-upload';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { uploadPhotoView } from './upload-images.ts';

/** Header reads in flight at once while building the list. */
const READ_CONCURRENCY = 8;

export const uploadNotFound = () => notFound('errors.notFound.upload');
export const uploadAlreadyDecided = () => new HttpError(409, 'conflict', 'errors.uploads.decided');

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** GET /api/seller/uploads: newest first, the first three photos of each, counts per status. */
export async function listSellerUploads(
  db: Db,
  storage: ObjectStorage,
  sellerId: string,
): Promise<SellerUploadList> {
  const rows = await db
    .select()
    .from(whatsappUploads)
    .where(eq(whatsappUploads.sellerId, sellerId))
    .orderBy(desc(whatsappUploads.createdAt), desc(whatsappUploads.id));

  const thumbnails = rows.flatMap((row) =>
    row.images.slice(0, UPLOAD_THUMBNAILS).map((key) => ({ uploadId: row.id, key })),
  );
  const views = await mapLimited(thumbnails, READ_CONCURRENCY, (t) =>
    uploadPhotoView(storage, t.key),
  );
  const byUpload = new Map<string, PhotoView[]>();
  for (const [i, view] of views.entries()) {
    if (!view) continue; // a missing file is left out rather than shown broken
    const id = thumbnails[i]!.uploadId;
    byUpload.set(id, [...(byUpload.get(id) ?? []), view]);
  }

  const counts = { all: rows.length, pending: 0, published: 0, rejected: 0 };
  for (const row of rows) counts[row.status as 'pending' | 'published' | 'rejected']++;

  return {
    items: rows.map((row) => ({
      id: row.id,
      parsedTitle: row.parsedTitle,
      parsedPricePesewas: row.parsedPricePesewas,
      parsedDescription: row.parsedDescription,
      parsedCategory: isCategory(row.parsedCategory) ? row.parsedCategory : null,
      parsedDeliveryAvailable: row.parsedDeliveryAvailable,
      parsedDeliveryAreas: row.parsedDeliveryAreas,
      parsedDeliveryFeePesewas: row.parsedDeliveryFeePesewas,
      messageText: row.messageText,
      photos: byUpload.get(row.id) ?? [],
      photoCount: row.images.length,
      status: row.status as 'pending' | 'published' | 'rejected',
      productId: row.productId,
      createdAt: row.createdAt.toISOString(),
    })),
    counts,
  };
}

/** The seller's upload with the fields publishing needs, or 404. */
export async function findSellerUpload(db: Db, sellerId: string, id: string) {
  const [upload] = await db
    .select()
    .from(whatsappUploads)
    .where(and(eq(whatsappUploads.id, id), eq(whatsappUploads.sellerId, sellerId)))
    .limit(1);
  if (!upload) throw uploadNotFound();
  return upload;
}

/** POST /api/seller/uploads/:id/reject: pending → rejected; anything else is a 409. */
export async function rejectUpload(
  db: Db,
  clock: Clock,
  sellerId: string,
  id: string,
  /** Runs in the rejecting transaction once the upload moved (an admin's audit row). */
  inTransaction?: (tx: Db) => Promise<void>,
) {
  const upload = await findSellerUpload(db, sellerId, id);
  const transition = uploadTransition(upload.status as UploadStatus, 'reject');
  if (!transition.ok) throw uploadAlreadyDecided();
  await db.transaction(async (tx) => {
    // The WHERE on status makes a concurrent publish or reject lose cleanly (invariant 5).
    const updated = await tx
      .update(whatsappUploads)
      .set({ status: transition.to, updatedAt: clock.now() })
      .where(
        and(
          eq(whatsappUploads.id, id),
          eq(whatsappUploads.sellerId, sellerId),
          eq(whatsappUploads.status, transition.from),
        ),
      )
      .returning({ id: whatsappUploads.id });
    if (updated.length === 0) throw uploadAlreadyDecided();
    await inTransaction?.(tx);
  });
}
