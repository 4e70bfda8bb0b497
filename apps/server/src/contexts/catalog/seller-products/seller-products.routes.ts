// The signed-in seller's products: list, one for editing, create and save (multipart: the form
// as JSON plus the photo files, in one request so a save is whole or nothing), and bulk actions.
// Multipart is registered only in the scope of the two save routes; the rest of the API keeps
// refusing non-JSON bodies.
import type { Db } from '@dwa/db/client';
import { IdParamsSchema } from '@dwa/domain/fields';
import {
  BulkActionSchema,
  BulkResultSchema,
  SellerProductListQuerySchema,
  SellerProductListSchema,
  SellerProductSchema,
} from '@dwa/domain/seller-products';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId } from '../../../access/audiences.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { takeHit, type Window } from '../../../lib/rate-limit.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { NotifyDeps } from '../../messaging/public.ts';
import { applyBulkAction } from './bulk-actions.service.ts';
import { PRODUCT_MULTIPART_LIMITS, readProductRequest } from './product-request.ts';
import { createSellerProduct, ownedPhotoIds, updateSellerProduct } from './save-product.service.ts';
import { getSellerProduct, listSellerProducts } from './seller-products.service.ts';

interface Deps extends NotifyDeps {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
}

/** A save decodes up to 8 photos (a few hundred ms of CPU each): plenty for a person adding a
 * whole catalogue, not for a script. Counted per seller in the database, so across instances. */
export const PRODUCT_SAVE_WINDOW: Window = {
  bucket: 'product_save_seller',
  limit: 120,
  windowMs: 60 * 60_000,
};

async function countSave(deps: Deps, sellerId: string) {
  if (!(await takeHit(deps.db, deps.clock, PRODUCT_SAVE_WINDOW, sellerId))) {
    throw new HttpError(429, 'rate_limited', 'errors.limits.productSaves');
  }
}

export function registerSellerProductRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/seller/products',
    {
      schema: {
        querystring: SellerProductListQuerySchema,
        response: { 200: SellerProductListSchema },
      },
    },
    async (request, _reply) => {
      const userId = actorId(request);
      return listSellerProducts(deps.db, userId, request.query);
    },
  );

  api.get(
    '/seller/products/:id',
    { schema: { params: IdParamsSchema, response: { 200: SellerProductSchema } } },
    async (request, _reply) => {
      const userId = actorId(request);
      const product = await getSellerProduct(deps.db, userId, request.params.id);
      if (!product) throw notFound('errors.notFound.product');
      return product;
    },
  );

  api.post(
    '/seller/products/bulk',
    { schema: { body: BulkActionSchema, response: { 200: BulkResultSchema } } },
    async (request) => {
      const userId = actorId(request);
      return applyBulkAction({ ...deps, log: request.log }, userId, request.body);
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: PRODUCT_MULTIPART_LIMITS,
      throwFileSizeLimit: true,
    });
    const form = scope.withTypeProvider<ZodTypeProvider>();

    form.post(
      '/seller/products',
      { schema: { response: { 201: SellerProductSchema } } },
      async (request, reply) => {
        const userId = actorId(request);
        await countSave(deps, userId);
        const body = await readProductRequest(request);
        const id = await createSellerProduct({ ...deps, log: request.log }, userId, body);
        const saved = await getSellerProduct(deps.db, userId, id);
        if (!saved) throw notFound('errors.notFound.product'); // deleted in the meantime
        return reply.code(201).send(saved);
      },
    );

    form.put(
      '/seller/products/:id',
      { schema: { params: IdParamsSchema, response: { 200: SellerProductSchema } } },
      async (request) => {
        const userId = actorId(request);
        // Someone else's id is refused before a byte of the photos is read.
        if (!(await ownedPhotoIds(deps.db, userId, request.params.id))) {
          throw notFound('errors.notFound.product');
        }
        await countSave(deps, userId);
        const body = await readProductRequest(request);
        await updateSellerProduct({ ...deps, log: request.log }, userId, request.params.id, body);
        const saved = await getSellerProduct(deps.db, userId, request.params.id);
        if (!saved) throw notFound('errors.notFound.product');
        return saved;
      },
    );
  });
}
