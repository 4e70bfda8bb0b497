// Admin back office (issue 17): platform settings and live streams.
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminSettingsRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
