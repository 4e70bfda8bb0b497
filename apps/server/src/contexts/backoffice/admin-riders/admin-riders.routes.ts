// Admin back office: the riders list and counters, delivery jobs (list, cancel).
// Verification and payouts have their own routes (contexts/deliveries/riders, contexts/money/payouts).

import {
  AdminDeliveryJobListSchema,
  AdminDeliveryJobSchema,
  AdminJobCancelSchema,
  AdminRiderListSchema,
  AdminRiderQuerySchema,
} from '@dwa/domain/admin/riders';
import { IdParamsSchema } from '@dwa/domain/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import type { BackofficeAdminDeps } from '../backoffice-deps.ts';
import { cancelJobAsAdmin, listAdminDeliveryJobs } from './delivery-jobs.service.ts';
import { listAdminRiders } from './list-riders.service.ts';

export function registerAdminRiderListRoutes(app: FastifyInstance, deps: BackofficeAdminDeps) {
  adminScope(app, deps.db, 'read', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/admin/riders',
      { schema: { querystring: AdminRiderQuerySchema, response: { 200: AdminRiderListSchema } } },
      async (request) => listAdminRiders(deps.db, deps.clock.now(), request.query.q),
    );
    api.get(
      '/admin/delivery-jobs',
      { schema: { response: { 200: AdminDeliveryJobListSchema } } },
      async () => listAdminDeliveryJobs(deps.db),
    );
  });
  adminScope(app, deps.db, 'moderate', (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/delivery-jobs/:id/cancel',
      {
        schema: {
          params: IdParamsSchema,
          body: AdminJobCancelSchema,
          response: { 200: AdminDeliveryJobSchema },
        },
      },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'moderate');
        return cancelJobAsAdmin(deps, admin.id, request.params.id, request.body.reason);
      },
    );
  });
}
