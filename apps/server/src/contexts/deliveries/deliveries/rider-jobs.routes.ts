// The signed-in rider's job board and moves: accept, pick up, deliver with the recipient's code,
// or with a photo after 5 wrong codes (multipart, in a scope of its own: the rest of the API
// refuses non-JSON bodies).

import type { Db } from '@dwa/db/client';
import { DeliverWithCodeSchema, RiderJobBoardSchema, RiderJobSchema } from '@dwa/domain/deliveries';
import { IdParamsSchema } from '@dwa/domain/fields';
import { PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { readEncodedPhoto, registerPhotoUploadScope } from '../../catalog/public.ts';
import { deliverWithCode, deliverWithPhoto } from './deliver-job.service.ts';
import { acceptJob, listJobBoard, pickUpJob } from './rider-jobs.service.ts';

export async function registerRiderJobRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; storage: ObjectStorage },
) {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const one = { params: IdParamsSchema, response: { 200: RiderJobSchema } };

    api.get(
      '/rider/jobs',
      { schema: { response: { 200: RiderJobBoardSchema } } },
      async (request) => listJobBoard(deps.db, actorId(request)),
    );
    api.post('/rider/jobs/:id/accept', { schema: one }, async (request) =>
      acceptJob(deps, actorId(request), { id: request.params.id }),
    );
    api.post('/rider/jobs/:id/pickup', { schema: one }, async (request) =>
      pickUpJob(deps, actorId(request), { id: request.params.id }),
    );
    api.post(
      '/rider/jobs/:id/deliver',
      { schema: { ...one, body: DeliverWithCodeSchema } },
      async (request) =>
        deliverWithCode(deps, actorId(request), { id: request.params.id }, request.body.code),
    );
  });

  await registerPhotoUploadScope(app, PRODUCT_PHOTO_MAX_BYTES, (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/rider/jobs/:id/proof-photo',
        { schema: { params: IdParamsSchema, response: { 200: RiderJobSchema } } },
        async (request) => {
          const photo = await readEncodedPhoto(request, 'errors.riders.photo');
          return deliverWithPhoto(deps, actorId(request), { id: request.params.id }, photo);
        },
      );
  });
}
