// A rider's money as the rider sees it: the ledger balance that can be paid out, what is held for
// payouts waiting on an admin, and the MoMo wallet payouts go to (momo_wallets, user_type
// 'rider', one per rider).
import type { Db } from '@dwa/db/client';
import { momoWallets } from '@dwa/db/schema/index';
import type { RiderWalletSummary, RiderWalletUpdateSchema } from '@dwa/domain/payouts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { balanceOf, type Tx } from '../ledger/ledger.service.ts';
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

/** Saves (upserts) the rider's wallet. A new number or network is 'pending' again and loses the
 * provider's code, like the seller's (seller-profile/wallet.service.ts). */
export async function saveRiderWallet(
  deps: { db: Db; clock: Clock },
  riderId: string,
  input: z.output<typeof RiderWalletUpdateSchema>,
): Promise<RiderWalletSummary> {
  const now = deps.clock.now();
  const changed = sql`(${momoWallets.phone} is distinct from excluded.phone
    or ${momoWallets.network} is distinct from excluded.network)`;
  await deps.db
    .insert(momoWallets)
    .values({
      userType: 'rider',
      userId: riderId,
      phone: input.phone,
      network: input.network,
      accountName: input.accountName,
      status: 'pending',
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [momoWallets.userType, momoWallets.userId],
      set: {
        phone: sql`excluded.phone`,
        network: sql`excluded.network`,
        accountName: sql`excluded.account_name`,
        status: sql`case when ${changed} then 'pending' else ${momoWallets.status} end`,
        providerCode: sql`case when ${changed} then null else ${momoWallets.providerCode} end`,
        updatedAt: now,
      },
    });
  return getRiderWalletSummary(deps.db, riderId);
}
