import type { Db } from '@dwa/db/client';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/session-context.ts';
import { listOutbox } from '../messaging/outbox.service.ts';

/** The outbox: every WhatsApp message the platform sent, newest first (how a person testing
 * locally reads a one-time code; in production, the record of sends and failures). */
export function registerAdminOutboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get('/admin/outbox', async (request, reply) => {
    await requireAdmin(request, deps.db);
    reply.header('cache-control', 'no-store');
    return { items: await listOutbox(deps.db, { limit: 100 }) };
  });
}
