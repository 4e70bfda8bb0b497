// Admin back office: sellers, products, buyer reports and contact messages. Lists need `read`;
// suspending, verifying, blocking, featuring, deleting, resolving and handling need `moderate`;
// granting credits moves value, so `money` (decision 041).
import {
  AdminMessageListQuerySchema,
  AdminMessageListSchema,
  AdminMessageSchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  AdminReportListQuerySchema,
  AdminReportListSchema,
  AdminSellerListQuerySchema,
  AdminSellerListSchema,
  AdminSellerSchema,
  BlockProductSchema,
  FeatureProductSchema,
  GrantCreditsResultSchema,
  GrantCreditsSchema,
  MessageHandledSchema,
  ResolveReportResultSchema,
  ResolveReportSchema,
  SellerVerificationSchema,
  SuspendSellerSchema,
} from '@dwa/domain/admin/moderation';
import { NoContentSchema } from '@dwa/domain/errors';
import { IdParamsSchema } from '@dwa/domain/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AdminDeps, adminScope, requireAdminCan } from '../../../access/admin-access.ts';
import { listAdminMessages, setMessageHandled } from './admin-messages.service.ts';
import {
  blockProduct,
  deleteProductByAdmin,
  listAdminProducts,
  setProductFeatured,
  unblockProduct,
} from './admin-products.service.ts';
import { listAdminReports, resolveReport } from './admin-reports.service.ts';
import {
  grantSellerCredits,
  listAdminSellers,
  setSellerSuspended,
  setSellerVerification,
} from './admin-sellers.service.ts';

export function registerAdminModerationRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db } = deps;

  adminScope(app, db, 'read', (scope) => {
    /** GET `url`: one page of a list, filtered by the query string. The types are checked
     * against `read`'s; the schemas still parse the query and shape the answer (zod compilers). */
    const list = <Query, Page>(
      url: string,
      query: z.ZodType<Query>,
      page: z.ZodType<Page>,
      read: (deps: AdminDeps, query: Query) => Promise<Page>,
    ) =>
      scope.get(url, { schema: { querystring: query, response: { 200: page } } }, (request) =>
        read(deps, request.query as Query),
      );
    list('/admin/sellers', AdminSellerListQuerySchema, AdminSellerListSchema, listAdminSellers);
    list('/admin/products', AdminProductListQuerySchema, AdminProductListSchema, listAdminProducts);
    list('/admin/reports', AdminReportListQuerySchema, AdminReportListSchema, listAdminReports);
    list('/admin/messages', AdminMessageListQuerySchema, AdminMessageListSchema, listAdminMessages);
  });

  adminScope(app, db, 'moderate', (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const admin = async (request: Parameters<typeof requireAdminCan>[0]) =>
      (await requireAdminCan(request, db, 'moderate')).id;
    const seller = { params: IdParamsSchema, response: { 200: AdminSellerSchema } };
    const product = { params: IdParamsSchema, response: { 200: AdminProductSchema } };

    api.post(
      '/admin/sellers/:id/suspend',
      { schema: { ...seller, body: SuspendSellerSchema } },
      async (request) =>
        setSellerSuspended(
          deps,
          await admin(request),
          request.params.id,
          true,
          request.body.reason,
        ),
    );
    api.post('/admin/sellers/:id/reactivate', { schema: seller }, async (request) =>
      setSellerSuspended(deps, await admin(request), request.params.id, false, null),
    );
    api.post(
      '/admin/sellers/:id/verification',
      { schema: { ...seller, body: SellerVerificationSchema } },
      async (request) =>
        setSellerVerification(deps, await admin(request), request.params.id, request.body.verified),
    );

    api.post(
      '/admin/products/:id/block',
      { schema: { ...product, body: BlockProductSchema } },
      async (request) =>
        blockProduct(deps, await admin(request), request.params.id, request.body.reason),
    );
    api.post('/admin/products/:id/unblock', { schema: product }, async (request) =>
      unblockProduct(deps, await admin(request), request.params.id),
    );
    api.post(
      '/admin/products/:id/featured',
      { schema: { ...product, body: FeatureProductSchema } },
      async (request) =>
        setProductFeatured(deps, await admin(request), request.params.id, request.body.featured),
    );
    api.delete(
      '/admin/products/:id',
      { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await deleteProductByAdmin(
          { ...deps, log: request.log },
          await admin(request),
          request.params.id,
        );
        return reply.code(204).send(null);
      },
    );

    api.post(
      '/admin/reports/:id/resolve',
      {
        schema: {
          params: IdParamsSchema,
          body: ResolveReportSchema,
          response: { 200: ResolveReportResultSchema },
        },
      },
      async (request) => resolveReport(deps, await admin(request), request.params.id, request.body),
    );

    api.post(
      '/admin/messages/:id/handled',
      {
        schema: {
          params: IdParamsSchema,
          body: MessageHandledSchema,
          response: { 200: AdminMessageSchema },
        },
      },
      async (request) =>
        setMessageHandled(deps, await admin(request), request.params.id, request.body.handled),
    );
  });

  adminScope(app, db, 'money', (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/sellers/:id/credits',
      {
        schema: {
          params: IdParamsSchema,
          body: GrantCreditsSchema,
          response: { 200: GrantCreditsResultSchema },
        },
      },
      async (request) => {
        const admin = await requireAdminCan(request, db, 'money');
        return grantSellerCredits(deps, admin.id, request.params.id, request.body);
      },
    );
  });
}
