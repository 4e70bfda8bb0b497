// Admin back office: Platform Settings and live streams. Reading needs `read`;
// contacts, banner, hours and live streams need `settings`; prices and the commission `money`
// (decision 041). Every change is audited in its transaction (settings.service.ts,
// live-streams.service.ts).
import {
  AdminLiveStreamListSchema,
  AdminLiveStreamSchema,
  AdminSettingsSchema,
  LiveStreamCreateSchema,
  LiveStreamUpdateSchema,
  MoneySettingsUpdateSchema,
  PlatformSettingsUpdateSchema,
} from '@dwa/domain/admin/settings';
import { IdParamsSchema } from '@dwa/domain/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminDeps, adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import {
  createLiveStream,
  endLiveStream,
  listLiveStreams,
  updateLiveStream,
} from './live-streams.service.ts';
import {
  getAdminSettings,
  updateMoneySettings,
  updatePlatformSettings,
} from './settings.service.ts';

export function registerAdminSettingsRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db } = deps;

  adminScope(app, db, 'read', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get('/admin/settings', { schema: { response: { 200: AdminSettingsSchema } } }, () =>
      getAdminSettings(db),
    );
    api.get(
      '/admin/live-streams',
      { schema: { response: { 200: AdminLiveStreamListSchema } } },
      () => listLiveStreams(db),
    );
  });

  adminScope(app, db, 'settings', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const adminId = async (request: FastifyRequest) =>
      (await requireAdminCan(request, db, 'settings')).id;
    const stream = { response: { 200: AdminLiveStreamSchema } };

    api.put(
      '/admin/settings',
      {
        schema: { body: PlatformSettingsUpdateSchema, response: { 200: AdminSettingsSchema } },
      },
      async (request) => updatePlatformSettings(deps, await adminId(request), request.body),
    );
    api.post(
      '/admin/live-streams',
      { schema: { body: LiveStreamCreateSchema, response: { 201: AdminLiveStreamSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createLiveStream(deps, await adminId(request), request.body)),
    );
    api.put(
      '/admin/live-streams/:id',
      { schema: { params: IdParamsSchema, body: LiveStreamUpdateSchema, ...stream } },
      async (request) =>
        updateLiveStream(deps, await adminId(request), request.params.id, request.body),
    );
    api.post(
      '/admin/live-streams/:id/end',
      { schema: { params: IdParamsSchema, ...stream } },
      async (request) => endLiveStream(deps, await adminId(request), request.params.id),
    );
  });

  adminScope(app, db, 'money', (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .put(
        '/admin/settings/money',
        { schema: { body: MoneySettingsUpdateSchema, response: { 200: AdminSettingsSchema } } },
        async (request) =>
          updateMoneySettings(deps, (await requireAdminCan(request, db, 'money')).id, request.body),
      );
  });
}
