// The whatsapp.send job: hands one queued message to the transport and records the outcome.
// - One number's messages leave in the order they were queued (seq): a message is claimed only
//   while no older message to the same number is still queued, and settling one queues the
//   next. This holds across instances and however many sends run at once.
// - A message is sent by one run at a time (a claim with a lease on the row), never again once
//   sent.
// - A notification becomes its free-form text or its template here, by the 24-hour window as
//   it is at sending, not as it was when it was queued.
// - Meta's error code decides what follows a refusal (meta-errors.ts, delivery-outcomes.ts):
//   throttling waits and tries again (the number's later messages wait behind it), a refused
//   token or account holds the message and raises the operator alert, a temporary failure is
//   retried by the queue with backoff, a refusal of the message itself fails it at once.
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { TaskDefinition, TaskRun } from '../../../tasks/task-definition.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import { type DeliveryRow, outcomesFor } from './delivery-outcomes.ts';
import {
  CODE_TTL_MINUTES,
  type MessagingLogger,
  type OutgoingMessage,
  renderMessage,
  SEND_TASK,
  type SendableMessage,
  type WhatsAppTransport,
} from './messenger.ts';
import { classifyFailure } from './meta-errors.ts';
import { type CodeSealer, isSealedCodePayload } from './sealed-code.ts';
import { isInsideWindow } from './whatsapp-window.ts';

export interface DeliveryDeps {
  db: Db;
  transport: WhatsAppTransport;
  sealer: CodeSealer;
  clock: Clock;
  log: MessagingLogger;
  /** Queues the next message of a number, a throttled message's next try, held ones again. */
  tasks: Pick<TaskQueue, 'enqueue' | 'enqueueMany'>;
  /** The jitter of business-wide throttling waits (tests pin it). */
  random?: () => number;
}

/** Longer than the transport's own timeout: a run that still holds the claim is still trying. */
const LEASE_MS = 60_000;
/** A message not sent within this long is failed rather than sent a day late. */
const LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function deliverMessage(
  deps: DeliveryDeps,
  job: TaskRun<{ messageId: string }>,
): Promise<void> {
  const row = await claim(deps, job.data.messageId);
  if (!row) return;
  const outcome = outcomesFor(deps, job, row);
  const message = outgoingOf(row, deps.sealer);
  if (!message) return outcome.fail({ error: 'the sealed code cannot be opened' });
  if (deps.clock.now().getTime() > expiryOf(row, message)) {
    return outcome.fail({
      error:
        message.kind === 'code'
          ? 'the code expired before WhatsApp took it'
          : 'not sent within 24 hours of being queued',
    });
  }
  const forms = await formsOf(deps, row, message);
  if (forms.length === 0) {
    return outcome.fail({
      error: 'no approved WhatsApp template for this message (outside the 24-hour window)',
    });
  }
  for (const [i, form] of forms.entries()) {
    try {
      const { providerMessageId } = await deps.transport.deliver(
        row.whatsappNumber,
        form,
        renderMessage(form),
      );
      return outcome.sent(providerMessageId, form.kind === 'template' ? form.name : null);
    } catch (cause) {
      const failure = classifyFailure(cause);
      // Meta says the window closed although Dwa saw it open: the template goes instead.
      if (failure.kind === 'window_closed' && i + 1 < forms.length) continue;
      return outcome.failed(failure, cause, expiryOf(row, message));
    }
  }
}

