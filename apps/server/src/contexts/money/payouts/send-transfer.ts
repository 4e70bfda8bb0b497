// Asking the provider to transfer an approved payout, after the approval committed (no row lock
// across a network call). The wallet's recipient code is reused from the database; when the
// provider no longer knows it, it is dropped, the recipient is created once more and the transfer
// asked for again with the same reference (the refused one sent nothing). A final answer is
// applied at once through settle-payout.ts; a pending one waits for the webhook or the verify job.
import { momoWallets } from '@dwa/db/schema/index';
import type { MomoNetwork } from '@dwa/domain/enums';
import { eq } from 'drizzle-orm';
import {
  ProviderError,
  RecipientInvalidError,
  type TransferOutcome,
  type TransferRecipient,
} from '../payments/provider.ts';
import { dropRecipientCode, keepRecipientCode, type Wallet } from '../wallets/recipient-codes.ts';
import type { PayoutDeps } from './decide-payout.service.ts';
import { markPayoutFailed, markPayoutPaid } from './settle-payout.ts';

/** What the rider's MoMo statement shows (a brand name, the same in every language). */
export const TRANSFER_REASON = 'Dwa payout';

export interface PayoutToSend {
  id: string;
  amountPesewas: number;
  walletId: string | null;
  riderName: string;
}

export async function sendTransfer(deps: PayoutDeps, payout: PayoutToSend): Promise<void> {
  const [wallet] = payout.walletId
    ? await deps.db.select().from(momoWallets).where(eq(momoWallets.id, payout.walletId))
    : [];
  if (!wallet) {
    await markPayoutFailed(deps, payout.id, 'The MoMo wallet was removed.');
    return;
  }
  let outcome: TransferOutcome;
  try {
    outcome = await transferTo(deps, wallet, payout);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Refused outright (4xx, the key refused included): nothing was sent. Any other failure (no
    // answer, 5xx, an answer we cannot read) may have created the transfer: the payout stays
    // approved and the verify job asks the provider, which knows (decision 039, addendum).
    if (error.kind === 'rejected' || error.kind === 'credentials') {
      await markPayoutFailed(deps, payout.id, error.message);
    } else {
      deps.log?.warn({ payout: payout.id, kind: error.kind }, 'payout transfer unanswered');
    }
    return;
  }
  if (outcome.status === 'success') await markPayoutPaid(deps, payout.id);
  else if (outcome.status === 'failed') await markPayoutFailed(deps, payout.id, outcome.reason);
  else if (outcome.status === 'otp') {
    // Transfers need an OTP on the provider's dashboard: Dwa expects that setting off.
    deps.log?.error(
      { payout: payout.id },
      'payout transfer waits for an OTP: disable transfer OTPs',
    );
  }
}

async function transferTo(
  deps: PayoutDeps,
  wallet: Wallet,
  payout: PayoutToSend,
): Promise<TransferOutcome> {
  const recipient: TransferRecipient = {
    name: wallet.accountName ?? payout.riderName,
    phoneE164: wallet.phone,
    network: wallet.network as MomoNetwork,
  };
  const fresh = async () => {
    const code = await deps.provider.createRecipient(recipient);
    await keepRecipientCode(deps.db, wallet, code);
    return code;
  };
  const send = (recipientCode: string) =>
    deps.provider.transfer({
      reference: payout.id,
      amountPesewas: payout.amountPesewas,
      recipientCode,
      reason: TRANSFER_REASON,
    });
  const kept = wallet.recipientCode;
  if (kept === null) return send(await fresh());
  try {
    return await send(kept);
  } catch (error) {
    if (!(error instanceof RecipientInvalidError)) throw error;
    deps.log?.warn(
      { payout: payout.id },
      'the provider forgot the wallet’s recipient: creating it again',
    );
    await dropRecipientCode(deps.db, wallet.id, kept);
    return send(await fresh());
  }
}
