// Messaging: the WhatsApp outbox (queued in the change's transaction, sent by a task through
// the configured transport), notifications and their templates, operator alerts per vendor,
// and the bot's saved settings. Every other context sends through its messenger.
import type { Db } from '@dwa/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import type { TaskQueue } from '../../tasks/task-queue.ts';
import { cloudApiCredentials } from './bot-settings/bot-settings.store.ts';
import { whatsappSendTask } from './messaging/deliver-message.ts';
import { outboxSweepTask } from './messaging/held-messages.ts';
import { createMessenger, type Messenger, type WhatsAppTransport } from './messaging/messenger.ts';
import { createCodeSealer } from './messaging/sealed-code.ts';
import { createTransportFromEnv } from './messaging/transports.ts';
import { registerNotificationRoutes } from './notifications/notifications.routes.ts';
import { notificationRemindersTask } from './notifications/reminders.ts';

export interface MessagingDeps {
  env: Env;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The task queue, reached once it exists (it is made from every context's tasks). */
  tasks: Pick<TaskQueue, 'enqueue' | 'enqueueMany'>;
  /** How messages leave; by default the one WHATSAPP_TRANSPORT configures, with the admin's
   * saved Bot Settings over the env's. */
  transport?: WhatsAppTransport;
}

export function messagingContext(deps: MessagingDeps) {
  const { env, db, clock, log, tasks } = deps;
  const transport =
    deps.transport ?? createTransportFromEnv(env, log, cloudApiCredentials(db, env));
  const sealer = createCodeSealer(env.sessionSecret);
  const messenger: Messenger = createMessenger({
    tasks,
    channel: transport.channel,
    sealer,
    log,
    clock,
  });
  const taskDefinitions: TaskDefinition[] = [
    whatsappSendTask({ db, transport, sealer, clock, log, tasks }),
    outboxSweepTask({ db, clock, tasks }),
    notificationRemindersTask({ db, clock, env, log, messenger }),
  ];
  const routes: AudienceRoutes = {
    admin: (own) => registerNotificationRoutes(own, { db, clock, env, messenger }),
  };
  return { messenger, tasks: taskDefinitions, routes };
}
