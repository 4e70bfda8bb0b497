// Admin back office: mobile money transactions, totals and the ledger check. Reading
// only, so a support admin sees it too (decision 041).
import {
  AdminMoneyQuerySchema,
  AdminMoneySchema,
  LedgerCheckSchema,
} from '@dwa/domain/admin/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AdminDeps, adminScope } from '../../../access/admin-access.ts';
import { runLedgerCheck } from './ledger-check.service.ts';
import { listAdminPayments } from './list-payments.service.ts';

export function registerAdminMoneyRoutes(app: FastifyInstance, deps: AdminDeps) {
  adminScope(app, deps.db, 'read', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/admin/money',
      { schema: { querystring: AdminMoneyQuerySchema, response: { 200: AdminMoneySchema } } },
      async (request) => listAdminPayments(deps.db, request.query),
    );
    // Its own request: it reads the whole ledger, so paging the list does not run it again.
    api.get(
      '/admin/money/ledger-check',
      { schema: { response: { 200: LedgerCheckSchema } } },
      async () => runLedgerCheck(deps.db, deps.clock.now()),
    );
  });
}
