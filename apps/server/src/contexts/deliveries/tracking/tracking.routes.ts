// GET /api/track/:id: public, no sign-in (the recipient opens the link from WhatsApp). The id is
// the job's random uuid, which the link carries: there is no number to walk through. The answer
// changes as the rider moves, so no browser or shared cache keeps it.
import type { Db } from '@dwa/db/client';
import { TrackingSchema } from '@dwa/domain/deliveries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error.ts';
import { getTracking } from './tracking.service.ts';

export function registerTrackingRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/track/:id',
    {
      schema: {
        params: z.object({ id: z.uuid('validation.invalid') }),
        response: { 200: TrackingSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tracking = await getTracking(deps.db, request.params.id);
      if (!tracking) throw notFound('errors.deliveries.notFound');
      return tracking;
    },
  );
}
