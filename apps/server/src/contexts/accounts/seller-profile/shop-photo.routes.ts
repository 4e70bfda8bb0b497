// POST /api/seller/profile/photo: one multipart file field "photo". Multipart is registered in
// this scope only (the rest of the API refuses non-JSON bodies). The refusals are the product
// photos' ones: over 10 MB → 413, not an image or over 40 MP → 400, each with a field message.
import { SellerProfileSchema, SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import { readEncodedPhoto } from '../../catalog/public.ts';
import type { SellerProfileDeps } from './seller-profile.routes.ts';
import { getSellerProfile } from './seller-profile.service.ts';
import { replaceShopPhoto } from './shop-photo.service.ts';

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
        const sellerId = actorId(request);
        const photo = await readEncodedPhoto(request, 'sellerProfile.photo');
        await replaceShopPhoto(deps, sellerId, photo);
        return getSellerProfile(deps.db, sellerId);
      },
    );
  });
}
