import type { Db } from '@dwa/db/client';
import { OutboxListSchema } from '@dwa/domain/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminCan } from '../../../access/admin-access.ts';
import { listOutbox } from '../../messaging/public.ts';

/** The outbox: every WhatsApp message the platform queued, sent or failed to send, newest first
 * (how a person testing locally reads a one-time code; in production, the record of sends,
 * attempts and the provider's answers). */
export function registerAdminOutboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/admin/outbox', { schema: { response: { 200: OutboxListSchema } } }, async (request) => {
      await requireAdminCan(request, deps.db, 'read');
      return { items: await listOutbox(deps.db, { limit: 100 }) };
    });
}
