// Routes that take one photo as a multipart file field "photo". Multipart is registered in the
// routes' own scope only (the rest of the API refuses non-JSON bodies). The refusals are the
// product photos' ones: over the size limit → 413, not an image or over 40 MP → 400, each with
// a field message (read-photo.ts).
import { SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { actorId } from '../../../access/audiences.ts';
import type { EncodedPhoto } from './photo-pipeline.ts';
import { readEncodedPhoto } from './read-photo.ts';

/** Registers `routes` in a scope of their own that reads one file of at most `maxBytes`. */
export async function registerPhotoUploadScope(
  app: FastifyInstance,
  maxBytes: number,
  routes: (scope: FastifyInstance) => void,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    routes(scope);
  });
}

/** POST `url`: the caller's own photo (a shop's, a rider's) of at most 10 MB, put through the
 * pipeline under the field messages of `keyPrefix`, handed to `replace`; the answer is the
 * caller's profile. */
export async function registerOwnPhotoRoute<Profile>(
  app: FastifyInstance,
  route: {
    url: string;
    keyPrefix: string;
    profile: z.ZodType<Profile>;
    replace(ownerId: string, photo: EncodedPhoto): Promise<void>;
    answer(ownerId: string): Promise<Profile>;
  },
) {
  await registerPhotoUploadScope(app, SHOP_PHOTO_MAX_BYTES, (scope) => {
    // The answer's type is checked by `answer`'s; the schema still shapes it (the zod serializer).
    scope.post(route.url, { schema: { response: { 200: route.profile } } }, async (request) => {
      const ownerId = actorId(request);
      await route.replace(ownerId, await readEncodedPhoto(request, route.keyPrefix));
      return route.answer(ownerId);
    });
  });
}
