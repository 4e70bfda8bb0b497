// What a successful charge the provider reports does to a payment: applied with the money as it
// moved, or held for a person to look at. Pure; the server applies the answer with a conditional
// UPDATE (apps/server/src/contexts/money/payments/apply-payment.ts).
//
// Paystack reports `amount` (what the payer's wallet was debited), `fees` (what Paystack kept)
// and `requested_amount` (what the merchant asked for). When the account passes its fees to the
// customer, `amount = requested_amount + fees`: Paystack's documented verify answer reads
// amount 40333, requested_amount 30050, fees 10283 (PaystackOSS/doc-code-snippets,
// src/api/transactions/verify/response.json). So the price is compared with what was requested,
// and the ledger books what moved: gross `amount` out of the provider, `fees` to its fees, the
// rest to Dwa.
import type { PaymentHoldReason } from './payments.ts';

export interface ReportedCharge {
  /** What the payer paid, in pesewas. */
  amountPesewas: number;
  /** What Dwa asked for; absent from older events (then it is the amount). */
  requestedPesewas?: number | null | undefined;
  feePesewas: number;
  currency: string;
}

export type ChargeSettlement =
  | { ok: true; grossPesewas: number; feePesewas: number; netPesewas: number }
  | { ok: false; reason: PaymentHoldReason };

export function settleCharge(pricePesewas: number, charge: ReportedCharge): ChargeSettlement {
  if (charge.currency !== 'GHS') return { ok: false, reason: 'currency_mismatch' };
  const requested = charge.requestedPesewas ?? charge.amountPesewas;
  // Less paid than asked, or asked for another price: not this purchase as Dwa priced it.
  if (requested !== pricePesewas || charge.amountPesewas < requested) {
    return { ok: false, reason: 'amount_mismatch' };
  }
  // Documented, too: a GHS 1.00 MoMo charge.success with fees 153 (doc-code-snippets,
  // src/doc/payments/payment-methods/mobile-event/index.json). Nothing would reach Dwa.
  if (charge.feePesewas < 0 || charge.feePesewas >= charge.amountPesewas) {
    return { ok: false, reason: 'fees_exceed_amount' };
  }
  return {
    ok: true,
    grossPesewas: charge.amountPesewas,
    feePesewas: charge.feePesewas,
    netPesewas: charge.amountPesewas - charge.feePesewas,
  };
}
