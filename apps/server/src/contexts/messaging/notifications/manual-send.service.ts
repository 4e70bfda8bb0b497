// An admin's own message to a number, through the outbox. WhatsApp delivers free text only to
// someone who wrote to us in the last 24 hours, so outside that window the send is refused
// (nothing is written) and the admin can open the wa.me link to write from their own phone, as
// the spec's screen did. The client's request id makes a doubled Send one message; the send and
// its audit row commit together (architecture invariant 10).
import type { Db } from '@dwa/db/client';
import { auditLog, sellers } from '@dwa/db/schema/index';
import type { ManualNotificationResult, ManualNotificationSchema } from '@dwa/domain/notifications';
import { buildWaMeLink } from '@dwa/domain/phone';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { isInsideWindow } from './notify.ts';

type ManualInput = z.output<typeof ManualNotificationSchema>;

export async function sendManualNotification(
  deps: { db: Db; clock: Clock; messenger: Pick<Messenger, 'queueWhatsApp'> },
  adminId: string,
  input: ManualInput,
): Promise<ManualNotificationResult> {
  const whatsappLink = buildWaMeLink(input.phone, input.message);
  if (!(await isInsideWindow(deps.db, input.phone, deps.clock.now()))) {
    throw new HttpError(409, 'conflict', 'errors.notifications.outsideWindow');
  }
  const status = await deps.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.whatsappNumber, input.phone))
      .limit(1);
    const queued = await deps.messenger.queueWhatsApp(
      tx,
      input.phone,
      { kind: 'text', body: input.message },
      {
        eventType: 'manual',
        sellerId: seller?.id ?? null,
        // Per admin: another admin's request id can never swallow this one.
        dedupeKey: `manual:${adminId}:${input.requestId}`,
        whatsappLink,
      },
    );
    if (queued.status === 'duplicate') return queued.status;
    await tx.insert(auditLog).values({
      actorType: 'admin',
      actorId: adminId,
      action: 'notification.manual_send',
      targetType: 'notification_log',
      targetId: queued.id,
      detail: { to: input.phone, sellerId: seller?.id ?? null, status: queued.status },
      at: deps.clock.now(),
    });
    return queued.status;
  });
  return { status, whatsappLink };
}
