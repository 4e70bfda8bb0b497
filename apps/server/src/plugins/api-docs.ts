// GET /api/docs: the API reference for developers, Swagger UI rendering /api/openapi.json
// (decision 045). Its files come from the @fastify/swagger-ui package on this server, never a CDN
// and never the web app's bundles: only this page loads them. The page has no inline script or
// style element, so the app's Content Security Policy applies unchanged. It stays in English,
// Swagger UI's own language: it is for developers, like the document it shows.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickEncoding } from '../lib/encoded-body.ts';

const SWAGGER_UI = join(
  dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

/** Starts Swagger UI once its bundle has run (an external script: no inline script to allow). */
const START = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    layout: 'BaseLayout',
    deepLinking: true,
    displayOperationId: true,
    docExpansion: 'list',
    filter: true,
    defaultModelsExpandDepth: 0,
    // Never ask the public validator about the document: no network beyond this server.
    validatorUrl: null,
  });
});
`;

/** A heading above Swagger UI, and room for a phone: its info block and filter fit 360 px. */
const STYLE = `body { margin: 0; }
.dwa-docs-header { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline;
  padding: 0.75rem 1rem; background: #14532d; color: #fff; font: 600 1rem/1.4 system-ui, sans-serif; }
.dwa-docs-header a { color: #fff; }
.dwa-docs-header span { font-weight: 400; }
.swagger-ui .wrapper { padding: 0 0.75rem; }
.swagger-ui .information-container .info { margin: 1rem 0; }
.swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
.swagger-ui .opblock .opblock-summary-path { max-width: 100%; word-break: break-all; }
.swagger-ui .filter-container .operation-filter-input { max-width: 100%; box-sizing: border-box; }
.swagger-ui .servers > label { margin-right: 0; }
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dwa API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header class="dwa-docs-header"><a href="/">Dwa</a> API reference <span><a href="/api/openapi.json">openapi.json</a> (OpenAPI 3.0)</span></header>
<main id="swagger-ui"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

/** The page's files: Swagger UI's two from the package, the start script and style above. */
const FILES = {
  'swagger-ui-bundle.js': {
    type: 'text/javascript',
    load: () => readFile(join(SWAGGER_UI, 'swagger-ui-bundle.js')),
  },
  'swagger-ui.css': { type: 'text/css', load: () => readFile(join(SWAGGER_UI, 'swagger-ui.css')) },
  'docs.js': { type: 'text/javascript', load: async () => Buffer.from(START) },
  'docs.css': { type: 'text/css', load: async () => Buffer.from(STYLE) },
} as const;
type FileName = keyof typeof FILES;

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed once, on first request, off the event loop: quality 9 takes the 1.7 MB bundle to
 * ~390 KB in ~0.2 s of a worker thread (11 would save ~30 KB more for ~4.5 s). */
async function encode(data: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;
  return { identity: data, br, gzip: gz, etag };
}

const FileParamsSchema = z.object({
  file: z.enum(Object.keys(FILES) as [FileName, ...FileName[]]),
});

/** GET /api/docs and its files (inside the /api scope; hidden from the document itself). */
export function registerApiDocs(api: FastifyInstance) {
  const encoded = new Map<FileName, Promise<Encoded>>();
  const load = (name: FileName) => {
    let entry = encoded.get(name);
    if (!entry) {
      entry = FILES[name].load().then(encode);
      // A failed read is tried again on the next request rather than remembered.
      entry.catch(() => encoded.delete(name));
      encoded.set(name, entry);
    }
    return entry;
  };
  const docs = api.withTypeProvider<ZodTypeProvider>();

  docs.get(
    '/docs',
    { schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return PAGE;
    },
  );

  docs.get(
    '/docs/:file',
    {
      schema: {
        hide: true,
        params: FileParamsSchema,
        // The file's bytes as stored (see encode); nothing for a copy the browser still has.
        response: { 200: z.instanceof(Buffer), 304: z.string() },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const body = await load(file);
      // Revalidated every hour: a new Swagger UI or start script is picked up within the hour.
      reply
        .header('cache-control', 'public, max-age=3600')
        .header('etag', body.etag)
        .header('vary', 'accept-encoding')
        .type(`${FILES[file].type}; charset=utf-8`);
      if (request.headers['if-none-match'] === body.etag) return reply.code(304).send('');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body[encoding]);
    },
  );
}
