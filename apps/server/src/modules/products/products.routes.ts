import type { Db } from '@dwa/db/client';
import { ProductListQuerySchema, ProductListResponseSchema } from '@dwa/domain/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { setPublicCache } from '../../lib/public-cache.ts';
import { listPublicProducts } from './products.service.ts';

export function registerProductRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Pick<Env, 'listingCacheMs'> },
) {
  // The serialized page is what is cached: a hit costs no query and no serialization.
  // See docs/decisions/009-listing-micro-cache.md.
  const listings = createMicroCache<string>({
    ttlMs: deps.env.listingCacheMs,
    maxEntries: 500,
    clock: deps.clock,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/products',
    {
      // The response is checked against ProductListResponseSchema when the cache is filled.
      schema: { querystring: ProductListQuerySchema },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `${query.category ?? ''}|${query.page}|${query.pageSize}`;
      const body = await listings.get(key, async () =>
        JSON.stringify(ProductListResponseSchema.parse(await listPublicProducts(deps.db, query))),
      );
      // Short shared caching: listings change when sellers act, a minute of staleness is fine
      // and spares slow connections a round trip on back/forward.
      setPublicCache(request, reply, 'public, max-age=30, stale-while-revalidate=60');
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
