// POST /api/search/photo: one multipart file field "photo" → the most alike listed products.
// Multipart is registered in this plugin only, so every other route keeps refusing non-JSON
// bodies; the Origin check on mutating /api calls (plugins/security.ts) applies here as well.
import type { Db } from '@dwa/db/client';
import { computeSignature, NotAnImageError } from '@dwa/db/images/photo-signature';
import { PHOTO_SEARCH_MAX_BYTES, PhotoSearchResponseSchema } from '@dwa/domain/search';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBuffer } from '../../../lib/event-buffer.ts';
import type { HttpError } from '../../../lib/http-error.ts';
import type { ServerMessageKey } from '../../../lib/i18n.ts';
import { takeHit, type Window } from '../../../lib/rate-limit.ts';
import { photoFieldError, readSinglePhoto } from '../../../lib/single-photo-upload.ts';
import { searchByPhoto } from './photo-search.service.ts';

/** Decoding and comparing a photo costs ~10 ms of CPU: enough per IP for a person, not a bot. */
export const PHOTO_SEARCH_WINDOW: Window = {
  bucket: 'photo_search_ip',
  limit: 30,
  windowMs: 60_000,
};

const photoError = (
  status: number,
  code: HttpError['code'],
  key: string,
  message?: ServerMessageKey,
) => photoFieldError(status, code, `photoSearch.${key}`, message);

export function registerPhotoSearchRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; events: EventBuffer },
) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_SEARCH_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/search/photo',
      { schema: { response: { 200: PhotoSearchResponseSchema } } },
      async (request, reply) => {
        if (!(await takeHit(deps.db, deps.clock, PHOTO_SEARCH_WINDOW, request.ip))) {
          throw photoError(429, 'rate_limited', 'rateLimited', 'errors.limits.photoSearches');
        }
        const data = await readSinglePhoto(request, 'photoSearch');

        // The content decides, not the file name or the declared type.
        let signature: Buffer;
        try {
          signature = await computeSignature(data);
        } catch (error) {
          if (!(error instanceof NotAnImageError)) throw error;
          throw error.reason === 'too_many_pixels'
            ? photoError(400, 'photo_too_many_pixels', 'tooManyPixels')
            : photoError(400, 'not_an_image', 'notImage');
        }
        reply.header('cache-control', 'no-store');
        // A photo search is a search in the admin analytics; never fails the answer.
        deps.events.track({
          eventType: 'search',
          metadata: { kind: 'photo' },
          at: deps.clock.now(),
        });
        return searchByPhoto(deps.db, signature);
      },
    );
  });
}
