// Security headers and cross-site request protection (targets.md "Accounts and sessions").
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { requestLanguage } from '../lib/i18n.ts';
import { localizedErrorBody } from './errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers that mean something only on a document (or a worker's script): what it may load and
 * run, who may frame or open it, how its own links send the referrer. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Responses no browser shows as a document that can run script: raster photos, fonts, and the
 * build's hashed scripts and styles (the page's subresources; not sw.js, whose CSP governs the
 * worker). SVG is not among them: opened on its own, an SVG is a document and may run script. */
const RASTER_OR_FONT = /^(?:image\/(?:webp|jpeg|png|avif|gif)|font\/)/;
const BUILD_ASSET = /^(?:text\/css|(?:application|text)\/javascript)/;

/** Whether a response is a passive subresource (see above). */
export function isPassiveSubresource(url: string, contentType: string): boolean {
  return (
    RASTER_OR_FONT.test(contentType) ||
    (url.startsWith('/assets/') && BUILD_ASSET.test(contentType))
  );
}

export async function registerSecurity(
  app: FastifyInstance,
  env: Env,
  inlineScriptHashes: string[],
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script (theme before first paint) is allowed by its hash only.
        scriptSrc: ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: env.nodeEnv === 'production' ? [] : null,
      },
    },
    // HSTS only makes sense behind HTTPS, i.e. in production.
    strictTransportSecurity: env.nodeEnv === 'production' ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // A first visit fetches ~20 photos and scripts; the document headers above are ~850 bytes on
  // each, more than some of the scripts themselves, and mean nothing there (decision 033,
  // addendum 5). nosniff and Cross-Origin-Resource-Policy stay: they are what guards a
  // subresource.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && isPassiveSubresource(request.url, type)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });

  const allowedOrigins = new Set([env.publicOrigin]);
  app.addHook('onRequest', async (request, reply) => {
    // Every mutating request, whatever its path: the router decodes `/%61pi/…` to `/api/…`, so
    // a check on the raw path can be walked around.
    if (!MUTATING.has(request.method)) return;
    // Browsers always send Origin on cross-site and same-site POSTs; a request without it comes
    // from a non-browser client, which cookies cannot be ridden by.
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin) && origin !== hostOrigin(request)) {
      const lang = requestLanguage(request.headers['accept-language']);
      return reply
        .code(403)
        .send(localizedErrorBody(lang, 'forbidden', 'errors.request.crossSite'));
    }
  });
}

function hostOrigin(request: { protocol: string; host: string }) {
  return `${request.protocol}://${request.host}`;
}
