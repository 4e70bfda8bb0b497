// Admin back office (issue 17): mobile money transactions, totals and the ledger check.
import type { FastifyInstance } from 'fastify';
import type { AdminDeps } from '../admin/admin-access.ts';

export function registerAdminMoneyRoutes(_app: FastifyInstance, _deps: AdminDeps) {}
