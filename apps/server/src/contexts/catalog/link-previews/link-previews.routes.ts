// GET /api/previews/products/:id/<hash>.jpg and /api/previews/shops/:id/<hash>.jpg: the images
// og:image names. Public like the pages they belong to, and a 404 wherever the page is one (a
// product not listed, a suspended shop) or the name is not the current picture. The name changes
// with the picture, so an answer never changes: cached for a year, its ETag the name. A Range
// request gets the whole file (Facebook's crawler accepts either).
import { IdParamsSchema } from '@dwa/domain/fields';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error.ts';
import type { PreviewImages } from './link-previews.service.ts';
import type { PreviewKind } from './preview-source.ts';

const PreviewParamsSchema = IdParamsSchema.extend({
  file: z.string().regex(/^[0-9a-f]{16}\.jpg$/, 'validation.invalid'),
});

/** The body is the JPEG itself (a Buffer or stream: sent as it is, never serialized). */
const JpegResponse = {
  description: 'The preview picture, a 1200 × 630 JPEG.',
  content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
};

const FOR_A_YEAR = 'public, max-age=31536000, immutable';

export function registerLinkPreviewRoutes(app: FastifyInstance, deps: { previews: PreviewImages }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = (kind: PreviewKind, missing: 'errors.notFound.product' | 'errors.notFound.shop') =>
    api.get(
      `/previews/${kind}/:id/:file`,
      { schema: { params: PreviewParamsSchema, response: { 200: JpegResponse } } },
      async (request, typedReply) => {
        // The body is bytes, not the schema's JSON: the untyped reply sends them.
        const reply = typedReply as FastifyReply;
        const { id, file } = request.params;
        const source = await deps.previews.find(kind, id, file);
        if (!source) throw notFound(missing);
        const etag = `"${file.slice(0, -'.jpg'.length)}"`;
        reply.header('etag', etag).header('x-content-type-options', 'nosniff');
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          return reply.code(304).header('cache-control', FOR_A_YEAR).send();
        }
        const image = await deps.previews.image(source);
        reply.type('image/jpeg');
        if (image.stored) {
          return reply
            .header('cache-control', FOR_A_YEAR)
            .header('content-length', image.size)
            .send(image.body);
        }
        // A card drawn in place of a missing photo: not the URL's final answer.
        return reply
          .header('cache-control', image.kept ? FOR_A_YEAR : 'public, max-age=300')
          .header('content-length', image.data.length)
          .send(image.data);
      },
    );
  route('products', 'errors.notFound.product');
  route('shops', 'errors.notFound.shop');
}
