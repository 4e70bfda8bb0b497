import type { Db } from '@dwa/db/client';
import { IdParamsSchema } from '@dwa/domain/fields';
import { ShopPageSchema } from '@dwa/domain/shops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../lib/http-error.ts';
import { setPublicCache } from '../../../lib/public-cache.ts';
import { getShopPage } from './shops.service.ts';

export function registerShopRoutes(app: FastifyInstance, deps: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/shops/:id',
      { schema: { params: IdParamsSchema, response: { 200: ShopPageSchema } } },
      async (request, reply) => {
        const shop = await getShopPage(deps.db, request.params.id);
        if (!shop) throw notFound('errors.notFound.shop');
        setPublicCache(request, reply, 'public, max-age=30');
        return shop;
      },
    );
}
