// The payout form's rule: an amount in cedis (the contract's own check), and not more than the
// balance the wallet summary shows. The server decides again under a lock; this only saves the
// rider a refused request.
import { pesewasToCedisString } from '@dwa/domain/money';
import { PayoutRequestSchema } from '@dwa/domain/payouts';

export const payoutFormSchema = (balancePesewas: number) =>
  PayoutRequestSchema.refine((request) => request.amount <= balancePesewas, {
    message: 'payouts.amountAboveBalance',
    path: ['amount'],
  });

/** What "Use all" types into the field: the whole balance in cedis ("125.50"). */
export const wholeBalance = (balancePesewas: number) => pesewasToCedisString(balancePesewas);
