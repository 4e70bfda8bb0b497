// Admin back office (issue 17): the dashboard counts and analytics (overview, retention, cohorts).
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminAnalyticsRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
