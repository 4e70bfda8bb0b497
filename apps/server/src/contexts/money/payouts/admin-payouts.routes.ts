// The admin's payouts: the list (by status, with rider and wallet), approve (transfer through the
// provider) and reject (with a reason). Decisions are audited in their own transaction.

import { IdParamsSchema } from '@dwa/domain/fields';
import {
  AdminPayoutListSchema,
  AdminPayoutQuerySchema,
  AdminPayoutViewSchema,
  PayoutRejectSchema,
} from '@dwa/domain/payouts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import {
  approvePayout,
  listAdminPayouts,
  type PayoutDeps,
  rejectPayout,
} from './decide-payout.service.ts';

export function registerAdminPayoutRoutes(app: FastifyInstance, deps: PayoutDeps) {
  // Only admins learn what the fields should be (401/403 before 400); any admin reads, only a
  // super admin moves money (decision 041).
  adminScope(app, deps.db, 'read', (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().get(
      '/admin/payouts',
      {
        schema: {
          querystring: AdminPayoutQuerySchema,
          response: { 200: AdminPayoutListSchema },
        },
      },
      async (request) => listAdminPayouts(deps.db, request.query.status),
    );
  });
  adminScope(app, deps.db, 'money', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/admin/payouts/:id/approve',
      { schema: { params: IdParamsSchema, response: { 200: AdminPayoutViewSchema } } },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'money');
        return approvePayout({ ...deps, log: request.log }, admin.id, request.params.id);
      },
    );
    api.post(
      '/admin/payouts/:id/reject',
      {
        schema: {
          params: IdParamsSchema,
          body: PayoutRejectSchema,
          response: { 200: AdminPayoutViewSchema },
        },
      },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'money');
        return rejectPayout(deps, admin.id, request.params.id, request.body.reason);
      },
    );
  });
}
