// Admin back office (issue 17): recent bot uploads (publish/reject) and the bot settings.
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminWhatsAppRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
