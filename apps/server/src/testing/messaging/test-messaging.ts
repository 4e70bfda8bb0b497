// A messenger and its send job on a real test database and a real job queue, with a transport
// the test controls, so tests can queue, run the job and read the outbox row.
import type { DatabaseHandle } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import {
  type DeliveryDeps,
  whatsappSendTask,
} from '../../contexts/messaging/messaging/deliver-message.ts';
import {
  createMessenger,
  type MessagingLogger,
  SEND_TASK,
  type WhatsAppTransport,
} from '../../contexts/messaging/messaging/messenger.ts';
import { createCodeSealer } from '../../contexts/messaging/messaging/sealed-code.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import { createTaskQueue } from '../../tasks/task-queue.ts';

export type LogLine = {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  msg: unknown;
};

/** A logger that keeps what it was given, so tests can read the log lines. */
export function capturingLogger() {
  const lines: LogLine[] = [];
  const at =
    (level: LogLine['level']) =>
    (...args: unknown[]) => {
      lines.push({ level, fields: args[0] as Record<string, unknown>, msg: args[1] });
    };
  const log: MessagingLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

export async function createTestMessaging(
  database: DatabaseHandle,
  transport: WhatsAppTransport,
  options: {
    log?: MessagingLogger;
    clock?: Clock;
    /** Retries without waiting: delay 0, no backoff. */
    retryLimit?: number;
    /** The jitter of throttling waits (default 1: the longest wait, no randomness). */
    random?: () => number;
  } = {},
) {
  const log = options.log ?? capturingLogger().log;
  const clock = options.clock ?? { now: () => new Date() };
  const sealer = createCodeSealer('test-secret-test-secret-test-secret-0123');
  // The send job queues follow-ups (a number's next message, a throttled retry) through the
  // queue it runs on: set once both exist, before any job runs.
  const later: DeliveryDeps['tasks'] = {
    enqueue: (...args) => tasks.enqueue(...args),
    enqueueMany: (...args) => tasks.enqueueMany(...args),
  };
  const deliveryDeps: DeliveryDeps = {
    db: database.db,
    transport,
    sealer,
    clock,
    log,
    tasks: later,
    random: options.random ?? (() => 1),
  };
  const send: TaskDefinition = {
    ...whatsappSendTask(deliveryDeps),
    retry: { limit: options.retryLimit ?? 2, delaySeconds: 0, backoff: false },
  };
  const tasks = await createTaskQueue(database, [send], { ...log, info: () => {} });
  const messenger = createMessenger({ tasks, channel: transport.channel, sealer, log, clock });
  return {
    messenger,
    tasks,
    sealer,
    /** What the send job runs with (tests call deliverMessage with it directly). */
    deliveryDeps,
    /** Runs due send tasks until none is left (retries without delay are due at once). */
    async drain() {
      let ran = 0;
      for (let n = await tasks.runDue(SEND_TASK); n > 0; n = await tasks.runDue(SEND_TASK))
        ran += n;
      return ran;
    },
    async rowOf(id: string) {
      const [row] = await database.db
        .select()
        .from(notificationLog)
        .where(eq(notificationLog.id, id));
      return row;
    },
    close: () => tasks.stop(),
  };
}

/** A transport that records what it was asked to send and answers as told. */
export function recordingTransport(
  channel: WhatsAppTransport['channel'] = 'cloud_api',
  answer: (n: number) => Promise<{ providerMessageId: string | null }> = async (n) => ({
    providerMessageId: `wamid.test-${n}`,
  }),
) {
  const sent: { to: string; text: string; code?: string }[] = [];
  const transport: WhatsAppTransport = {
    channel,
    async deliver(to, message, text) {
      sent.push({ to, text, ...(message.kind === 'code' ? { code: message.code } : {}) });
      return answer(sent.length);
    },
  };
  return { transport, sent };
}
