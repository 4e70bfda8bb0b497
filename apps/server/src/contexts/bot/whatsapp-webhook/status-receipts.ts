// A status receipt (`statuses[]` of a delivery) for a message Dwa sent: it moves the message's
// delivery status forward only (a late "delivered" never overwrites "read"). A `failed` one
// keeps Meta's reason on the outbox row: `errors: [{ code, title, message, error_data: {
// details }, href }]` (Meta's status webhook reference; pywa's
// tests/data/updates/message_status.json holds one). When the reason is that the 24-hour window
// had closed (131047) and the message was a notification sent as free text, it is sent again as
// its approved template, once, whoever replays the receipt.
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { type StatusReceipt, statusErrorOf } from '@dwa/domain/whatsapp-webhook';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { MessageEventType, Messenger } from '../../messaging/public.ts';
import { WINDOW_CLOSED_CODE } from '../../messaging/public.ts';

export interface StatusDeps {
  db: Db;
  /** Queues a closed-window notification again as its template. */
  messenger?: Pick<Messenger, 'queueWhatsApp'>;
  log: { warn(obj: object, msg: string): void };
}

/** Receipts move forward only; failed ranks with read (nothing comes after either). */
const RANK = { sent: 1, delivered: 2, read: 3, failed: 3 } as const;

/** Records the receipt; answers how many messages it changed (0 or 1). */
export async function applyStatusReceipt(deps: StatusDeps, receipt: StatusReceipt) {
  const at = new Date(Number(receipt.timestamp) * 1000);
  const earlier = Object.entries(RANK)
    .filter(([, rank]) => rank < RANK[receipt.status])
    .map(([status]) => status);
  const reason = receipt.status === 'failed' ? statusErrorOf(receipt) : null;
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(notificationLog)
      .set({
        deliveryStatus: receipt.status,
        deliveryStatusAt: at,
        ...(reason
          ? {
              error: `WhatsApp could not deliver it: ${[reason.code && `(#${reason.code})`, reason.title].filter(Boolean).join(' ')}`,
              errorCode: reason.code,
              errorTitle: reason.title,
              errorDetails: reason.details,
            }
          : {}),
      })
      .where(
        and(
          eq(notificationLog.providerMessageId, receipt.id),
          or(
            isNull(notificationLog.deliveryStatus),
            inArray(notificationLog.deliveryStatus, earlier),
          ),
        ),
      )
      .returning();
    const row = updated[0];
    if (!row || receipt.status !== 'failed') return updated.length;
    if (row.eventType === 'otp') {
      // The code step asks for it (auth/code-delivery.ts) and tells the person.
      deps.log.warn(
        { to: row.whatsappNumber, code: reason?.code },
        'a one-time code was not delivered',
      );
    }
    const template = templateOf(row.payload);
    if (reason?.code === WINDOW_CLOSED_CODE && template && row.templateName === null) {
      await deps.messenger?.queueWhatsApp(
        tx,
        row.whatsappNumber,
        { kind: 'template', ...template, text: row.messageText },
        {
          eventType: row.eventType as MessageEventType,
          sellerId: row.sellerId,
          dedupeKey: `resend:${row.id}`,
          resendOf: row.id,
          ...(row.whatsappLink ? { whatsappLink: row.whatsappLink } : {}),
        },
      );
    }
    return updated.length;
  });
}

/** A notification's approved template, as the outbox row keeps it (none: no resend). */
function templateOf(payload: unknown) {
  const p = payload as { kind?: unknown; template?: Record<string, unknown> } | null;
  if (p?.kind !== 'notification' || typeof p.template?.name !== 'string') return null;
  if (p.template.name === '') return null;
  return {
    name: p.template.name,
    languageCode: String(p.template.languageCode ?? 'en_US'),
    parameters: Array.isArray(p.template.parameters) ? p.template.parameters.map(String) : [],
  };
}
