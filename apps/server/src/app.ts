// The whole server as one Fastify instance: used by server.ts to listen and by tests through
// `app.inject`, so tests exercise exactly what users get.
import type { DatabaseHandle } from '@dwa/db/client';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMedia } from './plugins/media.ts';
import { registerSecurity } from './plugins/security.ts';
import { inlineScriptHashes, registerWeb } from './plugins/web.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  storage: ObjectStorage;
  clock?: Clock;
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database, storage } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger:
      env.logLevel === 'silent'
        ? false
        : {
            level: env.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    trustProxy: env.nodeEnv === 'production',
    bodyLimit: 1024 * 1024,
    // Request ids in logs; the client never chooses them.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON APIs take JSON only: a text/plain body is what a cross-site form can send.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  await registerSecurity(app, env, inlineScriptHashes(env.webDist));

  const routeDeps = { db: database.db, database, clock, env };
  await app.register(
    async (api) => {
      registerHealthRoutes(api, routeDeps);
      registerProductRoutes(api, routeDeps);
    },
    { prefix: '/api' },
  );
  await registerMedia(app, storage);
  await registerWeb(app, env.webDist);
  return app;
}
