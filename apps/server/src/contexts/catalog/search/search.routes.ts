import type { Db } from '@dwa/db/client';
import { SearchQuerySchema, SearchResponseSchema } from '@dwa/domain/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type EncodedBody, encodeJson, sendEncodedJson } from '../../../lib/encoded-body.ts';
import type { EventBuffer } from '../../../lib/event-buffer.ts';
import { createMicroCache } from '../../../lib/micro-cache.ts';
import { setPublicCache } from '../../../lib/public-cache.ts';
import { VISITOR_COOKIE } from '../products/visitor.ts';
import { searchProducts } from './search.service.ts';

export function registerSearchRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Pick<Env, 'listingCacheMs'>; events: EventBuffer },
) {
  // Same micro-cache as the listing (decision 009): a popular query asked by many buyers at
  // once costs one database call; the serialized body is what is kept.
  const results = createMicroCache<EncodedBody>({
    ttlMs: deps.env.listingCacheMs,
    maxEntries: 1000,
    clock: deps.clock,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    // The body is checked against the schema when the cache is filled, then sent as bytes.
    { schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } },
    async (request, reply) => {
      const query = request.query;
      // The parsed query (text cut, prices in pesewas, defaults filled) is the key.
      const key = JSON.stringify(query);
      const body = await results.get(key, async () =>
        encodeJson(SearchResponseSchema.parse(await searchProducts(deps.db, query))),
      );
      // Every search asked of the server is an analytics event (admin analytics),
      // cached answer or not; later pages of the same search are not new searches. The visitor
      // cookie is read, never set: this answer is publicly cacheable. Buffered: the answer waits
      // on no write, and a failed one is logged.
      if (query.page === 1) {
        const visitor = request.cookies[VISITOR_COOKIE];
        deps.events.track({
          eventType: 'search',
          visitorId: visitor && /^[\w-]{22}$/.test(visitor) ? visitor : null,
          metadata: {
            q: query.q,
            ...(query.category ? { category: query.category } : {}),
            ...(query.location ? { location: query.location } : {}),
          },
          at: deps.clock.now(),
        });
      }
      setPublicCache(request, reply, 'public, max-age=30, stale-while-revalidate=60');
      return sendEncodedJson(request, reply, body);
    },
  );
}
