// A payout row (with its wallet and rider) as the API shows it. One select for the rider's list,
// the admin's list and the answer of each action, so all three say the same thing.
import type { Db } from '@dwa/db/client';
import { momoWallets, riderPayouts, riders } from '@dwa/db/schema/index';
import type { MomoNetwork, PayoutStatus } from '@dwa/domain/enums';
import type { AdminPayoutView, PayoutView, PayoutWallet } from '@dwa/domain/payouts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../ledger/ledger.service.ts';

/** Payouts joined with where they go and whose they are; callers add WHERE, ORDER BY, LIMIT. */
export const selectPayouts = (db: Db | Tx) =>
  db
    .select({ payout: riderPayouts, wallet: momoWallets, rider: riders })
    .from(riderPayouts)
    .innerJoin(riders, eq(riders.id, riderPayouts.riderId))
    .leftJoin(momoWallets, eq(momoWallets.id, riderPayouts.walletId));

type Row = {
  payout: typeof riderPayouts.$inferSelect;
  wallet: typeof momoWallets.$inferSelect | null;
  rider: typeof riders.$inferSelect;
};

export const walletView = (wallet: typeof momoWallets.$inferSelect): PayoutWallet => ({
  phone: wallet.phone,
  network: wallet.network as MomoNetwork,
  accountName: wallet.accountName,
});

export function payoutView({ payout, wallet }: Row): PayoutView {
  return {
    id: payout.id,
    amountPesewas: payout.amountPesewas,
    method: 'momo',
    status: payout.status as PayoutStatus,
    wallet: wallet ? walletView(wallet) : null,
    requestedAt: payout.requestedAt.toISOString(),
    decidedAt: payout.decidedAt?.toISOString() ?? null,
    failureReason: payout.failureReason,
  };
}

export function adminPayoutView(row: Row): AdminPayoutView {
  const { rider } = row;
  return {
    ...payoutView(row),
    rider: { id: rider.id, name: rider.name, whatsappNumber: rider.whatsappNumber },
  };
}
