// Meta's system notices (messages of type "system", from the number they are about). They are
// not the person writing: nothing is answered and the session is not touched, so the 24-hour
// window does not open on them. A number change of a seller's or rider's number is kept (who,
// old, new, when) for the move the new number may ask for (number-move.ts); anything else is
// only marked processed, with why.
import type { Db } from '@dwa/db/client';
import { riders, sellers, webhookEvents, whatsappNumberChanges } from '@dwa/db/schema/index';
import { e164FromWhatsAppDigits } from '@dwa/domain/phone';
import { numberChangeOf, numberChangeTransition } from '@dwa/domain/whatsapp-number-change';
import type { InboundMessage } from '@dwa/domain/whatsapp-webhook';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { BotDeps } from './bot-deps.ts';
import { SENDER_LOCK_CLASS } from './conversation.ts';

/** Handles the stored notice `eventId` from `oldPhone`, once (claimed like any message, under
 * the number's lock so it is ordered with that number's messages). */
export async function handleSystemNotice(
  deps: BotDeps,
  eventId: string,
  oldPhone: string,
  message: InboundMessage,
) {
  await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SENDER_LOCK_CLASS}, hashtext(${oldPhone}))`,
    );
    const claimed = await tx
      .update(webhookEvents)
      .set({ processedAt: deps.clock.now() })
      .where(and(eq(webhookEvents.id, eventId), isNull(webhookEvents.processedAt)))
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return;
    const outcome = await recordNumberChange(tx, deps, eventId, oldPhone, message);
    await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, eventId));
  });
}

async function recordNumberChange(
  tx: Db,
  deps: BotDeps,
  eventId: string,
  oldPhone: string,
  message: InboundMessage,
): Promise<string> {
  const change = numberChangeOf(message);
  if (change === null) return `system notice ignored: ${message.system?.type ?? 'unknown'}`;
  const newNumber = change === 'unreadable' ? null : e164FromWhatsAppDigits(change.newDigits);
  if (!newNumber || newNumber === oldPhone) return 'number change: no readable new number';

  const [seller] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.whatsappNumber, oldPhone));
  const [rider] = await tx
    .select({ id: riders.id })
    .from(riders)
    .where(eq(riders.whatsappNumber, oldPhone));
  let account = { sellerId: seller?.id ?? null, riderId: rider?.id ?? null, from: oldPhone };
  if (!account.sellerId && !account.riderId) {
    // A second change before the first was moved (old → middle, then middle → newest): the
    // account still has the old number, and the newest one may now take it.
    const [earlier] = await tx
      .select()
      .from(whatsappNumberChanges)
      .where(
        and(
          eq(whatsappNumberChanges.newNumber, oldPhone),
          eq(whatsappNumberChanges.status, 'pending'),
        ),
      )
      .orderBy(desc(whatsappNumberChanges.changedAt))
      .limit(1);
    if (earlier) {
      account = { sellerId: earlier.sellerId, riderId: earlier.riderId, from: earlier.oldNumber };
    }
  }
  if (!account.sellerId && !account.riderId) return 'number change: no account';

  const now = deps.clock.now();
  // One open change per account: the newest replaces any earlier one.
  const supersede = numberChangeTransition('pending', 'supersede');
  if (!supersede.ok) throw new Error('pending changes can be superseded');
  await tx
    .update(whatsappNumberChanges)
    .set({ status: supersede.to, decidedAt: now })
    .where(
      and(
        eq(whatsappNumberChanges.status, supersede.from),
        or(
          account.sellerId ? eq(whatsappNumberChanges.sellerId, account.sellerId) : sql`false`,
          account.riderId ? eq(whatsappNumberChanges.riderId, account.riderId) : sql`false`,
        ),
      ),
    );
  await tx.insert(whatsappNumberChanges).values({
    eventId,
    oldNumber: account.from,
    newNumber,
    sellerId: account.sellerId,
    riderId: account.riderId,
    changedAt: new Date(Number(message.timestamp) * 1000),
  });
  deps.log.info(
    { sellerId: account.sellerId, riderId: account.riderId, eventId },
    'whatsapp number change recorded',
  );
  return 'number change recorded';
}
