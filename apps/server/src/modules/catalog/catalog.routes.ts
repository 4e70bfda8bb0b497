import type { Db } from '@dwa/db/client';
import { IdParamsSchema, RECEIPT_NUMBER_PATTERN, ReceiptRequestSchema } from '@dwa/domain/catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/http-error.ts';
import { setPublicCache } from '../../lib/public-cache.ts';
import { recordProductView, recordWhatsAppClick } from '../engagement/engagement.service.ts';
import { createReceipt, findReceipt } from '../engagement/receipts.service.ts';
import { visitorId } from '../engagement/visitor.ts';
import { getProductDetail, getShopPage } from './catalog.service.ts';

/** The signed-in seller making the request, if any: their own views and clicks are not counted. */
const sellerOf = (request: FastifyRequest) =>
  request.session?.userType === 'seller' ? request.session.userId : null;

export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Env },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secure = deps.env.nodeEnv === 'production';
  const origin = deps.env.publicOrigin;

  api.get('/products/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const product = await getProductDetail(deps.db, request.params.id);
    if (!product) throw notFound('No such product.');
    setPublicCache(request, reply, 'public, max-age=30');
    return product;
  });

  api.get('/shops/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const shop = await getShopPage(deps.db, request.params.id);
    if (!shop) throw notFound('No such shop.');
    setPublicCache(request, reply, 'public, max-age=30');
    return shop;
  });

  // Counted on the server: the page calls this once it is shown (GETs stay cacheable and
  // crawlers' fetches of the API are not views).
  api.post(
    '/products/:id/views',
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const visitor = visitorId(request, reply, secure);
      if (
        !(await recordProductView(
          deps.db,
          deps.clock,
          request.params.id,
          visitor,
          sellerOf(request),
        ))
      ) {
        throw notFound('No such product.');
      }
      return reply.code(204).send();
    },
  );

  api.post(
    '/products/:id/inquiries',
    { schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const visitor = visitorId(request, reply, secure);
      if (
        !(await recordWhatsAppClick(
          deps.db,
          deps.clock,
          request.params.id,
          visitor,
          sellerOf(request),
        ))
      ) {
        throw notFound('No such product.');
      }
      return reply.code(201).send({ recorded: true });
    },
  );

  api.post('/receipts', { schema: { body: ReceiptRequestSchema } }, async (request, reply) => {
    const receipt = await createReceipt(
      { db: deps.db, clock: deps.clock, origin },
      {
        productId: request.body.productId,
        buyerPhone: request.body.buyerPhone,
        amountPesewas: request.body.amount,
      },
      request.ip,
    );
    return reply.code(201).send(receipt);
  });

  api.get(
    '/receipts/:number',
    {
      schema: {
        params: z.object({
          number: z.string().regex(RECEIPT_NUMBER_PATTERN, 'validation.invalid'),
        }),
      },
    },
    async (request, reply) => {
      const receipt = await findReceipt(deps.db, origin, request.params.number);
      if (!receipt) throw notFound('No such receipt.');
      reply.header('cache-control', 'no-store');
      return receipt;
    },
  );
}
