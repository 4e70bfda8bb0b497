// Admin back office: the dashboard counts and analytics (overview, retention,
// cohorts). Reads only: capability `read`, so a support admin sees them too.
import {
  AdminDashboardSchema,
  AnalyticsCohortsSchema,
  AnalyticsOverviewSchema,
  type AnalyticsRangeQuery,
  AnalyticsRangeQuerySchema,
  AnalyticsRetentionSchema,
  accraDay,
  resolveAnalyticsRange,
} from '@dwa/domain/admin/analytics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminDeps, adminScope } from '../../../access/admin-access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { adminDashboard } from './dashboard.service.ts';
import { analyticsOverview } from './overview.service.ts';
import { analyticsCohorts, analyticsRetention } from './retention.service.ts';

export function registerAdminAnalyticsRoutes(app: FastifyInstance, deps: AdminDeps) {
  /** The range asked for with today's defaults, or a 400 naming the field. */
  const rangeOf = (query: AnalyticsRangeQuery) => {
    const today = accraDay(deps.clock.now());
    const resolved = resolveAnalyticsRange(query, today);
    if ('fields' in resolved) {
      throw new HttpError(400, 'validation_failed', undefined, resolved.fields);
    }
    return { range: resolved.range, today };
  };

  adminScope(app, deps.db, 'read', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/admin/dashboard', { schema: { response: { 200: AdminDashboardSchema } } }, async () =>
      adminDashboard(deps.db),
    );
    api.get(
      '/admin/analytics/overview',
      {
        schema: {
          querystring: AnalyticsRangeQuerySchema,
          response: { 200: AnalyticsOverviewSchema },
        },
      },
      async (request) => analyticsOverview(deps.db, rangeOf(request.query).range),
    );
    api.get(
      '/admin/analytics/retention',
      {
        schema: {
          querystring: AnalyticsRangeQuerySchema,
          response: { 200: AnalyticsRetentionSchema },
        },
      },
      async (request) => {
        const { range, today } = rangeOf(request.query);
        return analyticsRetention(deps.db, range, today);
      },
    );
    api.get(
      '/admin/analytics/cohorts',
      {
        schema: {
          querystring: AnalyticsRangeQuerySchema,
          response: { 200: AnalyticsCohortsSchema },
        },
      },
      async (request) => {
        const { range, today } = rangeOf(request.query);
        return analyticsCohorts(deps.db, range, today);
      },
    );
  });
}
