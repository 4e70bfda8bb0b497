// The payout form's rule: an amount in cedis (the contract's own check), and not more than the
// balance the wallet summary shows. The server decides again under a lock; this only saves the
// rider a refused request.
// The form loads this module when the rider first focuses the amount (or asks for a payout):
// with the contract's schemas it brings zod, ~24 KB of script a cold dashboard does not need
// (decision 057, addendum).
import { PayoutRequestSchema } from '@dwa/domain/payouts';

export const payoutFormSchema = (balancePesewas: number) =>
  PayoutRequestSchema.refine((request) => request.amount <= balancePesewas, {
    message: 'payouts.amountAboveBalance',
    path: ['amount'],
  });

/** The amount field's message (a catalog key) for what the rider typed, or null when it may be
 * asked for. */
export function payoutAmountMessage(balancePesewas: number, amount: string): string | null {
  const result = payoutFormSchema(balancePesewas).safeParse({ amount });
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}
