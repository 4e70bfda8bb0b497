// The provider's transfer webhooks (transfer.success | failed | reversed), matched to the payout
// whose transfer they report by the reference Dwa sent (rider_payouts.provider_reference).
import { riderPayouts } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { ProviderEvent } from '../payments/provider.ts';
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
  if (!payout) return 'unknown';
  if (event.type === 'transfer.success') return markPayoutPaid(deps, payout.id);
  const reason = event.reason ?? `Transfer ${event.type.slice('transfer.'.length)}`;
  return event.type === 'transfer.failed'
    ? markPayoutFailed(deps, payout.id, reason)
    : applyTransferReversed(deps, payout.id, reason);
}
