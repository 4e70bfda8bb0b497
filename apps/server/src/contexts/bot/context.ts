// The WhatsApp bot: Meta's webhook (verified, one event row and one task per message), the
// conversations it answers (sellers listing products, buyers searching by text and photo, riders
// taking jobs), and its stand-ins for development (the media stand-in, the simulator).
import type { Db } from '@dwa/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import type { TaskQueue } from '../../tasks/task-queue.ts';
import { type Messenger, mediaToken } from '../messaging/public.ts';
import type { OrdersByMessage } from '../orders/public.ts';
import { registerWhatsAppSessionRoutes } from './whatsapp-bot/admin-sessions.routes.ts';
import type { BotDeps } from './whatsapp-bot/bot-deps.ts';
import { registerDevGraphRoutes } from './whatsapp-bot/dev-graph.routes.ts';
import { inboundTask } from './whatsapp-bot/inbound.task.ts';
import { createMediaClient, type MediaClient } from './whatsapp-bot/media-client.ts';
import {
  registerSimulatorCliRoute,
  registerSimulatorRoutes,
} from './whatsapp-bot/simulator.routes.ts';
import { uploadSummaryTask } from './whatsapp-bot/upload-summary.task.ts';
import { registerWhatsAppWebhookRoutes } from './whatsapp-webhook/webhook.routes.ts';

export interface BotContextDeps {
  env: Env;
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  messenger: Messenger;
  tasks: Pick<TaskQueue, 'enqueue' | 'enqueueMany'>;
  /** Buy safely by message: a buyer's order, a seller's accept or decline. */
  orders: OrdersByMessage;
  /** Where the bot fetches photos users send; by default Meta's Graph API (or the local
   * stand-in with the outbox transport), with the admin's saved token over the env's. */
  media?: MediaClient;
  /** How long the bot waits for more photos before it answers a seller (default: the
   * configured WHATSAPP_PHOTO_WINDOW_SECONDS). */
  summaryDelaySeconds?: number;
}

export function botContext(deps: BotContextDeps) {
  const { env, db, storage, clock, log, messenger, tasks } = deps;
  const w = env.whatsapp;
  const bot: BotDeps = {
    db,
    storage,
    clock,
    log,
    origin: env.publicOrigin,
    codeSecret: env.sessionSecret,
    media:
      deps.media ??
      createMediaClient({
        graphUrl: w.graphUrl,
        apiVersion: w.apiVersion,
        token: mediaToken(db, env),
      }),
    summaryDelaySeconds: deps.summaryDelaySeconds ?? w.photoWindowSeconds,
    tasks,
    messenger,
    orders: deps.orders,
  };
  const taskDefinitions: TaskDefinition[] = [inboundTask(bot), uploadSummaryTask(bot)];
  // The media stand-in exists only with the outbox transport: the pages answer 404 without it.
  let standInMounted = false;
  const routes: AudienceRoutes = {
    public(api) {
      registerWhatsAppWebhookRoutes(api, { db, tasks, env, messenger });
      standInMounted = registerDevGraphRoutes(api, { storage, env });
      registerSimulatorCliRoute(api, { db, storage, env });
    },
    admin(own) {
      registerWhatsAppSessionRoutes(own, { db, clock });
      registerSimulatorRoutes(own, { db, storage, env });
    },
  };
  return { bot, tasks: taskDefinitions, routes, isStandInMounted: () => standInMounted };
}
