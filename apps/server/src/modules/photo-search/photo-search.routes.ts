// POST /api/search/photo: one multipart file field "photo" → the most alike listed products.
// Multipart is registered in this plugin only, so every other route keeps refusing non-JSON
// bodies; the Origin check on mutating /api calls (plugins/security.ts) applies here as well.
import type { Db } from '@dwa/db/client';
import { computeSignature, NotAnImageError } from '@dwa/db/images/photo-signature';
import { PHOTO_SEARCH_MAX_BYTES, PhotoSearchResponseSchema } from '@dwa/domain/search';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isLimited, recordHit, type Window } from '../../lib/rate-limit.ts';
import { searchByPhoto } from './photo-search.service.ts';

/** Decoding and comparing a photo costs ~10 ms of CPU: enough per IP for a person, not a bot. */
export const PHOTO_SEARCH_WINDOW: Window = {
  bucket: 'photo_search_ip',
  limit: 30,
  windowMs: 60_000,
};

const photoError = (status: number, code: HttpError['code'], message: string, key: string) =>
  new HttpError(status, code, message, { photo: `photoSearch.${key}` });

export function registerPhotoSearchRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_SEARCH_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/search/photo',
      { schema: { response: { 200: PhotoSearchResponseSchema } } },
      async (request, reply) => {
        if (await isLimited(deps.db, deps.clock, PHOTO_SEARCH_WINDOW, request.ip)) {
          throw photoError(429, 'rate_limited', 'Too many photo searches.', 'rateLimited');
        }
        await recordHit(deps.db, deps.clock, PHOTO_SEARCH_WINDOW, request.ip);
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
          throw new HttpError(400, 'validation_failed', 'Some fields are not valid.', {
            photo: 'photoSearch.missing',
          });
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

        // The content decides, not the file name or the declared type.
        let signature: Buffer;
        try {
          signature = await computeSignature(data);
        } catch (error) {
          if (!(error instanceof NotAnImageError)) throw error;
          throw error.reason === 'too_many_pixels'
            ? photoError(400, 'photo_too_many_pixels', error.message, 'tooManyPixels')
            : photoError(400, 'not_an_image', 'The file is not an image.', 'notImage');
        }
        reply.header('cache-control', 'no-store');
        return searchByPhoto(deps.db, signature);
      },
    );
  });
}
