// The signed-in seller's WhatsApp uploads: list, publish (creates the product), reject.
import type { Db } from '@dwa/db/client';
import { NoContentSchema } from '@dwa/domain/errors';
import { IdParamsSchema } from '@dwa/domain/fields';
import {
  PublishedUploadSchema,
  PublishUploadSchema,
  SellerUploadListSchema,
} from '@dwa/domain/seller-uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { NotifyDeps } from '../../messaging/public.ts';
import { publishUpload } from './publish-upload.ts';
import { listSellerUploads, rejectUpload } from './seller-uploads.service.ts';

export function registerSellerUploadRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: ObjectStorage; clock: Clock } & NotifyDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/seller/uploads',
    { schema: { response: { 200: SellerUploadListSchema } } },
    async (request, _reply) => {
      const seller = { userId: actorId(request) };
      return listSellerUploads(deps.db, deps.storage, seller.userId);
    },
  );

  api.post(
    '/seller/uploads/:id/publish',
    {
      schema: {
        params: IdParamsSchema,
        body: PublishUploadSchema,
        response: { 201: PublishedUploadSchema },
      },
    },
    async (request, reply) => {
      const seller = { userId: actorId(request) };
      const productId = await publishUpload(
        { ...deps, log: request.log, notify: deps },
        seller.userId,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ productId });
    },
  );

  api.post(
    '/seller/uploads/:id/reject',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const seller = { userId: actorId(request) };
      await rejectUpload(deps.db, deps.clock, seller.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
