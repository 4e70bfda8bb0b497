// A rider's money as the rider sees it: the ledger balance that can be paid out, what is held for
// payouts waiting on an admin, and the MoMo wallet payouts go to (momo_wallets, user_type
// 'rider', one per rider).
import type { Db } from '@dwa/db/client';
import { momoWallets } from '@dwa/db/schema/index';
import type { RiderWalletSummary, RiderWalletUpdateSchema } from '@dwa/domain/payouts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { balanceOf, type Tx } from '../ledger/ledger.service.ts';
import { upsertMomoWallet } from '../wallets/momo-wallets.ts';
import { walletView } from './payout-view.ts';

export const riderWalletOf = (riderId: string) =>
  and(eq(momoWallets.userType, 'rider'), eq(momoWallets.userId, riderId));

export async function findRiderWallet(db: Db | Tx, riderId: string) {
  const [row] = await db.select().from(momoWallets).where(riderWalletOf(riderId)).limit(1);
  return row ?? null;
}

export async function getRiderWalletSummary(db: Db, riderId: string): Promise<RiderWalletSummary> {
  const [balancePesewas, heldPesewas, wallet] = await Promise.all([
    balanceOf(db, 'rider_wallet', riderId),
    balanceOf(db, 'rider_payout_reserved', riderId),
    findRiderWallet(db, riderId),
  ]);
  return { balancePesewas, heldPesewas, wallet: wallet ? walletView(wallet) : null };
}

/** Saves the rider's wallet (wallets/momo-wallets.ts: a new number or network is 'pending'
 * again and loses the provider's code, like the seller's). */
export async function saveRiderWallet(
  deps: { db: Db; clock: Clock },
  riderId: string,
  input: z.output<typeof RiderWalletUpdateSchema>,
): Promise<RiderWalletSummary> {
  await upsertMomoWallet(deps, { userType: 'rider', userId: riderId }, input);
  return getRiderWalletSummary(deps.db, riderId);
}
