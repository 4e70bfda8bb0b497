// A Paystack webhook delivery turned into a ProviderEvent. The signature is checked over the raw
// bytes before anything is parsed; only then is the body trusted enough to read. Paystack
// retries deliveries, so the same event can arrive many times: the caller applies it by
// reference, idempotently.
import type { ZodType } from 'zod';
import {
  ProviderError,
  type ProviderEvent,
  ProviderSignatureError,
  singleHeader,
  type WebhookHeaders,
} from '../provider.ts';
import {
  ChargeFailedEventSchema,
  ChargeSuccessEventSchema,
  RefundEventSchema,
  TransferEventSchema,
  WebhookSchema,
} from './paystack-schemas.ts';
import { isValidPaystackSignature, PAYSTACK_SIGNATURE_HEADER } from './paystack-signature.ts';

export function parsePaystackWebhook(
  secretKey: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
): ProviderEvent {
  const signature = singleHeader(headers, PAYSTACK_SIGNATURE_HEADER);
  if (!isValidPaystackSignature(secretKey, rawBody, signature)) throw new ProviderSignatureError();

  const delivery = readAs(WebhookSchema, parseJson(rawBody));
  const { event, data } = delivery;
  if (event === 'charge.success') {
    const charge = readAs(ChargeSuccessEventSchema, data);
    return {
      type: 'charge.success',
      reference: charge.reference,
      amountPesewas: charge.amount,
      ...(typeof charge.requested_amount === 'number'
        ? { requestedPesewas: charge.requested_amount }
        : {}),
      feePesewas: charge.fees ?? 0,
      currency: charge.currency,
    };
  }
  if (event === 'charge.failed') {
    const charge = readAs(ChargeFailedEventSchema, data);
    const reason = charge.gateway_response ?? charge.message ?? 'Payment failed';
    return { type: 'charge.failed', reference: charge.reference, reason };
  }
  if (
    event === 'transfer.success' ||
    event === 'transfer.failed' ||
    event === 'transfer.reversed'
  ) {
    const transfer = readAs(TransferEventSchema, data);
    // `reason` on a transfer is the narration Dwa sent; the provider's own words, when present,
    // say more about a failure.
    const reason = transfer.gateway_response ?? transfer.reason ?? undefined;
    return { type: event, reference: transfer.reference, ...(reason ? { reason } : {}) };
  }
  if (
    event === 'refund.processed' ||
    event === 'refund.failed' ||
    event === 'refund.needs-attention'
  ) {
    const refund = readAs(RefundEventSchema, data);
    const result = {
      transactionReference: refund.transaction_reference,
      ...(refund.refund_reference ? { refundReference: refund.refund_reference } : {}),
      amountPesewas: refund.amount,
    };
    return event === 'refund.processed'
      ? { type: 'refund.processed', ...result }
      : { type: 'refund.failed', ...result, reason: refund.status ?? event };
  }
  return { type: 'ignored', event };
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new ProviderError('bad_response', 'Paystack webhook body is not JSON');
  }
}

function readAs<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(body)').join(', ');
  throw new ProviderError('bad_response', `Paystack webhook: unexpected fields (${fields})`);
}
