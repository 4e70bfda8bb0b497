// A rider asks for a payout: checked against the ledger balance and held at once, in one
// transaction under a lock on the rider's row, so two requests at the same moment cannot both
// take the same money (the second waits, then sees the balance the first left).
import type { Db } from '@dwa/db/client';
import { riderPayouts, riders } from '@dwa/db/schema/index';
import { payoutReserveTransaction } from '@dwa/domain/ledger';
import type { PayoutList, PayoutView } from '@dwa/domain/payouts';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { balanceOf, recordTransaction } from '../ledger/ledger.service.ts';
import { payoutView, selectPayouts } from './payout-view.ts';
import { findRiderWallet } from './rider-wallet.service.ts';

/** How many payouts the rider's history shows. */
export const HISTORY_LIMIT = 20;

export async function requestPayout(
  deps: { db: Db; clock: Clock },
  riderId: string,
  amountPesewas: number,
): Promise<PayoutView> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [rider] = await tx
      .select({ id: riders.id })
      .from(riders)
      .where(eq(riders.id, riderId))
      .for('update');
    if (!rider) throw new HttpError(401, 'unauthorized');
    const wallet = await findRiderWallet(tx, riderId);
    if (!wallet) throw new HttpError(409, 'conflict', 'errors.payouts.noWallet');
    const balance = await balanceOf(tx, 'rider_wallet', riderId);
    if (amountPesewas > balance) {
      throw new HttpError(400, 'validation_failed', undefined, {
        amount: 'payouts.amountAboveBalance',
      });
    }
    const [payout] = await tx
      .insert(riderPayouts)
      .values({
        riderId,
        amountPesewas,
        walletId: wallet.id,
        status: 'requested',
        requestedAt: now,
      })
      .returning({ id: riderPayouts.id });
    if (!payout) throw new Error('payout insert returned nothing');
    await recordTransaction(
      tx,
      payoutReserveTransaction({ reference: payout.id, riderId, amountPesewas }),
      { at: now, payoutId: payout.id },
    );
    return payout.id;
  });
  const [row] = await selectPayouts(deps.db).where(eq(riderPayouts.id, id));
  if (!row) throw new Error(`payout ${id} vanished`);
  return payoutView(row);
}

/** The rider's own payouts, newest first. */
export async function listRiderPayouts(db: Db, riderId: string): Promise<PayoutList> {
  const rows = await selectPayouts(db)
    .where(eq(riderPayouts.riderId, riderId))
    .orderBy(desc(riderPayouts.requestedAt), desc(riderPayouts.id))
    .limit(HISTORY_LIMIT);
  return { items: rows.map(payoutView) };
}
