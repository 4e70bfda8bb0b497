// Public product reads (the listing, one product's page, category counts) and what buyers do on
// a product page that sellers see as numbers (views, WhatsApp clicks).
import type { Db } from '@dwa/db/client';
import { NoContentSchema } from '@dwa/domain/errors';
import { IdParamsSchema } from '@dwa/domain/fields';
import {
  CategoryCountsSchema,
  InquiryRecordedSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from '@dwa/domain/products';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type EncodedBody, encodeJson, sendEncodedJson } from '../../../lib/encoded-body.ts';
import { notFound } from '../../../lib/http-error.ts';
import { createMicroCache } from '../../../lib/micro-cache.ts';
import { setPublicCache } from '../../../lib/public-cache.ts';
import { categoryCounts } from './category-counts.service.ts';
import { getProductDetail } from './product-detail.service.ts';
import { recordProductView, recordWhatsAppClick } from './product-events.service.ts';
import { listPublicProducts } from './products.service.ts';
import { visitorId } from './visitor.ts';

/** The signed-in seller making the request, if any: their own views and clicks are not counted. */
const sellerOf = (request: FastifyRequest) =>
  request.session?.userType === 'seller' ? request.session.userId : null;

export function registerProductRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Pick<Env, 'listingCacheMs' | 'nodeEnv'> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = deps.env.nodeEnv === 'production';
  // The serialized page is what is cached: a hit costs no query and no serialization.
  // See docs/decisions/009-listing-micro-cache.md.
  const listings = createMicroCache<EncodedBody>({
    ttlMs: deps.env.listingCacheMs,
    maxEntries: 500,
    clock: deps.clock,
  });

  api.get(
    '/products',
    {
      // The body is checked against the schema when the cache is filled, then sent as bytes.
      schema: { querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } },
    },
    async (request, reply) => {
      const query = request.query;
      const key = `${query.category ?? ''}|${query.page}|${query.pageSize}`;
      const body = await listings.get(key, async () =>
        encodeJson(ProductListResponseSchema.parse(await listPublicProducts(deps.db, query))),
      );
      // Short shared caching: listings change when sellers act, a minute of staleness is fine
      // and spares slow connections a round trip on back/forward.
      setPublicCache(request, reply, 'public, max-age=30, stale-while-revalidate=60');
      return sendEncodedJson(request, reply, body);
    },
  );

  const detail = { params: IdParamsSchema, response: { 200: ProductDetailSchema } };
  api.get('/products/:id', { schema: detail }, async (request, reply) => {
    const product = await getProductDetail(deps.db, request.params.id);
    if (!product) throw notFound('errors.notFound.product');
    setPublicCache(request, reply, 'public, max-age=30');
    return product;
  });

  api.get(
    '/categories',
    { schema: { response: { 200: CategoryCountsSchema } } },
    async (request, reply) => {
      setPublicCache(request, reply, 'public, max-age=60');
      return categoryCounts(deps.db);
    },
  );

  /** Counts a buyer's view or WhatsApp click of a product (never the seller's own), or 404. */
  async function count(
    request: FastifyRequest,
    reply: FastifyReply,
    productId: string,
    record: typeof recordProductView,
  ) {
    const visitor = visitorId(request, reply, secure);
    const counted = await record(deps.db, deps.clock, productId, visitor, sellerOf(request));
    if (!counted) throw notFound('errors.notFound.product');
  }

  // Counted on the server: the page calls this once it is shown (GETs stay cacheable and
  // crawlers' fetches of the API are not views).
  api.post(
    '/products/:id/views',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await count(request, reply, request.params.id, recordProductView);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/products/:id/inquiries',
    { schema: { params: IdParamsSchema, response: { 201: InquiryRecordedSchema } } },
    async (request, reply) => {
      await count(request, reply, request.params.id, recordWhatsAppClick);
      return reply.code(201).send({ recorded: true as const });
    },
  );
}
