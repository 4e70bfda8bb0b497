// A payment row as the seller and the web follow it (PaymentView in packages/domain).
import type { payments } from '@dwa/db/schema/index';
import type { PaymentStatus } from '@dwa/domain/enums';
import { isPaymentWaiting } from '@dwa/domain/payment-machine';
import { PAYMENT_FAILURES, type PaymentFailure, type PaymentView } from '@dwa/domain/payments';

type PaymentRow = typeof payments.$inferSelect;

const failureOf = (reason: string | null): PaymentFailure | null => {
  if (reason === null) return null;
  return (PAYMENT_FAILURES as readonly string[]).includes(reason)
    ? (reason as PaymentFailure)
    : 'provider';
};

export function paymentView(
  row: PaymentRow,
  simulator: boolean,
  receiptNumber: string | null = null,
): PaymentView {
  const pending = isPaymentWaiting(row.status as PaymentStatus);
  const credits = row.metadata.credits;
  return {
    reference: row.reference,
    purpose: row.purpose as PaymentView['purpose'],
    credits: typeof credits === 'number' ? credits : null,
    amountPesewas: row.amountPesewas,
    status: row.status as PaymentView['status'],
    next: !pending
      ? null
      : row.providerStatus === 'send_otp'
        ? 'enter_voucher'
        : 'approve_on_phone',
    failure: row.status === 'failed' ? failureOf(row.failureReason) : null,
    promptPath: simulator && pending ? `/pay/${row.reference}` : null,
    // The provider's words are about the prompt: nothing to do once it is answered.
    displayText: pending ? row.displayText : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    receiptNumber,
  };
}
