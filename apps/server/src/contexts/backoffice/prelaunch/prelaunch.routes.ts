// Admin back office: the pre-launch checks (any admin, `read`) and launching (a super
// admin, `settings`: the checks run again on the server and a failed one refuses it).
import { LaunchResultSchema, PrelaunchReportSchema } from '@dwa/domain/admin/prelaunch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminDeps, adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import { launchPlatform, prelaunchReport } from './prelaunch.service.ts';

export function registerPrelaunchRoutes(app: FastifyInstance, deps: AdminDeps) {
  adminScope(app, deps.db, 'read', (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/admin/prelaunch',
        { schema: { response: { 200: PrelaunchReportSchema } } },
        (request) => prelaunchReport(deps, requestLanguage(request.headers['accept-language'])),
      );
  });
  adminScope(app, deps.db, 'settings', (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/admin/launch',
        { schema: { response: { 200: LaunchResultSchema } } },
        async (request) =>
          launchPlatform(
            deps,
            (await requireAdminCan(request, deps.db, 'settings')).id,
            requestLanguage(request.headers['accept-language']),
          ),
      );
  });
}
