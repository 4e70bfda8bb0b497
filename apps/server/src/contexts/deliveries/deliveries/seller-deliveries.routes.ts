// The signed-in seller's deliveries: list, ask for a rider, cancel, confirm. The seller check runs
// before validation, so a signed-out caller or another role learns nothing about the fields.
import {
  DeliveryCancelSchema,
  DeliveryConfirmSchema,
  DeliveryRequestSchema,
  SellerDeliveryListSchema,
  SellerDeliverySchema,
} from '@dwa/domain/deliveries';
import { IdParamsSchema } from '@dwa/domain/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import { type DeliveryDeps, requestDelivery } from './request-delivery.service.ts';
import {
  cancelDelivery,
  confirmDelivery,
  listSellerDeliveries,
} from './seller-deliveries.service.ts';

export function registerSellerDeliveryRoutes(app: FastifyInstance, deps: DeliveryDeps) {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const one = { params: IdParamsSchema, response: { 200: SellerDeliverySchema } };

    api.get(
      '/seller/deliveries',
      { schema: { response: { 200: SellerDeliveryListSchema } } },
      async (request) => listSellerDeliveries(deps.db, actorId(request)),
    );
    api.post(
      '/seller/deliveries',
      { schema: { body: DeliveryRequestSchema, response: { 201: SellerDeliverySchema } } },
      async (request, reply) =>
        reply.code(201).send(await requestDelivery(deps, actorId(request), request.body)),
    );
    api.post(
      '/seller/deliveries/:id/cancel',
      { schema: { ...one, body: DeliveryCancelSchema } },
      async (request) =>
        cancelDelivery(deps, actorId(request), request.params.id, request.body.reason),
    );
    api.post(
      '/seller/deliveries/:id/confirm',
      { schema: { ...one, body: DeliveryConfirmSchema } },
      async (request) =>
        confirmDelivery(deps, actorId(request), request.params.id, request.body.rating),
    );
  });
}
