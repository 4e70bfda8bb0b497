// The whatsapp.send job: hands one queued message to the transport and records the outcome.
// A message is sent by one run at a time (a claim with a lease on the row) and never again once
// sent; a provider refusal (4xx) fails it at once, anything else (timeouts, 5xx, 429,
// unreachable) is retried by the queue with backoff until the retries run out.
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isLastAttempt, type JobDefinition, type JobRun } from '../../jobs/job-definition.ts';
import type { Clock } from '../../lib/clock.ts';
import { WhatsAppApiError } from './cloud-api-transport.ts';
import {
  type MessagingLogger,
  type OutgoingMessage,
  renderMessage,
  SEND_JOB,
  type WhatsAppTransport,
} from './messenger.ts';
import { type CodeSealer, isSealedCodePayload } from './sealed-code.ts';

export interface DeliveryDeps {
  db: Db;
  transport: WhatsAppTransport;
  sealer: CodeSealer;
  clock: Clock;
  log: MessagingLogger;
}

/** Longer than the transport's own timeout: a run that still holds the claim is still trying. */
const LEASE_MS = 60_000;

type Row = typeof notificationLog.$inferSelect;

export async function deliverMessage(
  deps: DeliveryDeps,
  job: JobRun<{ messageId: string }>,
): Promise<void> {
  const { db, transport, clock, log } = deps;
  const id = job.data.messageId;
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
        or(isNull(notificationLog.lockedUntil), lt(notificationLog.lockedUntil, now)),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db
      .select({ status: notificationLog.status })
      .from(notificationLog)
      .where(eq(notificationLog.id, id));
    // Sent, failed for good, or gone: nothing to do. Still queued: another run holds it.
    if (current?.status === 'queued') throw new Error('message is being sent by another run');
    return;
  }

  const message = outgoingOf(row, deps.sealer);
  if (!message) {
    await settle(db, id, { status: 'failed', error: 'the sealed code cannot be opened' });
    return;
  }
  try {
    const { providerMessageId } = await transport.deliver(
      row.whatsappNumber,
      message,
      renderMessage(message),
    );
    await settle(db, id, {
      status: 'sent',
      sentAt: clock.now(),
      providerMessageId,
      channel: transport.channel,
      error: null,
    });
  } catch (cause) {
    const error = describe(cause);
    const final = isRefusal(cause) || isLastAttempt(job);
    log.warn(
      { to: row.whatsappNumber, eventType: row.eventType, channel: transport.channel, error },
      final ? 'whatsapp send failed' : 'whatsapp send failed, will retry',
    );
    await settle(db, id, final ? { status: 'failed', error } : { error });
    if (!final) throw new Error(error);
  }
}

/** Ends a run: releases the claim; a final status also drops the sealed code. */
async function settle(db: Db, id: string, values: Partial<Row>) {
  const final = values.status !== undefined;
  await db
    .update(notificationLog)
    .set({ ...values, lockedUntil: null, ...(final ? { payload: null } : {}) })
    .where(and(eq(notificationLog.id, id), eq(notificationLog.status, 'queued')));
}

function outgoingOf(row: Row, sealer: CodeSealer): OutgoingMessage | null {
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
  if (row.buttons?.length) return { kind: 'buttons', body: row.messageText, buttons: row.buttons };
  return { kind: 'text', body: row.messageText };
}

/** Meta said no to this message (bad number, unapproved template): retrying cannot help.
 * 408 and 429 are "not now", not "no". */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof WhatsAppApiError) || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export function whatsappSendJob(deps: DeliveryDeps): JobDefinition {
  return {
    name: SEND_JOB,
    handler: (job) => deliverMessage(deps, job as JobRun<{ messageId: string }>),
    // 10 s, 20 s, 40 s … (with jitter): six retries span about ten minutes.
    retry: { limit: 6, delaySeconds: 10, backoff: true },
    expireInSeconds: 90,
    // Meta answers in a few hundred ms: ten messages are in flight at once per worker.
    batchSize: 20,
    concurrency: 10,
    pollingIntervalSeconds: 1,
  };
}
