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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../../access/session-context.ts';
import type { Clock } from '../../../lib/clock.ts';
import { listRiderPayouts, requestPayout } from './request-payout.service.ts';
import { getRiderWalletSummary, saveRiderWallet } from './rider-wallet.service.ts';

const riderId = (request: FastifyRequest) => requireUser(request, 'rider').userId;

export function registerRiderPayoutRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.register(async (scope) => {
    // Signed-out callers learn nothing about the fields (401/403 before 400).
    scope.addHook('preValidation', async (request) => {
      riderId(request);
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/rider/wallet',
      { schema: { response: { 200: RiderWalletSummarySchema } } },
      async (request) => getRiderWalletSummary(deps.db, riderId(request)),
    );
    api.put(
      '/rider/wallet',
      { schema: { body: RiderWalletUpdateSchema, response: { 200: RiderWalletSummarySchema } } },
      async (request) => saveRiderWallet(deps, riderId(request), request.body),
    );
    api.get(
      '/rider/payouts',
      { schema: { response: { 200: PayoutListSchema } } },
      async (request) => listRiderPayouts(deps.db, riderId(request)),
    );
    api.post(
      '/rider/payouts',
      { schema: { body: PayoutRequestSchema, response: { 201: PayoutViewSchema } } },
      async (request, reply) =>
        reply.code(201).send(await requestPayout(deps, riderId(request), request.body.amount)),
    );
  });
}
