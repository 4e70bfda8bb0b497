// The API described by its own schemas: every /api route declares its request and response
// schemas (zod, from packages/domain), @fastify/swagger turns them into an OpenAPI document served
// at /api/openapi.json, and every route also documents the one error shape for 4xx and 5xx.
// What the schemas cannot say is added here (decision 045): each operation's summary and
// operationId (openapi/operations-*.ts), how it authenticates (openapi/security.ts), the
// multipart bodies routes read themselves (openapi/multipart-bodies.ts), and the server.
import { ErrorBodySchema } from '@dwa/domain/errors';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { registerApiDocs } from './api-docs.ts';
import { MULTIPART_BODIES, multipartSchema } from './openapi/multipart-bodies.ts';
import type { Operation } from './openapi/operation.ts';
import { API_OPERATIONS } from './openapi/operations.ts';
import { SECURITY_SCHEMES, securityOf } from './openapi/security.ts';

export { sessionRoutes } from './openapi/security.ts';

export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.looseObject({}),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /api/…` of every route whose scope parses multipart/form-data (it registered
     * @fastify/multipart): each must have its body described in openapi/multipart-bodies.ts. */
    multipartRoutes: Set<string>;
  }
}

type Transform = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = Record<string, unknown>;

const operations: Record<string, Operation> = API_OPERATIONS;

/** Groups in the docs page's list, by where the route lives. */
function tagOf(url: string): string {
  if (/^\/api\/(whatsapp|payments\/webhook|payments\/simulator|test\/)/.test(url)) {
    return 'Integrations';
  }
  if (url.startsWith('/api/auth/')) return 'Accounts';
  if (url.startsWith('/api/seller/')) return 'Seller';
  if (url.startsWith('/api/rider/')) return 'Rider';
  if (url.startsWith('/api/admin/')) return 'Admin';
  return 'Marketplace';
}

const TAGS = [
  { name: 'Marketplace', description: 'Public reads and a buyer’s actions: no sign-in.' },
  { name: 'Accounts', description: 'Sign-up, sign-in, one-time codes and the session.' },
  { name: 'Seller', description: 'The signed-in seller’s shop, products, money and deliveries.' },
  { name: 'Rider', description: 'The signed-in rider’s jobs, profile and payouts.' },
  { name: 'Admin', description: 'The back office; each route needs its role’s capability.' },
  {
    name: 'Integrations',
    description:
      'Called by other systems: webhooks (signed) and the local stand-ins of development and tests.',
  },
];

/** The route's documented schema: its own zod schemas converted, plus what they cannot say. */
function describeRoute(input: Transform) {
  const converted = jsonSchemaTransform(input);
  const schema = converted.schema as Record<string, unknown>;
  if (schema.hide) return converted;
  const method = [input.route.method].flat()[0];
  const key = `${method} ${input.url}`;
  const operation = operations[key];
  const security = securityOf(operation?.security, input.route.config);
  const described: Record<string, unknown> = {
    ...schema,
    ...(operation ? { operationId: operation.id, summary: operation.summary } : {}),
    tags: [tagOf(input.url)],
    security,
  };
  const multipart = MULTIPART_BODIES[key];
  if (multipart) {
    const toJson = (zod: z.ZodType) =>
      (jsonSchemaTransform({ ...input, schema: { body: zod } }).schema as { body: JsonSchema })
        .body;
    described.body = {
      content: {
        ...(schema.body ? { 'application/json': { schema: schema.body } } : {}),
        'multipart/form-data': { schema: multipartSchema(multipart, toJson) },
      },
    };
  }
  return { ...converted, schema: described };
}

/** The document without the security schemes no operation uses (the local stand-ins' are
 * mounted only with the outbox transport). */
function withUsedSchemesOnly<T extends { paths?: object; components?: object }>(doc: T): T {
  const used = new Set<string>();
  for (const item of Object.values(doc.paths ?? {}) as Record<string, { security?: object[] }>[]) {
    for (const op of Object.values(item)) {
      for (const requirement of op.security ?? []) for (const name in requirement) used.add(name);
    }
  }
  const schemes = Object.entries(SECURITY_SCHEMES).filter(([name]) => used.has(name));
  return {
    ...doc,
    components: { ...doc.components, securitySchemes: Object.fromEntries(schemes) },
  };
}

export async function registerOpenApi(app: FastifyInstance, env: Pick<Env, 'publicOrigin'>) {
  const multipartRoutes = new Set<string>();
  app.decorate('multipartRoutes', multipartRoutes);
  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/')) return;
    const response = { ...(route.schema?.response as Record<string, unknown> | undefined) };
    response['4xx'] ??= ErrorBodySchema;
    response['5xx'] ??= ErrorBodySchema;
    route.schema = { ...route.schema, response };
    // @fastify/multipart decorates the request in the scope that registers it, and only there.
    if (this.hasRequestDecorator('isMultipart')) {
      for (const method of [route.method].flat()) multipartRoutes.add(`${method} ${route.url}`);
    }
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dwa API',
        description:
          'The marketplace API. Answers come in the language of `Accept-Language` (en, tw or pidgin); errors are `{ "error": { "code", "message", "fields"? } }`. Mutating requests from a browser must come from this origin (`Origin`). The rendered reference is at /api/docs.',
        version: '1',
        // The code is proprietary (LICENSE); so is the API it describes.
        license: { name: 'Proprietary: all rights reserved', url: `${env.publicOrigin}/terms` },
      },
      servers: [{ url: env.publicOrigin, description: 'This server (PUBLIC_ORIGIN)' }],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Only the API: pages, photos and robots.txt are not part of the contract.
    transform: (input) =>
      input.url.startsWith('/api/')
        ? describeRoute(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: (document) =>
      'openapiObject' in document
        ? withUsedSchemesOnly(document.openapiObject)
        : document.swaggerObject,
  });
}

/** GET /api/openapi.json and the page that renders it, /api/docs (inside the /api scope). */
export function registerOpenApiRoute(api: FastifyInstance) {
  api.get(
    '/openapi.json',
    { schema: { hide: true, response: { 200: OpenApiDocumentSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return api.swagger();
    },
  );
  registerApiDocs(api);
}
