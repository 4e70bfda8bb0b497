import type { Db } from '@dwa/db/client';
import {
  ContactMessageSchema,
  ContactSavedSchema,
  LiveStreamListSchema,
  PublicSettingsSchema,
} from '@dwa/domain/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../../lib/clock.ts';
import { currentLiveStreams, publicSettings, saveContactMessage } from './site.service.ts';

export function registerSiteRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/live-streams',
    { schema: { response: { 200: LiveStreamListSchema } } },
    async (_request, reply) => {
      // Revalidated every time: an admin's added or ended stream shows at once.
      reply.header('cache-control', 'public, no-cache');
      return { items: await currentLiveStreams(deps.db, deps.clock) };
    },
  );

  api.get(
    '/settings/public',
    { schema: { response: { 200: PublicSettingsSchema } } },
    async (_request, reply) => {
      // Revalidated every time: an admin's change (the banner, contacts) shows at once.
      reply.header('cache-control', 'public, no-cache');
      return publicSettings(deps.db);
    },
  );

  const contact = { body: ContactMessageSchema, response: { 201: ContactSavedSchema } };
  api.post('/contact', { schema: contact }, async (request, reply) => {
    const saved = await saveContactMessage(deps, request.body, request.ip);
    return reply.code(201).send({ id: saved.id });
  });
}
