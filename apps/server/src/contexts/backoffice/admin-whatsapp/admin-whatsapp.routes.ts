// Admin back office: the bot's recent uploads (publish / reject as the seller can) and
// the Bot Settings (GET for anyone who reads, the verify token only to who may change settings;
// PUT for who may change settings). Every route's
// caller is checked before its input (adminScope); writes are audited in their transaction.

import { adminCan } from '@dwa/domain/admin/roles';
import {
  AdminPublishedUploadSchema,
  AdminUploadListSchema,
  BotSettingsUpdateSchema,
  BotSettingsViewSchema,
} from '@dwa/domain/admin/whatsapp';
import { NoContentSchema } from '@dwa/domain/errors';
import { IdParamsSchema } from '@dwa/domain/fields';
import { PublishUploadSchema } from '@dwa/domain/seller-uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import { readBotSettings, saveBotSettings } from '../../messaging/public.ts';
import type { BackofficeAdminDeps } from '../backoffice-deps.ts';
import { listRecentUploads, publishUploadAsAdmin, rejectUploadAsAdmin } from './uploads.service.ts';

export function registerAdminWhatsAppRoutes(app: FastifyInstance, deps: BackofficeAdminDeps) {
  adminScope(app, deps.db, 'read', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/admin/whatsapp/uploads',
      { schema: { response: { 200: AdminUploadListSchema } } },
      async () => listRecentUploads(deps),
    );
    api.get(
      '/admin/whatsapp/settings',
      { schema: { response: { 200: BotSettingsViewSchema } } },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'read');
        return readBotSettings(deps.db, deps.env, adminCan(admin.role, 'settings'));
      },
    );
  });

  adminScope(app, deps.db, 'moderate', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/admin/whatsapp/uploads/:id/publish',
      {
        schema: {
          params: IdParamsSchema,
          body: PublishUploadSchema,
          response: { 201: AdminPublishedUploadSchema },
        },
      },
      async (request, reply) => {
        const admin = await requireAdminCan(request, deps.db, 'moderate');
        const productId = await publishUploadAsAdmin(
          { ...deps, log: request.log },
          admin.id,
          request.params.id,
          request.body,
        );
        return reply.code(201).send({ productId });
      },
    );
    api.post(
      '/admin/whatsapp/uploads/:id/reject',
      { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        const admin = await requireAdminCan(request, deps.db, 'moderate');
        await rejectUploadAsAdmin(deps, admin.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  });

  adminScope(app, deps.db, 'settings', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.put(
      '/admin/whatsapp/settings',
      { schema: { body: BotSettingsUpdateSchema, response: { 200: BotSettingsViewSchema } } },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'settings');
        return saveBotSettings(deps, admin.id, request.body);
      },
    );
  });
}
