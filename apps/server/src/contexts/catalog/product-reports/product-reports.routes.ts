// Admin back office: a buyer reports a listing (public). The visitor is the anonymous
// cookie the view counter uses (products/visitor.ts); nobody needs an account to report.
import { IdParamsSchema } from '@dwa/domain/fields';
import { ProductReportSavedSchema, ProductReportSchema } from '@dwa/domain/product-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../../access/admin-access.ts';
import { visitorId } from '../products/visitor.ts';
import { reportProduct } from './product-reports.service.ts';

export function registerProductReportRoutes(app: FastifyInstance, deps: AdminDeps) {
  const secure = deps.env.nodeEnv === 'production';
  app.withTypeProvider<ZodTypeProvider>().post(
    '/products/:id/reports',
    {
      schema: {
        params: IdParamsSchema,
        body: ProductReportSchema,
        response: { 200: ProductReportSavedSchema, 201: ProductReportSavedSchema },
      },
    },
    async (request, reply) => {
      const visitor = visitorId(request, reply, secure);
      const { id, created } = await reportProduct(deps, request.params.id, request.body, {
        visitorId: visitor,
        ip: request.ip,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(created ? 201 : 200).send({ id, repeated: !created });
    },
  );
}
