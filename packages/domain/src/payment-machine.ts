// A payment's lifecycle: pending → success (the provider's success, adding up), held (a success
// that does not add up, for a person to check) or failed (declined, not enough money, refused, or
// no answer in time). A payment given up for lost (failed with `timeout`) still takes a late
// success or hold: money that did arrive is applied. The one home of these rules (decision 053):
// the server applies a result with `UPDATE … WHERE` the guard below, so a repeat or a race
// applies it once.
import type { PaymentStatus } from './enums.ts';
import type { PaymentFailure } from './payments.ts';

export type PaymentEvent = 'succeed' | 'hold' | 'fail';

/** A row's state as far as the machine is concerned. */
export interface PaymentState {
  status: PaymentStatus;
  failureReason?: PaymentFailure | string | null;
}

/** The status of a payment still waiting for the payer or the provider: the only one that fails,
 * whose provider status (the prompt, the voucher) may still move, and that the settle job asks
 * the provider about once it expired. */
export const WAITING_PAYMENT_STATUS: PaymentStatus = 'pending';

/** The states an event applies to, as (status, failure reason) pairs; a null reason means any. */
const OPEN: readonly { status: PaymentStatus; failureReason: PaymentFailure | null }[] = [
  { status: WAITING_PAYMENT_STATUS, failureReason: null },
  { status: 'failed', failureReason: 'timeout' },
];
const RULES: Record<PaymentEvent, { from: typeof OPEN; to: PaymentStatus }> = {
  succeed: { from: OPEN, to: 'success' },
  hold: { from: OPEN, to: 'held' },
  fail: { from: [{ status: WAITING_PAYMENT_STATUS, failureReason: null }], to: 'failed' },
};

/** The states from which an event moves a payment: the conditional UPDATE's guard. */
export const paymentFrom = (event: PaymentEvent) => RULES[event].from;

/** The status an event moves a payment to. */
export const paymentTo = (event: PaymentEvent): PaymentStatus => RULES[event].to;

export function canPayment(state: PaymentState, event: PaymentEvent): boolean {
  return RULES[event].from.some(
    (f) =>
      f.status === state.status &&
      (f.failureReason === null || f.failureReason === state.failureReason),
  );
}

/** Still waiting for the payer or the provider: only then may its provider status move. */
export const isPaymentWaiting = (status: PaymentStatus) => status === WAITING_PAYMENT_STATUS;
