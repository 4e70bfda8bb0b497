// The signed-in seller's receipt requests: the list, confirm (maybe with the right amount),
// decline (decision 038). Registered in the seller audience scope (access/audiences.ts).
import type { Db } from '@dwa/db/client';
import { IdParamsSchema } from '@dwa/domain/fields';
import {
  ConfirmReceiptSchema,
  SellerReceiptListSchema,
  SellerReceiptSchema,
} from '@dwa/domain/receipts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import { answerReceipt, listSellerReceipts } from './seller-receipts.service.ts';

export function registerSellerReceiptRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Pick<Env, 'publicOrigin'> },
) {
  const service = { db: deps.db, clock: deps.clock, origin: deps.env.publicOrigin };
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const answered = { params: IdParamsSchema, response: { 200: SellerReceiptSchema } };

    api.get(
      '/seller/receipts',
      { schema: { response: { 200: SellerReceiptListSchema } } },
      async (request) => listSellerReceipts(deps.db, service.origin, actorId(request)),
    );

    api.post(
      '/seller/receipts/:id/confirm',
      { schema: { ...answered, body: ConfirmReceiptSchema } },
      async (request) =>
        answerReceipt(service, actorId(request), request.params.id, {
          event: 'confirm',
          amountPesewas: request.body.amountPesewas,
        }),
    );

    api.post('/seller/receipts/:id/decline', { schema: answered }, async (request) =>
      answerReceipt(service, actorId(request), request.params.id, { event: 'decline' }),
    );
  });
}
