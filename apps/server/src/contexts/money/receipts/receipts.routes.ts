import type { Db } from '@dwa/db/client';
import { RECEIPT_NUMBER_PATTERN, ReceiptRequestSchema, ReceiptSchema } from '@dwa/domain/receipts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { NotifyDeps } from '../../messaging/public.ts';
import { createReceipt, findReceipt } from './receipts.service.ts';

export function registerReceiptRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Pick<Env, 'publicOrigin'> } & NotifyDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const origin = deps.env.publicOrigin;

  const created = { body: ReceiptRequestSchema, response: { 201: ReceiptSchema } };
  api.post('/receipts', { schema: created }, async (request, reply) => {
    const receipt = await createReceipt(
      { db: deps.db, clock: deps.clock, origin, notify: deps },
      request.body,
      request.ip,
    );
    return reply.code(201).send(receipt);
  });

  api.get(
    '/receipts/:number',
    {
      schema: {
        params: z.object({
          number: z.string().regex(RECEIPT_NUMBER_PATTERN, 'validation.invalid'),
        }),
        response: { 200: ReceiptSchema },
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(deps.db, origin, request.params.number);
      if (!receipt) throw notFound('errors.notFound.receipt');
      reply.header('cache-control', 'no-store');
      return receipt;
    },
  );
}
