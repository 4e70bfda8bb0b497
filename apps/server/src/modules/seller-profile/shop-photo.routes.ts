// POST /api/seller/profile/photo: one multipart file field "photo". Multipart is registered in
// this scope only (the rest of the API refuses non-JSON bodies). The refusals are the product
// photos' ones: over 10 MB → 413, not an image or over 40 MP → 400, each with a field message.
import { SellerProfileSchema, SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';
import { requireUser } from '../auth/session-context.ts';
import { type EncodedPhoto, encodePhoto, PhotoRejectedError } from '../photos/photo-pipeline.ts';
import type { SellerProfileDeps } from './seller-profile.routes.ts';
import { getSellerProfile } from './seller-profile.service.ts';
import { replaceShopPhoto } from './shop-photo.service.ts';

const photoError = (status: number, code: HttpError['code'], message: string, key: string) =>
  new HttpError(status, code, message, { photo: `sellerProfile.photo.${key}` });

export async function registerShopPhotoRoute(app: FastifyInstance, deps: SellerProfileDeps) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SHOP_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/seller/profile/photo',
      { schema: { response: { 200: SellerProfileSchema } } },
      async (request) => {
        const sellerId = requireUser(request, 'seller').userId;
        if (!request.isMultipart()) {
          throw new HttpError(
            415,
            'unsupported_media_type',
            'Send the photo as multipart/form-data in the field "photo".',
          );
        }
        const part = await request.file();
        if (part?.fieldname !== 'photo') {
          part?.file.resume(); // let the rest of the body drain
          throw photoError(400, 'validation_failed', 'Some fields are not valid.', 'missing');
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw photoError(413, 'photo_too_large', 'The photo is larger than 10 MB.', 'tooLarge');
          }
          throw error;
        }
        let photo: EncodedPhoto;
        try {
          photo = await encodePhoto(data);
        } catch (error) {
          if (!(error instanceof PhotoRejectedError)) throw error;
          throw error.reason === 'too_many_pixels'
            ? photoError(400, 'photo_too_many_pixels', error.message, 'tooManyPixels')
            : photoError(400, 'not_an_image', 'The file is not an image.', 'notImage');
        }
        await replaceShopPhoto(deps, sellerId, photo);
        return getSellerProfile(deps.db, sellerId);
      },
    );
  });
}
