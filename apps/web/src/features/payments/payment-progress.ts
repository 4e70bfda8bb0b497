// Following a payment after Pay: ask the server every 2 s while it is pending and the payer can
// still answer; stop once it succeeded or failed, and shortly after it expired (the server then
// settles it as a timeout, which one last answer shows). Pure, so the rules are tested without
// timers.
import { isPaymentWaiting } from '@dwa/domain/payment-machine';
import type { PaymentView } from '@dwa/domain/payments';

export const POLL_MS = 2_000;
/** After expiresAt, keep asking this long for the server's own verdict (its timeout job). */
export const AFTER_EXPIRY_MS = 30_000;

/** `held`: the provider reported it in a way a person must check (the server decided). */
export type PaymentStage = 'approve' | 'voucher' | 'success' | 'failed' | 'expired' | 'held';

export function paymentStage(payment: PaymentView, now: number): PaymentStage {
  if (payment.status === 'success') return 'success';
  if (payment.status === 'failed') return 'failed';
  if (payment.status === 'held') return 'held';
  if (now > Date.parse(payment.expiresAt)) return 'expired';
  return payment.next === 'enter_voucher' ? 'voucher' : 'approve';
}

/** The next poll's delay, or false to stop polling. */
export function nextPoll(payment: PaymentView | undefined, now: number): number | false {
  if (!payment) return POLL_MS;
  if (!isPaymentWaiting(payment.status)) return false;
  return now > Date.parse(payment.expiresAt) + AFTER_EXPIRY_MS ? false : POLL_MS;
}

/** The catalog key of the failure's reason; an expired payment the server has not settled yet
 * reads as a timeout (nobody answered in time). */
export function failureKey(payment: PaymentView, now: number): string {
  if (payment.status === 'failed' && payment.failure) return `payments.failure.${payment.failure}`;
  if (isPaymentWaiting(payment.status) && now > Date.parse(payment.expiresAt)) {
    return 'payments.failure.timeout';
  }
  return 'payments.failure.provider';
}

/** The toast of a successful payment: the spec's texts for verification and Pro, the credits
 * count for a pack. */
export function successToast(
  payment: PaymentView,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (payment.purpose === 'verification') return t('payments.toasts.verification');
  if (payment.purpose === 'pro') return t('payments.toasts.pro');
  const count = payment.credits ?? 0;
  return count === 1
    ? t('payments.toasts.creditsOne')
    : t('payments.toasts.creditsMany', { count });
}
