import type { Db } from '@dwa/db/client';
import { ContactMessageSchema } from '@dwa/domain/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { currentLiveStreams, publicSettings, saveContactMessage } from './site.service.ts';

export function registerSiteRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/live-streams', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { items: await currentLiveStreams(deps.db, deps.clock) };
  });

  api.get('/settings/public', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return publicSettings(deps.db);
  });

  api.post('/contact', { schema: { body: ContactMessageSchema } }, async (request, reply) => {
    const saved = await saveContactMessage(deps, request.body, request.ip);
    return reply.code(201).send({ id: saved.id });
  });
}
