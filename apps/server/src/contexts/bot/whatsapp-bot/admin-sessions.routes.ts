// Admins see the bot's sessions (who wrote from which number, in which language, when) and can
// clear one: the number starts fresh (no pending question, no chosen language). Audited. The
// list is the spec's: the 20 most recently active.
import type { Db } from '@dwa/db/client';
import { auditLog, whatsappSessions } from '@dwa/db/schema/index';
import { ADMIN_SESSIONS_LIMIT } from '@dwa/domain/admin/whatsapp';
import { NoContentSchema } from '@dwa/domain/errors';
import { IdParamsSchema } from '@dwa/domain/fields';
import { WhatsAppSessionListSchema } from '@dwa/domain/whatsapp-webhook';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminCan } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';

export function registerWhatsAppSessionRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/whatsapp/sessions',
    { schema: { response: { 200: WhatsAppSessionListSchema } } },
    async (request) => {
      await requireAdminCan(request, deps.db, 'read');
      const rows = await deps.db
        .select()
        .from(whatsappSessions)
        .orderBy(desc(whatsappSessions.lastActivity))
        .limit(ADMIN_SESSIONS_LIMIT);
      return {
        items: rows.map((r) => ({
          id: r.id,
          number: r.whatsappNumber,
          userType: (r.userType ?? 'unknown') as 'seller',
          language: (r.language ?? null) as 'en' | null,
          state: r.state,
          lastActivity: r.lastActivity.toISOString(),
        })),
      };
    },
  );

  api.delete(
    '/admin/whatsapp/sessions/:id',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      const admin = await requireAdminCan(request, deps.db, 'moderate');
      await deps.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(whatsappSessions)
          .where(eq(whatsappSessions.id, request.params.id))
          .returning({ number: whatsappSessions.whatsappNumber });
        if (!gone) throw notFound();
        await tx.insert(auditLog).values({
          actorType: 'admin',
          actorId: admin.id,
          action: 'whatsapp_session.clear',
          targetType: 'whatsapp_session',
          targetId: request.params.id,
          detail: { number: gone.number },
          at: deps.clock.now(),
        });
      });
      return reply.code(204).send(null);
    },
  );
}
