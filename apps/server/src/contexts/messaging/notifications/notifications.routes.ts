// Admin API of notifications (decision 031): templates (list, edit, a test send to the admin),
// a manual send and the history. Admins only; registered in the private scope (no caching).
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
  TemplateTestResultSchema,
  TemplateTestSchema,
} from '@dwa/domain/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { listNotificationHistory } from './history.service.ts';
import { sendManualNotification } from './manual-send.service.ts';
import { sendTemplateTest } from './template-test.service.ts';
import { listTemplates, updateTemplate } from './templates.service.ts';

export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Pick<Env, 'publicOrigin'>; messenger: Messenger },
) {
  // Every route checks its caller before its input (adminScope): a caller who may not gets
  // 401/403, never a field error that names the body's fields.
  adminScope(app, deps.db, 'read', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/admin/notification-templates',
      { schema: { response: { 200: NotificationTemplateListSchema } } },
      async () => ({ items: await listTemplates(deps.db) }),
    );
    api.get(
      '/admin/notifications',
      {
        schema: {
          querystring: NotificationHistoryQuerySchema,
          response: { 200: NotificationHistorySchema },
        },
      },
      async (request) => listNotificationHistory(deps.db, request.query),
    );
  });

  adminScope(app, deps.db, 'settings', (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().patch(
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
  });

  // A support admin without a phone gets 403/409 for a test send, never a field error.
  adminScope(app, deps.db, 'moderate', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/admin/notification-templates/:id/test',
      {
        schema: {
          params: IdParamsSchema,
          body: TemplateTestSchema,
          response: { 202: TemplateTestResultSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireAdminCan(request, deps.db, 'moderate');
        return reply
          .code(202)
          .send(await sendTemplateTest(deps, admin.id, request.params.id, request.body));
      },
    );
    api.post(
      '/admin/notifications/send',
      {
        schema: {
          body: ManualNotificationSchema,
          response: { 202: ManualNotificationResultSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireAdminCan(request, deps.db, 'moderate');
        return reply.code(202).send(await sendManualNotification(deps, admin.id, request.body));
      },
    );
  });
}
