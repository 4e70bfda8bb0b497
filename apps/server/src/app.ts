// The whole server as one Fastify instance: used by server.ts to listen and by tests through
// `app.inject`, so tests exercise exactly what users get.

import type { DatabaseHandle } from '@dwa/db/client';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AudienceRoutes, audienceScope, registerActor } from './access/audiences.ts';
import { registerSessionContext } from './access/session-context.ts';
import { accountsContext } from './contexts/accounts/public.ts';
import {
  backofficeContext,
  type Lifecycle,
  registerMetrics,
} from './contexts/backoffice/public.ts';
import type { BotDeps } from './contexts/bot/public.ts';
import { botContext, type MediaClient } from './contexts/bot/public.ts';
import { catalogContext } from './contexts/catalog/public.ts';
import { deliveriesContext } from './contexts/deliveries/public.ts';
import { messagingContext, type WhatsAppTransport } from './contexts/messaging/public.ts';
import { moneyContext } from './contexts/money/public.ts';
import { ordersContext } from './contexts/orders/public.ts';
import type { Env } from './env.ts';
import { adjustableClock, type Clock, systemClock } from './lib/clock.ts';
import {
  createEventBuffer,
  type EventBuffer,
  type EventBufferOptions,
} from './lib/event-buffer.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMedia } from './plugins/media.ts';
import { registerOpenApi, registerOpenApiRoute, sessionRoutes } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTestClockRoute } from './plugins/test-clock.ts';
import { absentStandInPages, inlineScriptHashes, registerWeb } from './plugins/web.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { sweepTask } from './tasks/sweep.ts';
import { createTaskQueue, type TaskQueue, type TaskQueueOptions } from './tasks/task-queue.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  storage: ObjectStorage;
  clock?: Clock;
  /** How WhatsApp messages leave; by default the one WHATSAPP_TRANSPORT configures. */
  transport?: WhatsAppTransport;
  /** Job-queue timings (tests shorten them). Workers run only after `app.tasks.startWorkers()`. */
  taskOptions?: TaskQueueOptions;
  /** Where the bot fetches photos users send; by default Meta's Graph API (or the local
   * stand-in with the outbox transport). */
  media?: MediaClient;
  /** How long the bot waits for more photos before it answers a seller (default: the
   * configured WHATSAPP_PHOTO_WINDOW_SECONDS). */
  botSummaryDelaySeconds?: number;
  /** Set `stopping` to drain: readiness answers 503 while requests are still served
   * (server.ts on SIGTERM). */
  lifecycle?: Lifecycle;
  /** The analytics event buffer's batch size and wait (tests shorten or lengthen them). */
  eventBufferOptions?: EventBufferOptions;
}

export type App = FastifyInstance;

