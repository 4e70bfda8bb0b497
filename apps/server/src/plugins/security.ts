// Security headers and cross-site request protection (targets.md "Accounts and sessions").
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { requestLanguage } from '../lib/i18n.ts';
import { localizedErrorBody } from './errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
