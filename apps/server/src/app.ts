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
import { registerSessionContext } from './access/session-context.ts';
import { registerAuthRoutes } from './contexts/accounts/auth/auth.routes.ts';
import { registerSellerProfileRoutes } from './contexts/accounts/seller-profile/seller-profile.routes.ts';
import { registerAdminAnalyticsRoutes } from './contexts/backoffice/admin-analytics/admin-analytics.routes.ts';
import { registerAdminAuditRoutes } from './contexts/backoffice/admin-audit/admin-audit.routes.ts';
import { registerAdminModerationRoutes } from './contexts/backoffice/admin-moderation/admin-moderation.routes.ts';
import { registerAdminMoneyRoutes } from './contexts/backoffice/admin-money/admin-money.routes.ts';
import { registerAdminOutboxRoutes } from './contexts/backoffice/admin-outbox/admin-outbox.routes.ts';
import { registerAdminRiderListRoutes } from './contexts/backoffice/admin-riders/admin-riders.routes.ts';
import { registerAdminRiderRoutes } from './contexts/backoffice/admin-riders/rider-verification.routes.ts';
import { registerAdminSettingsRoutes } from './contexts/backoffice/admin-settings/admin-settings.routes.ts';
import { registerAdminWhatsAppRoutes } from './contexts/backoffice/admin-whatsapp/admin-whatsapp.routes.ts';
import { registerHealthRoutes } from './contexts/backoffice/health/health.routes.ts';
import type { Lifecycle } from './contexts/backoffice/health/health.service.ts';
import { registerMetrics } from './contexts/backoffice/metrics/metrics.ts';
import { registerPrelaunchRoutes } from './contexts/backoffice/prelaunch/prelaunch.routes.ts';
import { registerWhatsAppSessionRoutes } from './contexts/bot/whatsapp-bot/admin-sessions.routes.ts';
import type { BotDeps } from './contexts/bot/whatsapp-bot/bot-deps.ts';
import { registerDevGraphRoutes } from './contexts/bot/whatsapp-bot/dev-graph.routes.ts';
import { inboundTask } from './contexts/bot/whatsapp-bot/inbound.task.ts';
import { createMediaClient, type MediaClient } from './contexts/bot/whatsapp-bot/media-client.ts';
import {
  registerSimulatorCliRoute,
  registerSimulatorRoutes,
} from './contexts/bot/whatsapp-bot/simulator.routes.ts';
import { uploadSummaryTask } from './contexts/bot/whatsapp-bot/upload-summary.task.ts';
import { registerWhatsAppWebhookRoutes } from './contexts/bot/whatsapp-webhook/webhook.routes.ts';
import { registerLinkPreviewRoutes } from './contexts/catalog/link-previews/link-previews.routes.ts';
import { createPreviewImages } from './contexts/catalog/link-previews/link-previews.service.ts';
import { createPageRenderer, loadServerEntry } from './contexts/catalog/pages/page-renderer.ts';
import { registerPhotoSearchRoutes } from './contexts/catalog/photo-search/photo-search.routes.ts';
import { orphanPhotoSweepTask } from './contexts/catalog/photos/orphan-photos.ts';
import { registerProductReportRoutes } from './contexts/catalog/product-reports/product-reports.routes.ts';
import { boostExpiryTask, expireBoosts } from './contexts/catalog/products/boost-expiry.ts';
import { registerProductRoutes } from './contexts/catalog/products/products.routes.ts';
import { registerSearchRoutes } from './contexts/catalog/search/search.routes.ts';
import { registerSellerDashboardRoutes } from './contexts/catalog/seller-dashboard/seller-dashboard.routes.ts';
import { registerSellerProductRoutes } from './contexts/catalog/seller-products/seller-products.routes.ts';
import { registerSellerUploadRoutes } from './contexts/catalog/seller-uploads/seller-uploads.routes.ts';
import { registerSeoRoutes } from './contexts/catalog/seo/seo.routes.ts';
import { registerShopRoutes } from './contexts/catalog/shops/shops.routes.ts';
import { registerSiteRoutes } from './contexts/catalog/site/site.routes.ts';
import {
  autoCompleteDeliveries,
  autoCompleteDeliveriesTask,
} from './contexts/deliveries/deliveries/auto-complete.task.ts';
import { registerRiderJobRoutes } from './contexts/deliveries/deliveries/rider-jobs.routes.ts';
import { registerSellerDeliveryRoutes } from './contexts/deliveries/deliveries/seller-deliveries.routes.ts';
import { registerRiderRoutes } from './contexts/deliveries/riders/riders.routes.ts';
import { registerTrackingRoutes } from './contexts/deliveries/tracking/tracking.routes.ts';
import {
  cloudApiCredentials,
  mediaToken,
} from './contexts/messaging/bot-settings/bot-settings.store.ts';
import { whatsappSendTask } from './contexts/messaging/messaging/deliver-message.ts';
import { outboxSweepTask } from './contexts/messaging/messaging/held-messages.ts';
import {
  createMessenger,
  type WhatsAppTransport,
} from './contexts/messaging/messaging/messenger.ts';
import { createCodeSealer } from './contexts/messaging/messaging/sealed-code.ts';
import { createTransportFromEnv } from './contexts/messaging/messaging/transports.ts';
import { registerNotificationRoutes } from './contexts/messaging/notifications/notifications.routes.ts';
import { notificationRemindersTask } from './contexts/messaging/notifications/reminders.ts';
import { createPaymentProvider } from './contexts/money/payments/payment-provider.ts';
import {
  registerPaymentRoutes,
  registerSellerPaymentRoutes,
} from './contexts/money/payments/payments.routes.ts';
import {
  settleExpiredPayments,
  settlePaymentsTask,
} from './contexts/money/payments/settle-payments.task.ts';
import { registerPaymentSimulatorRoutes } from './contexts/money/payments/simulator/simulator.routes.ts';
import { simulatorSecret } from './contexts/money/payments/simulator/simulator-provider.ts';
import { registerAdminPayoutRoutes } from './contexts/money/payouts/admin-payouts.routes.ts';
import { registerRiderPayoutRoutes } from './contexts/money/payouts/rider-payouts.routes.ts';
import {
  verifyPayoutsTask,
  verifyPendingPayouts,
} from './contexts/money/payouts/verify-payouts.task.ts';
import { registerReceiptRoutes } from './contexts/money/receipts/receipts.routes.ts';
import { registerSellerReceiptRoutes } from './contexts/money/receipts/seller-receipts.routes.ts';
import type { Env } from './env.ts';
import { adjustableClock, type Clock, systemClock } from './lib/clock.ts';
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

  // Background work: every kind of job is declared here, with what its handler needs.
  // The Cloud API and media client use the admin's saved Bot Settings over the env's (issue 17).
  const transport =
    deps.transport ?? createTransportFromEnv(env, app.log, cloudApiCredentials(database.db, env));
  const sealer = createCodeSealer(env.sessionSecret);
  const db = database.db;
  const w = env.whatsapp;
  // The bot's tasks send replies through the messenger, which queues through the job queue: the
  // messenger is set once both exist (before any job can run).
  const bot: BotDeps = {
    db,
    storage,
    clock,
    log: app.log,
    origin: env.publicOrigin,
    codeSecret: env.sessionSecret,
    media:
      deps.media ??
      createMediaClient({
        graphUrl: w.graphUrl,
        apiVersion: w.apiVersion,
        token: mediaToken(database.db, env),
      }),
    summaryDelaySeconds: deps.botSummaryDelaySeconds ?? w.photoWindowSeconds,
    tasks: { enqueue: (...args) => tasks.enqueue(...args) },
    messenger: {
      queueWhatsApp: (...args) => messenger.queueWhatsApp(...args),
      resumeHeld: (...args) => messenger.resumeHeld(...args),
    },
  };
  // Tasks that queue tasks (the outbox's follow-ups) reach the queue once it exists.
  const later = {
    enqueue: (...args: Parameters<TaskQueue['enqueue']>) => tasks.enqueue(...args),
    enqueueMany: (...args: Parameters<TaskQueue['enqueueMany']>) => tasks.enqueueMany(...args),
  };
  const { provider, simulator } = createPaymentProvider({ env, db, clock, log: app.log });
  const paymentDeps = { db, clock, provider };
  const tasks = await createTaskQueue(
    database,
    [
      settlePaymentsTask({ ...paymentDeps, log: app.log }),
      verifyPayoutsTask({ ...paymentDeps, log: app.log }),
      whatsappSendTask({ db, transport, sealer, clock, log: app.log, tasks: later }),
      outboxSweepTask({ db, clock, tasks: later }),
      inboundTask(bot),
      uploadSummaryTask(bot),
      boostExpiryTask({ db, clock }),
      autoCompleteDeliveriesTask({
        db,
        clock,
        messenger: { queueWhatsApp: (...args) => messenger.queueWhatsApp(...args) },
      }),
      sweepTask({ db, clock }),
      orphanPhotoSweepTask({ db, storage, clock, log: app.log }),
      notificationRemindersTask({
        db,
        clock,
        env,
        log: app.log,
        messenger: { queueWhatsApp: (...args) => messenger.queueWhatsApp(...args) },
      }),
    ],
    app.log,
    deps.taskOptions,
  );
  app.decorate('tasks', tasks);
  app.decorate('bot', bot);
  app.addHook('onClose', () => tasks.stop());
  const messenger = createMessenger({
    tasks,
    channel: transport.channel,
    sealer,
    log: app.log,
    clock,
  });
  const routeDeps = { db: database.db, database, storage, clock, env, messenger };
  // The stand-ins (payment simulator, WhatsApp media stand-in and simulator, test clock) are
  // mounted only where configured: production refuses them unless STAGING=true (env.ts).
  let devGraphMounted = false;
  await app.register(
    async (api) => {
      registerOpenApiRoute(api);
      registerHealthRoutes(api, { ...routeDeps, lifecycle: deps.lifecycle ?? { stopping: false } });
      registerProductRoutes(api, routeDeps);
      registerShopRoutes(api, routeDeps);
      registerLinkPreviewRoutes(api, { previews: createPreviewImages({ db, storage }) });
      registerReceiptRoutes(api, routeDeps);
      registerTrackingRoutes(api, routeDeps);
      registerPaymentRoutes(api, paymentDeps);
      if (testClock) {
        registerTestClockRoute(api, {
          advance: testClock.advance,
          sweeps: [
            () => expireBoosts(db, clock),
            () => settleExpiredPayments(paymentDeps),
            () => verifyPendingPayouts(paymentDeps),
            () => autoCompleteDeliveries(db, clock, { clock, messenger }),
          ],
        });
      }
      if (simulator) {
        registerPaymentSimulatorRoutes(api, {
          db,
          simulator,
          secret: simulatorSecret(env.sessionSecret),
        });
      }
      registerSearchRoutes(api, routeDeps);
      registerPhotoSearchRoutes(api, routeDeps);
      registerSiteRoutes(api, routeDeps);
      registerProductReportRoutes(api, routeDeps);
      registerWhatsAppWebhookRoutes(api, { db, tasks, env, messenger });
      devGraphMounted = registerDevGraphRoutes(api, { storage, env });
      registerSimulatorCliRoute(api, { db, storage, env });
      // Accounts and everyone's own data: never kept by a browser or shared cache.
      await api.register(async (own) => {
        sessionRoutes(own); // documented as needing the session cookie (openapi/security.ts)
        own.addHook('onRequest', async (_request, reply) => {
          reply.header('cache-control', 'private, no-store');
        });
        registerAuthRoutes(own, routeDeps);
        registerAdminOutboxRoutes(own, routeDeps);
        registerNotificationRoutes(own, routeDeps);
        registerSellerProductRoutes(own, routeDeps);
        registerSellerDashboardRoutes(own, routeDeps);
        registerSellerProfileRoutes(own, routeDeps);
        registerSellerUploadRoutes(own, routeDeps);
        registerSellerReceiptRoutes(own, routeDeps);
        registerSellerPaymentRoutes(own, paymentDeps);
        registerRiderPayoutRoutes(own, paymentDeps);
        registerSellerDeliveryRoutes(own, routeDeps);
        await registerRiderJobRoutes(own, routeDeps);
        registerRiderRoutes(own, routeDeps);
        registerAdminPayoutRoutes(own, paymentDeps);
        registerAdminRiderRoutes(own, routeDeps);
        registerWhatsAppSessionRoutes(own, routeDeps);
        registerSimulatorRoutes(own, { db, storage, env });
        registerAdminAnalyticsRoutes(own, routeDeps);
        registerAdminModerationRoutes(own, routeDeps);
        registerAdminRiderListRoutes(own, routeDeps);
        registerAdminMoneyRoutes(own, routeDeps);
        registerAdminWhatsAppRoutes(own, routeDeps);
        registerAdminSettingsRoutes(own, routeDeps);
        registerAdminAuditRoutes(own, routeDeps);
        registerPrelaunchRoutes(own, routeDeps);
      });
    },
    { prefix: '/api' },
  );
  await registerMedia(app, storage);
  registerSeoRoutes(app, { db: database.db, origin: env.publicOrigin });
  const renderDocument = createPageRenderer(
    {
      app,
      db: database.db,
      clock,
      webDist: env.webDist,
      origin: env.publicOrigin,
      absentPages: absentStandInPages({ payments: !!simulator, whatsapp: devGraphMounted }),
      cacheMs: env.listingCacheMs,
    },
    await loadServerEntry(env.webDist),
  );
  await registerWeb(app, env.webDist, renderDocument);
  return app;
}
