// How a send run ends, written on the message's row (each change guarded by status = 'queued',
// the claim's lease released): sent, failed for good, to be retried by the queue, tried again
// after a throttle, or held while WhatsApp refuses Dwa's own token or account. A message that
// leaves the queue (sent or failed) queues the next one to the same number in its transaction.
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isLastAttempt, type TaskRun } from '../../../tasks/task-definition.ts';
import { raiseAlert, resolveAlert } from '../provider-alerts/provider-alerts.ts';
import type { DeliveryDeps } from './deliver-message.ts';
import { resumeHeldMessages } from './held-messages.ts';
import { metaFieldsOf, type SendFailure, throttleDelayMs } from './meta-errors.ts';
import { SEND_TASK } from './outbox-tasks.ts';
import { isSealedCodePayload } from './sealed-code.ts';

export type DeliveryRow = typeof notificationLog.$inferSelect;

/** After a pair-rate refusal (131056) the number's next message waits this long: Meta's pair
 * limit is about one message every 6 seconds. */
const PAIR_SPACING_MS = 6_000;

interface ErrorFields {
  error: string;
  errorCode?: number | null;
  errorTitle?: string | null;
  errorDetails?: string | null;
}

const noError = { error: null, errorCode: null, errorTitle: null, errorDetails: null };

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export function outcomesFor(deps: DeliveryDeps, job: TaskRun<unknown>, row: DeliveryRow) {
  const { db, clock, log, transport } = deps;
  const context = { to: row.whatsappNumber, eventType: row.eventType, channel: transport.channel };
  const whileQueued = and(eq(notificationLog.id, row.id), eq(notificationLog.status, 'queued'));
  // A sealed code leaves the row once the message is done with; other payloads stay (a failed
  // status receipt may resend a notification as its template).
  const dropSecret = isSealedCodePayload(row.payload) ? { payload: null } : {};

  /** The number's next queued message, queued now (or after `delayMs`). */
  async function queueNext(tx: Db, delayMs: number) {
    const [next] = await tx
      .select({ id: notificationLog.id })
      .from(notificationLog)
      .where(
        and(
          eq(notificationLog.whatsappNumber, row.whatsappNumber),
          eq(notificationLog.status, 'queued'),
          ne(notificationLog.id, row.id),
        ),
      )
      .orderBy(asc(notificationLog.seq))
      .limit(1);
    if (!next) return;
    if (delayMs > 0) {
      const at = new Date(clock.now().getTime() + delayMs);
      await tx
        .update(notificationLog)
        .set({
          nextAttemptAt: sql`greatest(coalesce(${notificationLog.nextAttemptAt}, ${at}), ${at})`,
        })
        .where(eq(notificationLog.id, next.id));
    }
    await deps.tasks.enqueue(
      tx,
      SEND_TASK,
      { messageId: next.id },
      delayMs > 0 ? { startAfter: Math.ceil(delayMs / 1000) } : {},
    );
  }

  async function leave(values: Partial<DeliveryRow>, nextDelayMs = 0) {
    await db.transaction(async (tx) => {
      const left = await tx
        .update(notificationLog)
        .set({ ...values, lockedUntil: null, nextAttemptAt: null, heldAt: null, ...dropSecret })
        .where(whileQueued)
        .returning({ id: notificationLog.id });
      if (left.length > 0) await queueNext(tx, nextDelayMs);
    });
  }

  const outcomes = {
    async sent(providerMessageId: string | null, templateName: string | null) {
      await leave(
        {
          status: 'sent',
          sentAt: clock.now(),
          providerMessageId,
          channel: transport.channel,
          templateName,
          ...noError,
        },
        row.errorCode === 131056 ? PAIR_SPACING_MS : 0,
      );
      // A send that works ends a refused-token incident; what it held goes out now.
      const { resolved } = await resolveAlert({ db, clock, log }, 'whatsapp');
      if (resolved) await resumeHeldMessages(db, deps.tasks);
    },

    async fail(fields: ErrorFields) {
      log.warn({ ...context, error: fields.error }, 'whatsapp send failed');
      await leave({
        status: 'failed',
        errorCode: null,
        errorTitle: null,
        errorDetails: null,
        ...fields,
      });
    },

    /** Meta (or the network) refused this try: what follows depends on why. */
    async failed(failure: SendFailure, cause: unknown, expiresAt: number) {
      const fields: ErrorFields = { error: describe(cause), ...metaFieldsOf(cause) };
      if (failure.kind === 'permanent' || failure.kind === 'window_closed') {
        return outcomes.fail(fields);
      }
      if (failure.kind === 'operator') return hold(fields, failure.reason);
      if (failure.kind === 'throttled') {
        const delayMs = throttleDelayMs(failure, row.attempts, deps.random);
        if (clock.now().getTime() + delayMs > expiresAt) return outcomes.fail(fields);
        return retryAfter(fields, delayMs);
      }
      if (failure.kind === 'unknown') {
        log.error(
          { ...context, error: fields.error, metaCode: failure.code },
          'whatsapp send refused with a Meta error code Dwa does not know: retried as temporary',
        );
      }
      if (isLastAttempt(job)) return outcomes.fail(fields);
      log.warn({ ...context, error: fields.error }, 'whatsapp send failed, will retry');
      await db
        .update(notificationLog)
        .set({ ...fields, lockedUntil: null })
        .where(whileQueued);
      throw new Error(fields.error);
    },
  };

  /** Throttled: the row says when it is tried next, and a job of its own waits until then. */
  async function retryAfter(fields: ErrorFields, delayMs: number) {
    const at = new Date(clock.now().getTime() + delayMs);
    log.warn(
      { ...context, error: fields.error, retryAt: at.toISOString() },
      'whatsapp send throttled, will retry',
    );
    await db.transaction(async (tx) => {
      const kept = await tx
        .update(notificationLog)
        .set({ ...fields, nextAttemptAt: at, lockedUntil: null })
        .where(whileQueued)
        .returning({ id: notificationLog.id });
      if (kept.length === 0) return;
      await deps.tasks.enqueue(
        tx,
        SEND_TASK,
        { messageId: row.id },
        { startAfter: Math.ceil(delayMs / 1000) },
      );
    });
  }

  /** WhatsApp refuses Dwa itself: kept queued (no job, no retries spent) until that is fixed. */
  async function hold(
    fields: ErrorFields,
    reason: Extract<SendFailure, { kind: 'operator' }>['reason'],
  ) {
    log.warn(
      { ...context, error: fields.error },
      'whatsapp send held until WhatsApp takes Dwa again',
    );
    await db
      .update(notificationLog)
      .set({ ...fields, heldAt: clock.now(), nextAttemptAt: null, lockedUntil: null })
      .where(whileQueued);
    await raiseAlert({ db, clock, log }, { provider: 'whatsapp', reason, detail: fields.error });
  }

  return outcomes;
}
