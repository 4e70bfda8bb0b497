// Admin back office (issue 17): the riders list and counters, delivery jobs (list, cancel).
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminRiderListRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
