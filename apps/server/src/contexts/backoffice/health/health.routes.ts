// Liveness (GET /api/health: the process and its database answer; what the web app's offline
// banner, the journeys and a restart policy ask) and readiness (GET /api/health/ready: also the
// newest migration applied and the job workers running; what a load balancer routes by). Both
// answer by status code; the engine and the migrations by name only to an operator.
import type { DatabaseHandle } from '@dwa/db/client';
import { HealthResponseSchema, ReadinessResponseSchema } from '@dwa/domain/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../../env.ts';
import {
  checkHealth,
  checkReadiness,
  type Lifecycle,
  publicHealth,
  publicReadiness,
} from './health.service.ts';
import { isOperator } from './operator.ts';

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; env: Env; lifecycle: Lifecycle },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health',
    { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
    async (request, reply) => {
      const health = await checkHealth(deps.database);
      return reply
        .code(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(isOperator(request, deps.env.metricsToken) ? health : publicHealth(health));
    },
  );
  api.get(
    '/health/ready',
    { schema: { response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema } } },
    async (request, reply) => {
      const readiness = await checkReadiness(
        deps.database,
        app.tasks,
        deps.env.jobWorkers,
        deps.lifecycle,
      );
      return reply
        .code(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(isOperator(request, deps.env.metricsToken) ? readiness : publicReadiness(readiness));
    },
  );
}
