// The API described by its own schemas: every /api route declares its request and response
// schemas (zod, from packages/domain), @fastify/swagger turns them into an OpenAPI document served
// at /api/openapi.json, and every route also documents the one error shape for 4xx and 5xx.
import { ErrorBodySchema } from '@dwa/domain/errors';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.looseObject({}),
});

export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const response = { ...(route.schema?.response as Record<string, unknown> | undefined) };
    response['4xx'] ??= ErrorBodySchema;
    response['5xx'] ??= ErrorBodySchema;
    route.schema = { ...route.schema, response };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dwa API',
        description: 'The marketplace API: every answer in en, tw or pidgin by Accept-Language.',
        version: '1',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'dwa_session' },
        },
      },
    },
    // Only the API: pages, photos and robots.txt are not part of the contract.
    transform: (input) =>
      input.url.startsWith('/api/')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
  });
}

/** GET /api/openapi.json (inside the /api scope). */
export function registerOpenApiRoute(api: FastifyInstance) {
  api.get(
    '/openapi.json',
    { schema: { hide: true, response: { 200: OpenApiDocumentSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return api.swagger();
    },
  );
}
