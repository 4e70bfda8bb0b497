// Admin API of notifications (decision 031): templates (list, edit), a manual send and the
// history. Admins only; registered in the private scope (no caching).
import type { Db } from '@dwa/db/client';
import { IdParamsSchema } from '@dwa/domain/fields';
import {
  ManualNotificationResultSchema,
  ManualNotificationSchema,
  NotificationHistoryQuerySchema,
  NotificationHistorySchema,
  NotificationTemplateListSchema,
  NotificationTemplateSchema,
  NotificationTemplateUpdateSchema,
} from '@dwa/domain/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { requireAdminCan } from '../admin/admin-access.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { listNotificationHistory } from './history.service.ts';
import { sendManualNotification } from './manual-send.service.ts';
import { listTemplates, updateTemplate } from './templates.service.ts';

export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; messenger: Messenger },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/notification-templates',
    { schema: { response: { 200: NotificationTemplateListSchema } } },
    async (request) => {
      await requireAdminCan(request, deps.db, 'read');
      return { items: await listTemplates(deps.db) };
    },
  );

  api.patch(
    '/admin/notification-templates/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: NotificationTemplateUpdateSchema,
        response: { 200: NotificationTemplateSchema },
      },
    },
    async (request) => {
      const admin = await requireAdminCan(request, deps.db, 'settings');
      return updateTemplate(deps.db, deps.clock, admin.id, request.params.id, request.body);
    },
  );

  api.post(
    '/admin/notifications/send',
    {
      schema: { body: ManualNotificationSchema, response: { 202: ManualNotificationResultSchema } },
    },
    async (request, reply) => {
      const admin = await requireAdminCan(request, deps.db, 'moderate');
      return reply.code(202).send(await sendManualNotification(deps, admin.id, request.body));
    },
  );

  api.get(
    '/admin/notifications',
    {
      schema: {
        querystring: NotificationHistoryQuerySchema,
        response: { 200: NotificationHistorySchema },
      },
    },
    async (request) => {
      await requireAdminCan(request, deps.db, 'read');
      return listNotificationHistory(deps.db, request.query);
    },
  );
}
