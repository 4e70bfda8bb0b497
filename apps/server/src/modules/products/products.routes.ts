import type { Db } from '@dwa/db/client';
import { ProductListQuerySchema, ProductListResponseSchema } from '@dwa/domain/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPublicProducts } from './products.service.ts';

export function registerProductRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/products',
    {
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema },
      },
    },
    async (request, reply) => {
      // Short shared caching: listings change when sellers act, a minute of staleness is fine
      // and spares slow connections a round trip on back/forward.
      reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=60');
      return listPublicProducts(deps.db, request.query);
    },
  );
}