/** Takes the message for this run, or answers null when it is not this run's to send. */
async function claim(deps: DeliveryDeps, id: string): Promise<DeliveryRow | null> {
  const { db, clock } = deps;
  const now = clock.now();
  const [row] = await db
    .update(notificationLog)
    .set({
      attempts: sql`${notificationLog.attempts} + 1`,
      lastAttemptAt: now,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
    })
    .where(
      and(
        eq(notificationLog.id, id),
        eq(notificationLog.status, 'queued'),
        isNull(notificationLog.heldAt),
        or(isNull(notificationLog.lockedUntil), lt(notificationLog.lockedUntil, now)),
        or(isNull(notificationLog.nextAttemptAt), lte(notificationLog.nextAttemptAt, now)),
        // Spelled out: the inner table must not take the outer one's column names.
        sql`not exists (select 1 from notification_log older
              where older.whatsapp_number = notification_log.whatsapp_number
                and older.status = 'queued' and older.seq < notification_log.seq)`,
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db
    .select({
      status: notificationLog.status,
      lockedUntil: notificationLog.lockedUntil,
      nextAttemptAt: notificationLog.nextAttemptAt,
    })
    .from(notificationLog)
    .where(eq(notificationLog.id, id));
  // Sent, failed for good, or gone: nothing to do.
  if (current?.status !== 'queued') return null;
  if (current.lockedUntil && current.lockedUntil > now) {
    throw new Error('message is being sent by another run');
  }
  // Early for its next try (this instance's clock behind the queue's): come back then.
  if (current.nextAttemptAt && current.nextAttemptAt > now) {
    const seconds = Math.ceil((current.nextAttemptAt.getTime() - now.getTime()) / 1000);
    await deps.tasks.enqueue(db, SEND_TASK, { messageId: id }, { startAfter: seconds });
  }
  // Held, or behind an older message to the number: whoever settles that one queues this one.
  return null;
}

function expiryOf(row: DeliveryRow, message: OutgoingMessage): number {
  const lifetime = message.kind === 'code' ? CODE_TTL_MINUTES * 60_000 : LIFETIME_MS;
  return row.createdAt.getTime() + lifetime;
}

/** What to try, in order: a notification is its text while the window is open (its template
 * after it if Meta says otherwise), else its template; none when it has no template then. */
async function formsOf(
  deps: DeliveryDeps,
  row: DeliveryRow,
  message: OutgoingMessage,
): Promise<SendableMessage[]> {
  if (message.kind !== 'notification') return [message];
  const { name, languageCode, parameters } = message.template;
  const buttons = message.buttons?.length ? message.buttons : null;
  const template: SendableMessage[] =
    name === ''
      ? []
      : [
          {
            kind: 'template',
            name,
            languageCode,
            parameters,
            text: message.body,
            ...(buttons ? { buttonPayloads: buttons.map((b) => b.id) } : {}),
          },
        ];
  const open = await isInsideWindow(deps.db, row.whatsappNumber, deps.clock.now());
  const free: SendableMessage = buttons
    ? { kind: 'buttons', body: message.body, buttons }
    : { kind: 'text', body: message.body };
  return open ? [free, ...template] : template;
}

function outgoingOf(row: DeliveryRow, sealer: CodeSealer): OutgoingMessage | null {
  const payload = row.payload as Record<string, unknown> | null;
  if (isSealedCodePayload(payload)) {
    const code = sealer.open(payload.sealedCode);
    return code ? { kind: 'code', code, language: payload.language } : null;
  }
  if (payload?.kind === 'template') {
    return {
      kind: 'template',
      name: String(payload.name),
      languageCode: String(payload.languageCode),
      parameters: (payload.parameters as string[]) ?? [],
      text: row.messageText,
    };
  }
  if (payload?.kind === 'notification') {
    const t = (payload.template ?? {}) as Record<string, unknown>;
    return {
      kind: 'notification',
      body: row.messageText,
      template: {
        name: typeof t.name === 'string' ? t.name : '',
        languageCode: String(t.languageCode ?? ''),
        parameters: Array.isArray(t.parameters) ? t.parameters.map(String) : [],
      },
      ...(row.buttons?.length ? { buttons: row.buttons } : {}),
    };
  }
  if (row.buttons?.length) return { kind: 'buttons', body: row.messageText, buttons: row.buttons };
  return { kind: 'text', body: row.messageText };
}

export function whatsappSendTask(deps: DeliveryDeps): TaskDefinition {
  return {
    name: SEND_TASK,
    handler: (job) => deliverMessage(deps, job as TaskRun<{ messageId: string }>),
    // 10 s, 20 s, 40 s … (with jitter): six retries span about ten minutes.
    retry: { limit: 6, delaySeconds: 10, backoff: true },
    expireInSeconds: 90,
    // Meta answers in a few hundred ms: ten messages are in flight at once per worker.
    batchSize: 20,
    concurrency: 10,
    pollingIntervalSeconds: 1,
  };
}
