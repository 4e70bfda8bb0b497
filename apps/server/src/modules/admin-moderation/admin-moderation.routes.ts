// Admin back office (issue 17): sellers, products, buyer reports and contact messages.
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminModerationRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
