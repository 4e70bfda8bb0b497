// Serves the built web app: precompressed files, immutable caching for hashed assets, and an SPA
// fallback that answers only page URLs with index.html (an asset URL answered with HTML would
// leave a stale client with a blank page).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPagePath, type PageName, redirectFor, STAND_IN_PAGES } from '@dwa/domain/pages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../access/sessions.ts';
import { requestLanguage } from '../lib/i18n.ts';
import { apiNotFound, localizedErrorBody } from './errors.ts';

/** The HTML document for a page URL (server-rendered or the shell): contexts/catalog/pages. */
export type RenderDocument = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<{ status: number; html: string; personal: boolean }>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hashed asset's response head, cut to what the browser uses (decision 057, addendum): a
 * signed-in dashboard fetches ~10 scripts, and on HTTP/1.1 each head was ~450 bytes, as much as
 * some of the scripts. Its name changes with its content and it is cached for a year without
 * revalidation (`immutable`), so nothing asks whether it changed (ETag, Last-Modified) or fetches
 * a part of it (Accept-Ranges). A script is always a module script (the bundler's output), which
 * a browser decodes as UTF-8 whatever the header says: `text/javascript` (RFC 9239) says all
 * there is. `Connection: keep-alive` and its `Keep-Alive` hint restate what HTTP/1.1 does
 * anyway (Node still keeps the connection open, and closes it for an HTTP/1.0 client), and a
 * proxy drops both. What guards a subresource (nosniff, Cross-Origin-Resource-Policy), Vary,
 * Date and the cache policy stay. index.html, sw.js and the other root files keep their
 * validators: those are revalidated.
 */
function trimHashedAssetHead(reply: FastifyReply) {
  for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
  if (String(reply.getHeader('content-type')).startsWith('application/javascript')) {
    reply.header('content-type', 'text/javascript');
  }
  // Node's own header: removed on the raw response, which then sends neither.
  reply.raw.removeHeader('connection');
}

/** CSP hashes (`sha256-…`) of the inline scripts in index.html. */
export function inlineScriptHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}`,
  );
}

/** The stand-ins' pages whose stand-in is not mounted in this app: they answer 404. */
export function absentStandInPages(mounted: {
  payments: boolean;
  whatsapp: boolean;
}): ReadonlySet<PageName> {
  const pages = Object.entries(STAND_IN_PAGES) as [PageName, keyof typeof mounted][];
  return new Set(pages.filter(([, standIn]) => !mounted[standIn]).map(([page]) => page));
}

function cacheControlFor(path: string): string {
  // The service worker names the current shell: browsers must revalidate it on every check, or
  // a deploy would reach installed apps only when an old copy expires.
  if (path.endsWith('index.html') || path.endsWith('/sw.js')) return 'no-cache';
  if (path.includes('/assets/')) return IMMUTABLE;
  return 'public, max-age=300, must-revalidate';
}

export function isPageUrl(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/assets/') || path.startsWith('/media/')) {
    return false;
  }
  // Anything whose last segment has an extension is a file, not a page.
  return !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  renderDocument?: RenderDocument,
) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  const indexHtml = hasBuild ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        // index.html names the current hashed assets, so it is always revalidated.
        reply.header('cache-control', cacheControlFor(path));
        // The worker controls the whole site from the root (its default scope, said explicitly).
        if (path.endsWith('/sw.js')) reply.header('service-worker-allowed', '/');
      },
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/') && reply.getHeader('cache-control') === IMMUTABLE) {
      trimHashedAssetHead(reply);
    }
    return payload;
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith('/api/') || request.url === '/api')
      return apiNotFound(request, reply);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && isPageUrl(request.url);
    if (!wantsPage) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // A link the spec names that leads to another page (/dashboard): the browser goes there
    // at once, with or without JavaScript.
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
    const hasSession = request.cookies?.[SESSION_COOKIE] !== undefined;
    const target = redirectFor(path, hasSession);
    if (target) {
      // The sign-in page carries its own query; anything else keeps the visitor's.
      const search = query && !target.includes('?') ? `?${query}` : '';
      return reply.header('cache-control', 'no-store').redirect(`${target}${search}`, 302);
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .send(
          localizedErrorBody(
            requestLanguage(request.headers['accept-language']),
            'service_unavailable',
            'errors.request.webNotBuilt',
          ),
        );
    }
    if (renderDocument) {
      const page = await renderDocument(request, indexHtml);
      return (
        reply
          .code(page.status)
          .type('text/html; charset=utf-8')
          // The page names the current hashed assets and carries live data: always revalidated;
          // a signed-in visitor's page is theirs alone.
          .header('cache-control', page.personal ? 'private, no-cache' : 'no-cache')
          .header('vary', 'Cookie, Accept-Language, Save-Data')
          .send(page.html)
      );
    }
    // A path no route of the app knows (packages/domain/src/pages.ts) is a real 404: the same
    // index.html, whose router shows the 404 screen, so crawlers and link checkers see the truth.
    if (!matchPagePath(path)) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply.sendFile('index.html', webDist);
  }

  // Pages are a real route (not only the not-found handler) so that route hooks such as
  // compression apply to their HTML; other methods and paths end in the not-found handler.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
}
