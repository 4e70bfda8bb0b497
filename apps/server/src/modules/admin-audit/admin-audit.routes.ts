// Admin back office (issue 17): the audit log.
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminAuditRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
