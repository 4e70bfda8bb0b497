// Admin back office (issue 17): a buyer reports a listing (public).
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerProductReportRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
