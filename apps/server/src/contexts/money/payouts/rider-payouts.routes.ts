// A rider's money: the wallet summary (balance, held, MoMo wallet), saving the MoMo wallet, asking
// for a payout and the payout history. Every query is the signed-in rider's own.
import type { Db } from '@dwa/db/client';
import {
  PayoutListSchema,
  PayoutRequestSchema,
  PayoutViewSchema,
  RiderWalletSummarySchema,
  RiderWalletUpdateSchema,
} from '@dwa/domain/payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import type { Clock } from '../../../lib/clock.ts';
import { listRiderPayouts, requestPayout } from './request-payout.service.ts';
import { getRiderWalletSummary, saveRiderWallet } from './rider-wallet.service.ts';

export function registerRiderPayoutRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/rider/wallet',
      { schema: { response: { 200: RiderWalletSummarySchema } } },
      async (request) => getRiderWalletSummary(deps.db, actorId(request)),
    );
    api.put(
      '/rider/wallet',
      { schema: { body: RiderWalletUpdateSchema, response: { 200: RiderWalletSummarySchema } } },
      async (request) => saveRiderWallet(deps, actorId(request), request.body),
    );
    api.get(
      '/rider/payouts',
      { schema: { response: { 200: PayoutListSchema } } },
      async (request) => listRiderPayouts(deps.db, actorId(request)),
    );
    api.post(
      '/rider/payouts',
      { schema: { body: PayoutRequestSchema, response: { 201: PayoutViewSchema } } },
      async (request, reply) =>
        reply.code(201).send(await requestPayout(deps, actorId(request), request.body.amount)),
    );
  });
}