export interface ApiRoute {
  method: string;
  url: string;
  /** Status keys of the route's response schemas ('200', '4xx', …). */
  responses: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
    tasks: TaskQueue;
    /** What the WhatsApp bot's tasks work with (tests call its handlers directly). */
    bot: BotDeps;
    /** Analytics events written in batches off the request path; `flush()` writes them now. */
    analytics: EventBuffer;
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database, storage } = deps;
  // Journeys may move time (E2E_CLOCK, NODE_ENV=test only); tests pass their own clock.
  const testClock = !deps.clock && env.adjustableClock ? adjustableClock() : null;
  const clock = deps.clock ?? testClock ?? systemClock;
  const app = Fastify({
    ...loggerOptions(env),
    // Only configured proxies may name the client (X-Forwarded-For); by default none may.
    trustProxy:
      typeof env.trustProxy === 'number'
        ? // A hop count: the nearest `n` addresses are proxies (proxy-addr's trust function).
          trustHops(env.trustProxy)
        : env.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids in logs; the client never chooses them.
    genReqId: () => crypto.randomUUID(),
    // Refusals before any route (bad URLs, oversized headers) keep the one error shape.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON APIs take JSON only: a text/plain body is what a cross-site form can send.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  // Before every route: its requests are timed (GET /metrics, only with METRICS_TOKEN).
  registerMetrics(app, { env, database });
  await registerSecurity(app, env, inlineScriptHashes(env.webDist));
  // API JSON and page HTML compressed by Accept-Encoding (built assets are already compressed
  // on disk, photos are WebP; hot cached reads bring their own bytes: lib/encoded-body.ts).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await registerOpenApi(app, env);

  await app.register(fastifyCookie);
  registerSessionContext(app, { db: database.db, clock, env });
  registerActor(app);

  // Every API route with the statuses it declares answers for: the authorization matrix test
  // and the response-schema test fail on a route they do not cover.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const responses = Object.keys((route.schema?.response ?? {}) as object);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, responses });
    }
  });

  // The bounded contexts (docs/ARCHITECTURE.md), lowest first: each says what it adds to the
  // API by audience, and the background tasks it runs. The task queue is made from all their
  // tasks, while messaging needs it to queue sends: it reaches it through `queue`, set below
  // before any request or task can run.
  const db = database.db;
  const log = app.log;
  let tasks: TaskQueue | undefined;
  const queue = {
    enqueue: (...args: Parameters<TaskQueue['enqueue']>) => running().enqueue(...args),
    enqueueMany: (...args: Parameters<TaskQueue['enqueueMany']>) => running().enqueueMany(...args),
  };
  const running = () => {
    if (!tasks) throw new Error('the task queue is used before it exists');
    return tasks;
  };
  const messaging = messagingContext({
    env,
    db,
    clock,
    log,
    tasks: queue,
    ...(deps.transport ? { transport: deps.transport } : {}),
  });
  const { messenger } = messaging;
  const events = createEventBuffer(db, log, deps.eventBufferOptions);
  app.decorate('analytics', events);
  const shared = { env, db, database, storage, clock, log, messenger, events };
  const money = moneyContext(shared);
  const catalog = catalogContext(shared);
  const accounts = accountsContext(shared);
  const deliveries = deliveriesContext(shared);
  const orders = ordersContext({ ...shared, payments: money.paymentDeps });
  const backoffice = backofficeContext({
    ...shared,
    lifecycle: deps.lifecycle ?? { stopping: false },
  });
  const bot = botContext({
    ...shared,
    tasks: queue,
    orders: orders.byMessage,
    ...(deps.media ? { media: deps.media } : {}),
    ...(deps.botSummaryDelaySeconds !== undefined
      ? { summaryDelaySeconds: deps.botSummaryDelaySeconds }
      : {}),
  });
  const contexts: AudienceRoutes[] = [
    backoffice.routes,
    messaging.routes,
    money.routes,
    catalog.routes,
    accounts.routes,
    deliveries.routes,
    orders.routes,
    bot.routes,
  ];

  tasks = await createTaskQueue(
    database,
    [
      ...money.tasks,
      ...messaging.tasks,
      ...bot.tasks,
      ...catalog.tasks,
      ...deliveries.tasks,
      ...orders.tasks,
      ...backoffice.tasks,
      sweepTask({ db, clock }),
    ],
    log,
    deps.taskOptions,
  );
  app.decorate('tasks', tasks);
  app.decorate('bot', bot.bot);
  app.addHook('onClose', () => running().stop());
  // After the requests and tasks that may still add events; before the database closes (the
  // caller closes it once app.close() resolves).
  app.addHook('onClose', () => events.flush());

  const each = async (audience: keyof AudienceRoutes, scope: App) => {
    for (const routes of contexts) await routes[audience]?.(scope);
  };
  await app.register(
    async (api) => {
      registerOpenApiRoute(api);
      await each('public', api);
      // Journeys may move time (E2E_CLOCK, NODE_ENV=test only): the minute sweeps run after.
      if (testClock) {
        registerTestClockRoute(api, {
          advance: testClock.advance,
          sweeps: [...catalog.sweeps, ...money.sweeps, ...deliveries.sweeps, ...orders.sweeps],
        });
      }
      // Accounts and everyone's own data: never kept by a browser or shared cache.
      await api.register(async (own) => {
        sessionRoutes(own); // documented as needing the session cookie (openapi/security.ts)
        own.addHook('onRequest', async (_request, reply) => {
          reply.header('cache-control', 'private, no-store');
        });
        await each('accounts', own);
        await audienceScope(own, 'seller', (scope) => each('seller', scope));
        await audienceScope(own, 'rider', (scope) => each('rider', scope));
        await each('admin', own);
      });
    },
    { prefix: '/api' },
  );
  await registerMedia(app, storage);
  // The stand-ins (payment simulator, WhatsApp media stand-in and simulator, test clock) are
  // mounted only where configured: production refuses them unless STAGING=true (env.ts).
  const renderDocument = await catalog.registerPages(
    app,
    absentStandInPages({ payments: money.simulated, whatsapp: bot.isStandInMounted() }),
  );
  await registerWeb(app, env.webDist, renderDocument);
  return app;
}
