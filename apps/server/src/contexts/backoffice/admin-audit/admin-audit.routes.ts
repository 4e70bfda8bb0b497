// Admin back office: the audit log, for any admin (`read`).
import { AuditListSchema, AuditQuerySchema } from '@dwa/domain/admin/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminDeps, adminScope } from '../../../access/admin-access.ts';
import { listAudit } from './audit.service.ts';

export function registerAdminAuditRoutes(app: FastifyInstance, deps: AdminDeps) {
  adminScope(app, deps.db, 'read', (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/admin/audit',
        { schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
        (request) => listAudit(deps.db, request.query),
      );
  });
}
