import type { DatabaseHandle } from '@dwa/db/client';
import { HealthResponseSchema } from '@dwa/domain/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } } },
      async (_request, reply) => {
        const health = await checkHealth(deps.database);
        return reply
          .code(health.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(health);
      },
    );
}
