// The bot's recent uploads for admins: the latest 20 of every number, and publish or
// reject one exactly as its seller can (contexts/catalog/seller-uploads: the same guarded transaction,
// one product however many admins press at once), with the admin's audit row in it.
import type { Db } from '@dwa/db/client';
import { sellers, whatsappUploads } from '@dwa/db/schema/index';
import {
  ADMIN_UPLOAD_THUMBNAILS,
  ADMIN_UPLOADS_LIMIT,
  type AdminUploadList,
  previewText,
} from '@dwa/domain/admin/whatsapp';
import type { PhotoView } from '@dwa/domain/photo-view';
import type { PublishUploadSchema } from '@dwa/domain/seller-uploads';
import { uploadFrom, uploadTo } from '@dwa/domain/whatsapp-upload';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AdminDeps } from '../../../access/admin-access.ts';
import { recordAdminAction } from '../../../access/admin-access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import {
  publishUpload,
  rejectUpload,
  uploadNotFound,
  uploadPhotoView,
} from '../../catalog/public.ts';
import type { BackofficeAdminDeps } from '../backoffice-deps.ts';

export async function listRecentUploads(
  deps: Pick<AdminDeps, 'db' | 'storage'>,
): Promise<AdminUploadList> {
  const rows = await deps.db
    .select({ upload: whatsappUploads, sellerName: sellers.businessName })
    .from(whatsappUploads)
    .leftJoin(sellers, eq(sellers.id, whatsappUploads.sellerId))
    .orderBy(desc(whatsappUploads.createdAt), desc(whatsappUploads.id))
    .limit(ADMIN_UPLOADS_LIMIT);
  const [pending] = await deps.db
    .select({ n: count() })
    .from(whatsappUploads)
    .where(eq(whatsappUploads.status, 'pending'));
  // At most 20 × 3 small header reads; a missing file is left out rather than shown broken.
  const photos = await Promise.all(
    rows.map(async ({ upload }) => {
      const views = await Promise.all(
        upload.images
          .slice(0, ADMIN_UPLOAD_THUMBNAILS)
          .map((key) => uploadPhotoView(deps.storage, key)),
      );
      return views.filter((v): v is PhotoView => v !== null);
    }),
  );
  return {
    items: rows.map(({ upload, sellerName }, i) => ({
      id: upload.id,
      parsedTitle: upload.parsedTitle?.trim() || null,
      parsedPricePesewas: upload.parsedPricePesewas,
      number: upload.whatsappNumber,
      sellerId: upload.sellerId,
      sellerName,
      status: upload.status as AdminUploadList['items'][number]['status'],
      messagePreview: previewText(upload.messageText),
      photos: photos[i]!,
      photoCount: upload.images.length,
      productId: upload.productId,
      createdAt: upload.createdAt.toISOString(),
    })),
    pending: pending?.n ?? 0,
  };
}

/** The upload and its seller; an upload from a number that is no seller cannot be published. */
async function uploadWithSeller(db: Db, id: string) {
  const [upload] = await db
    .select({ id: whatsappUploads.id, sellerId: whatsappUploads.sellerId })
    .from(whatsappUploads)
    .where(eq(whatsappUploads.id, id))
    .limit(1);
  if (!upload) throw uploadNotFound();
  if (!upload.sellerId) {
    throw new HttpError(409, 'conflict', 'errors.adminWhatsApp.uploadNoSeller');
  }
  return { id: upload.id, sellerId: upload.sellerId };
}

export async function publishUploadAsAdmin(
  deps: BackofficeAdminDeps & { log: FastifyBaseLogger },
  adminId: string,
  uploadId: string,
  input: z.output<typeof PublishUploadSchema>,
): Promise<string> {
  const { sellerId } = await uploadWithSeller(deps.db, uploadId);
  return publishUpload(
    {
      db: deps.db,
      storage: deps.storage,
      clock: deps.clock,
      log: deps.log,
      notify: deps,
      inTransaction: (tx, productId) =>
        recordAdminAction(tx, {
          adminId,
          action: 'whatsapp_upload.publish',
          targetType: 'whatsapp_upload',
          targetId: uploadId,
          before: { status: uploadFrom('publish') },
          after: { status: uploadTo('publish'), productId },
          detail: { sellerId },
          at: deps.clock.now(),
        }),
    },
    sellerId,
    uploadId,
    input,
  );
}

export async function rejectUploadAsAdmin(deps: AdminDeps, adminId: string, uploadId: string) {
  const { sellerId } = await uploadWithSeller(deps.db, uploadId);
  await rejectUpload(deps.db, deps.clock, sellerId, uploadId, (tx) =>
    recordAdminAction(tx, {
      adminId,
      action: 'whatsapp_upload.reject',
      targetType: 'whatsapp_upload',
      targetId: uploadId,
      before: { status: uploadFrom('reject') },
      after: { status: uploadTo('reject') },
      detail: { sellerId },
      at: deps.clock.now(),
    }),
  );
}
