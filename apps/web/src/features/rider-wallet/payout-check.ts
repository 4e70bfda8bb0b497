// What the payout form loads on first use (payout-form.tsx): the amount's rule, and how a field
// message reads. Neither is needed before the rider types an amount, and both would otherwise be
// requests of the cold dashboard (the rule brings zod; the message text is a chunk public pages
// share).
export { errorText } from '../../lib/form-errors.ts';
export { payoutAmountMessage } from './payout-amount.ts';
