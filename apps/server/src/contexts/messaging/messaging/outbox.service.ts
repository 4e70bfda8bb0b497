import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import type { OutboxEntry } from '@dwa/domain/outbox';
import { desc } from 'drizzle-orm';

/** The newest messages first; the id makes the order stable among equal timestamps. */
export async function listOutbox(
  db: Db,
  { limit = 100 }: { limit?: number } = {},
): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(notificationLog)
    .orderBy(desc(notificationLog.createdAt), desc(notificationLog.id))
    .limit(Math.min(Math.max(Math.trunc(limit), 1), 500));
  // The CHECK constraints on the table guarantee the enum columns' values.
  return rows.map((r) => ({
    id: r.id,
    to: r.whatsappNumber,
    text: r.messageText,
    eventType: r.eventType as OutboxEntry['eventType'],
    channel: r.channel as OutboxEntry['channel'],
    status: r.status as OutboxEntry['status'],
    attempts: r.attempts,
    error: r.error,
    errorCode: r.errorCode,
    errorTitle: r.errorTitle,
    errorDetails: r.errorDetails,
    heldSince: r.heldAt?.toISOString() ?? null,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    templateName: r.templateName,
    resendOf: r.resendOf,
    providerMessageId: r.providerMessageId,
    deliveryStatus: r.deliveryStatus as OutboxEntry['deliveryStatus'],
    buttons: r.buttons ?? null,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
