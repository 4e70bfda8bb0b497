// Admin back office (issue 17): the pre-launch checks.
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerPrelaunchRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
