import type { Db } from '@dwa/db/client';
import { DashboardSchema } from '@dwa/domain/seller-dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import type { Clock } from '../../../lib/clock.ts';
import { sellerDashboard } from './seller-dashboard.service.ts';

/** GET /api/seller/dashboard: the signed-in seller's totals and last 30 days. */
export function registerSellerDashboardRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/seller/dashboard',
    { schema: { response: { 200: DashboardSchema } } },
    async (request, _reply) => {
      const userId = actorId(request);
      // One seller's private figures: never in a shared cache, always fresh after a sale.
      return sellerDashboard(deps.db, deps.clock, userId);
    },
  );
}
