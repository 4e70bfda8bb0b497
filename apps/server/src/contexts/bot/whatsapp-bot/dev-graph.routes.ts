// The local stand-in for Meta's media hosting, mounted only with the outbox transport (no Meta
// account): the simulator (CLI or admin page) uploads a photo here, signed with the app secret
// like a webhook; the bot then fetches it by id exactly as it fetches from Meta (media-client.ts),
// with the bearer token and the two-step URL.
import { randomUUID } from 'node:crypto';
import { PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../../env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { isValidSignature, tokensMatch } from '../whatsapp-webhook/signature.ts';

const MEDIA_ID = z.string().regex(/^[0-9a-f-]{36}$/, 'validation.invalid');
const keyOf = (id: string) => `dev-media/${id}`;

/** Answers whether the stand-in was mounted (only with the outbox transport). */
export function registerDevGraphRoutes(
  app: FastifyInstance,
  deps: { storage: ObjectStorage; env: Pick<Env, 'whatsapp'> },
): boolean {
  if (deps.env.whatsapp.transport !== 'outbox') return false;
  const { appSecret, mediaToken, graphUrl } = deps.env.whatsapp;

  const requireToken = (request: FastifyRequest) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!tokensMatch(mediaToken, bearer)) throw new HttpError(401, 'unauthorized');
  };

  app.register(async (scope) => {
    // Any content type: the photo's bytes as sent, checked by signature (and later by content).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: PRODUCT_PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/whatsapp/dev-graph/media',
      { schema: { response: { 201: z.object({ id: z.string() }) } } },
      async (request, reply) => {
        const body = request.body;
        const signature = request.headers['x-hub-signature-256'];
        if (!Buffer.isBuffer(body) || !isValidSignature(appSecret, body, signature)) {
          throw new HttpError(401, 'unauthorized', 'errors.whatsapp.badSignature');
        }
        const id = randomUUID();
        const type = request.headers['content-type'] ?? 'application/octet-stream';
        await deps.storage.put(keyOf(id), body, type);
        return reply.code(201).send({ id });
      },
    );

    api.get(
      '/whatsapp/dev-graph/files/:id',
      { schema: { params: z.object({ id: MEDIA_ID }), response: { 200: z.any() } } },
      async (request, reply) => {
        requireToken(request);
        const object = await deps.storage.get(keyOf(request.params.id));
        if (!object) throw new HttpError(404, 'not_found', 'errors.notFound.file');
        return reply.type('application/octet-stream').send(object.body);
      },
    );

    api.get(
      '/whatsapp/dev-graph/:version/:id',
      {
        schema: {
          params: z.object({ version: z.string().regex(/^v\d+\.\d+$/), id: MEDIA_ID }),
          response: {
            200: z.object({ id: z.string(), url: z.string(), file_size: z.number().int() }),
          },
        },
      },
      async (request) => {
        requireToken(request);
        const object = await deps.storage.get(keyOf(request.params.id));
        if (!object) throw new HttpError(404, 'not_found', 'errors.notFound.file');
        object.body.destroy();
        const { id } = request.params;
        return { id, url: `${graphUrl}/files/${id}`, file_size: object.size };
      },
    );
  });
  return true;
}
