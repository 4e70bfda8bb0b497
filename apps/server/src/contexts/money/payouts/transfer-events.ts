// The provider's transfer webhooks (transfer.success | failed | reversed), matched to the payout
// whose transfer they report by the reference Dwa sent (rider_payouts.provider_reference).
import { riderPayouts, sellerPayouts } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { ProviderEvent } from '../payments/provider.ts';
import { markSellerPayoutFailed, markSellerPayoutPaid } from './seller-payouts.ts';
import {
  applyTransferReversed,
  markPayoutFailed,
  markPayoutPaid,
  type PayoutSettleResult,
  type SettleDeps,
} from './settle-payout.ts';

type TransferEvent = Extract<ProviderEvent, { type: `transfer.${string}` }>;

export async function applyTransferEvent(
  deps: SettleDeps,
  event: TransferEvent,
): Promise<PayoutSettleResult> {
  const [payout] = await deps.db
    .select({ id: riderPayouts.id })
    .from(riderPayouts)
    .where(eq(riderPayouts.providerReference, event.reference));
  if (!payout) return applySellerTransferEvent(deps, event);
  if (event.type === 'transfer.success') return markPayoutPaid(deps, payout.id);
  const reason = event.reason ?? `Transfer ${event.type.slice('transfer.'.length)}`;
  return event.type === 'transfer.failed'
    ? markPayoutFailed(deps, payout.id, reason)
    : applyTransferReversed(deps, payout.id, reason);
}

/** A seller's payout for an order (seller-payouts.ts): the reference is the payout's id. A
 * reversal after success is not expected for MoMo (decision 039) and is left for a person. */
async function applySellerTransferEvent(
  deps: SettleDeps,
  event: TransferEvent,
): Promise<PayoutSettleResult> {
  const uuid = /^[0-9a-f-]{36}$/i.test(event.reference);
  const [payout] = uuid
    ? await deps.db
        .select({ id: sellerPayouts.id, status: sellerPayouts.status })
        .from(sellerPayouts)
        .where(eq(sellerPayouts.id, event.reference))
    : [];
  if (!payout) return 'unknown';
  if (event.type === 'transfer.success') return markSellerPayoutPaid(deps, payout.id);
  if (event.type === 'transfer.failed') {
    return markSellerPayoutFailed(deps, payout.id, event.reason ?? 'Transfer failed');
  }
  return payout.status === 'paid' ? 'late' : 'already';
}
