// Buy safely (decision 066): an order's money as ledger movements. A paid order's total sits in
// `escrow`; each ending empties the order's escrow in one movement: the seller's share to
// `seller_payable` (what Dwa owes until the MoMo transfer is sent), a refund back out through
// the provider, and the rest to `platform`. The rider's share is part of that rest: a rider is
// paid when their delivery job completes, from the platform, as every job is (complete-delivery),
// so an order never pays a rider twice and a refunded order still pays the rider who delivered.
// Pure builders; no I/O.
import { assertBalanced, type LedgerEntry, type LedgerTransaction } from './ledger.ts';
import type { OrderShares } from './order-money.ts';

/** A buyer's charge for an order: what left the payer's wallet, what the provider kept, the
 * order's total into escrow. With the provider's fee passed to the payer the gross is the total
 * plus the fee; when Dwa bears the fee, the platform pays it. */
export function orderPaidTransaction(paid: {
  /** The payment's reference: a second charge for the same order is a movement of its own. */
  reference: string;
  grossPesewas: number;
  feePesewas: number;
  totalPesewas: number;
}): LedgerTransaction {
  const { reference, grossPesewas, feePesewas, totalPesewas } = paid;
  const entries: LedgerEntry[] = [
    { account: 'provider', ownerId: null, amount: -grossPesewas },
    { account: 'escrow', ownerId: null, amount: totalPesewas },
  ];
  if (feePesewas > 0) entries.push({ account: 'provider_fees', ownerId: null, amount: feePesewas });
  const platform = grossPesewas - feePesewas - totalPesewas;
  if (platform !== 0) entries.push({ account: 'platform', ownerId: null, amount: platform });
  return assertBalanced({ kind: 'order_paid', reference, entries });
}

export type OrderEnding = 'order_release' | 'order_settle' | 'order_refund';

/** An order's ending (reference: the order's id, so it happens once): escrow gives up the
 * total; the seller, the buyer's refund and the platform take their shares. The rider's share
 * stays with the platform, which pays it when the job completes. */
export function orderEndingTransaction(ending: {
  kind: OrderEnding;
  orderId: string;
  sellerId: string;
  shares: OrderShares;
}): LedgerTransaction {
  const { kind, orderId, sellerId, shares } = ending;
  const entries: LedgerEntry[] = [
    { account: 'escrow', ownerId: null, amount: -shares.totalPesewas },
  ];
  if (shares.sellerPesewas > 0) {
    entries.push({ account: 'seller_payable', ownerId: sellerId, amount: shares.sellerPesewas });
  }
  if (shares.buyerPesewas > 0) {
    entries.push({ account: 'provider', ownerId: null, amount: shares.buyerPesewas });
  }
  const platform = shares.totalPesewas - shares.sellerPesewas - shares.buyerPesewas;
  if (platform !== 0) entries.push({ account: 'platform', ownerId: null, amount: platform });
  return assertBalanced({ kind, reference: orderId, entries });
}

/** Money that came in for an order that could no longer take it (paid after it was cancelled,
 * or a second payment for an order already paid): straight back to the payer. */
export function orderReturnTransaction(returned: {
  reference: string;
  totalPesewas: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'order_refund',
    reference: returned.reference,
    entries: [
      { account: 'escrow', ownerId: null, amount: -returned.totalPesewas },
      { account: 'provider', ownerId: null, amount: returned.totalPesewas },
    ],
  });
}

/** What Dwa owed a seller for an order, sent to their MoMo wallet (reference: the payout's id,
 * which is also the transfer's reference). Written when the transfer succeeded. */
export function sellerPayoutTransaction(payout: {
  reference: string;
  sellerId: string;
  amountPesewas: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'seller_payout',
    reference: payout.reference,
    entries: [
      { account: 'seller_payable', ownerId: payout.sellerId, amount: -payout.amountPesewas },
      { account: 'provider', ownerId: null, amount: payout.amountPesewas },
    ],
  });
}
