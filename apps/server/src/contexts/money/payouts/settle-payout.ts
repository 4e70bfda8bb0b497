// What a transfer's result does to a payout: the one place, whichever brings the result (the
// approve call's own answer, the provider's webhook, the verify job). Each is a conditional UPDATE
// on the status plus the ledger rows in the same transaction: the first call applies it, every
// later one finds nothing to update and writes nothing (decision 039).
import type { Db } from '@dwa/db/client';
import { auditLog, riderPayouts } from '@dwa/db/schema/index';
import { payoutReleaseTransaction, payoutSentTransaction, reversalOf } from '@dwa/domain/ledger';
import { type PayoutEvent, payoutFrom, payoutTo } from '@dwa/domain/payout';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { recordTransaction, type Tx } from '../ledger/ledger.service.ts';

export interface SettleDeps {
  db: Db;
  clock: Clock;
}

/** `late`: the result came for a payout already settled the other way (a success after Dwa gave
 * the transfer up as failed): nothing is changed, a person must look. */
export type PayoutSettleResult = 'applied' | 'already' | 'unknown' | 'late';

type Payout = typeof riderPayouts.$inferSelect;

/** Applies `event` to the payout if it is still in the status the domain machine moves it from
 * (`payoutFrom`), to the status it names; null when it is not (any more). */
export async function transition(
  tx: Tx,
  id: string,
  event: PayoutEvent,
  changes: Partial<
    Pick<Payout, 'failureReason' | 'decidedAt' | 'decidedBy' | 'providerReference'>
  > = {},
): Promise<Payout | null> {
  const [row] = await tx
    .update(riderPayouts)
    .set({ status: payoutTo(event), ...changes })
    .where(and(eq(riderPayouts.id, id), eq(riderPayouts.status, payoutFrom(event))))
    .returning();
  return row ?? null;
}

const move = (p: Payout) => ({
  reference: p.id,
  riderId: p.riderId,
  amountPesewas: p.amountPesewas,
});

async function whyNothing(tx: Tx, id: string, lateIf: string[]): Promise<PayoutSettleResult> {
  const [row] = await tx
    .select({ status: riderPayouts.status })
    .from(riderPayouts)
    .where(eq(riderPayouts.id, id));
  if (!row) return 'unknown';
  return lateIf.includes(row.status) ? 'late' : 'already';
}

/** The transfer went through: the held amount is out to the rider's MoMo wallet. */
export function markPayoutPaid(deps: SettleDeps, id: string): Promise<PayoutSettleResult> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const paid = await transition(tx, id, 'mark_paid');
    if (!paid) return whyNothing(tx, id, ['failed', 'rejected']);
    await recordTransaction(tx, payoutSentTransaction(move(paid)), { at, payoutId: id });
    return 'applied';
  });
}

/** The transfer failed (or was reversed before it completed): the held amount returns to the
 * rider's balance. A payout already paid and then reversed goes through `reversePayout`. */
export function markPayoutFailed(
  deps: SettleDeps,
  id: string,
  reason: string,
): Promise<PayoutSettleResult> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const failed = await transition(tx, id, 'mark_failed', { failureReason: reason });
    if (!failed) return whyNothing(tx, id, []);
    await recordTransaction(tx, payoutReleaseTransaction(move(failed)), { at, payoutId: id });
    return 'applied';
  });
}

/** The provider reversed a transfer it had completed: the sent movement is undone row for row
 * (money back from the provider into the hold) and the hold released to the balance, so the
 * history keeps both what happened and its undoing (decision 039, addendum). Money a rider was
 * paid coming back is a change no admin made: the audit log says the provider did, in the same
 * transaction. */
export function reversePayout(
  deps: SettleDeps,
  id: string,
  reason: string,
): Promise<PayoutSettleResult> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const reversed = await transition(tx, id, 'reverse', { failureReason: reason });
    if (!reversed) return whyNothing(tx, id, []);
    const links = { at, payoutId: id };
    await recordTransaction(tx, reversalOf(payoutSentTransaction(move(reversed))), links);
    await recordTransaction(tx, payoutReleaseTransaction(move(reversed)), links);
    await tx.insert(auditLog).values({
      actorType: 'system',
      actorId: null,
      action: 'payout.reversed',
      targetType: 'rider_payout',
      targetId: id,
      detail: { amountPesewas: reversed.amountPesewas, reason },
      at,
    });
    return 'applied';
  });
}

/** transfer.reversed: before completion it is a failure, after it a reversal. */
export async function applyTransferReversed(
  deps: SettleDeps,
  id: string,
  reason: string,
): Promise<PayoutSettleResult> {
  const failed = await markPayoutFailed(deps, id, reason);
  return failed === 'already' ? reversePayout(deps, id, reason) : failed;
}
