// POST /api/rider/profile/photo: one multipart file field "photo". Multipart is registered in
// this scope only (the rest of the API refuses non-JSON bodies). The rules are the shop photo's:
// over 10 MB → 413, not an image or over 40 MP → 400, each with a field message.

import { RiderProfileSchema } from '@dwa/domain/deliveries';
import { SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import { readEncodedPhoto } from '../../catalog/public.ts';
import type { RiderDeps } from './rider-deps.ts';
import { replaceRiderPhoto } from './rider-photo.service.ts';
import { getRiderProfile } from './rider-profile.service.ts';

const KEYS = 'errors.riders.photo';

export async function registerRiderPhotoRoute(app: FastifyInstance, deps: RiderDeps) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: SHOP_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/rider/profile/photo',
      { schema: { response: { 200: RiderProfileSchema } } },
      async (request) => {
        const riderId = actorId(request);
        const photo = await readEncodedPhoto(request, KEYS);
        await replaceRiderPhoto(deps, riderId, photo);
        return getRiderProfile(deps, riderId);
      },
    );
  });
}
