// The one door money goes through. Two implementations sit behind it: the local simulator (the
// default, a real flow a person can drive from the UI) and Paystack. Services speak only this
// interface, in integer pesewas and E.164 phones; each implementation translates to its
// provider's wire format. A charge or transfer outcome returned here is never final proof of
// payment: only a verified webhook or `verify`/`verifyTransfer` settles it.
import type { MomoNetwork } from '@dwa/domain/enums';

export type { MomoNetwork };

export interface ChargeRequest {
  /** Dwa's idempotency key for this charge; the provider refuses a second charge with it. */
  reference: string;
  amountPesewas: number;
  phoneE164: string;
  network: MomoNetwork;
  /** Paystack requires an email per charge; a placeholder derived from the user is fine. */
  email: string;
}

export type ChargeOutcome =
  /** The customer approves the prompt on the phone; the result comes by webhook or verify. */
  | { status: 'pay_offline'; displayText?: string }
  /** Telecel voucher flow: ask the payer for the voucher code, then `submitOtp`. */
  | { status: 'send_otp'; displayText?: string }
  | { status: 'pending' }
  | { status: 'success'; gatewayFeePesewas: number }
  | { status: 'failed'; reason: string };

export interface VerifiedCharge {
  reference: string;
  status: 'success' | 'failed' | 'pending' | 'abandoned';
  /** What the payer paid: the price, plus the fee when the payer bears it. */
  amountPesewas: number;
  /** What Dwa asked for (Paystack's `requested_amount`); absent, it is the amount. */
  requestedPesewas?: number;
  feePesewas: number;
  currency: string;
  paidAt?: string;
  reason?: string;
}

/** A MoMo wallet money is sent to. */
export interface TransferRecipient {
  name: string;
  phoneE164: string;
  network: MomoNetwork;
}

export interface TransferRequest {
  reference: string;
  amountPesewas: number;
  /** What `createRecipient` answered for the wallet (the caller keeps it: wallets/). */
  recipientCode: string;
  reason: string;
}

/** `otp`: the account requires transfer OTPs (a dashboard setting); Dwa expects it disabled. */
export type TransferOutcome =
  | { status: 'pending' | 'success' | 'otp' }
  | { status: 'failed'; reason: string };

/** Money back to the wallet a charge came from (Buy safely's refunds, decision 066). */
export interface RefundRequest {
  /** The charge's reference (Paystack's `transaction`). */
  transactionReference: string;
  /** Never above what the charge brought in. */
  amountPesewas: number;
}

/** Paystack answers a refund "queued for processing" (`pending`); the result comes by webhook. */
export type RefundOutcome =
  | { status: 'pending'; providerReference?: string }
  | { status: 'processed'; providerReference: string };

export interface RefundResult {
  /** The refunded charge's reference. */
  transactionReference: string;
  refundReference?: string;
  amountPesewas: number;
  reason?: string;
}

export type ProviderEvent =
  | {
      type: 'charge.success';
      reference: string;
      amountPesewas: number;
      requestedPesewas?: number;
      feePesewas: number;
      currency: string;
    }
  | { type: 'charge.failed'; reference: string; reason: string }
  | {
      type: 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
      reference: string;
      reason?: string;
    }
  /** A refund's result: done, or failed (Paystack's `refund.failed` and `refund.needs-attention`:
   * a person must act); `refund.pending` and `refund.processing` change nothing and are ignored. */
  | ({ type: 'refund.processed' } & RefundResult)
  | ({ type: 'refund.failed' } & RefundResult)
  /** A well-signed event Dwa does not act on; answer 200 so the provider stops retrying. */
  | { type: 'ignored'; event: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: 'simulator' | 'paystack';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  submitOtp(reference: string, otp: string): Promise<ChargeOutcome>;
  verify(reference: string): Promise<VerifiedCharge>;
  /** The provider's code for a wallet to send to; asking again for the same wallet is safe. */
  createRecipient(recipient: TransferRecipient): Promise<string>;
  /** Throws RecipientInvalidError when the provider no longer knows `recipientCode`. */
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  verifyTransfer(reference: string): Promise<TransferOutcome>;
  /** Throws ProviderError `rejected` when the provider refuses (already refunded, too much). */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Checks the signature over the exact raw bytes, then parses; throws ProviderSignatureError
   * on a bad or missing signature. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): ProviderEvent;
}

/**
 * - `timeout`: no answer in time. The request may still have been applied (a charge created), so
 *   a caller retries with the SAME reference or verifies it first, never with a new one.
 * - `unavailable`: could not connect, 5xx or 429.
 * - `rejected`: the provider refused the request (4xx); `message` is the provider's reason.
 * - `bad_response`: an answer that is not what the provider documents (not JSON, fields missing).
 * - `credentials`: the provider refused Dwa's key (401): nothing works until an operator saves a
 *   valid one, and the request said nothing about the payment or transfer it was about.
 */
export type ProviderErrorKind =
  | 'timeout'
  | 'unavailable'
  | 'rejected'
  | 'bad_response'
  | 'credentials';

export class ProviderError extends Error {
  /** Worth trying again later with the same reference. */
  readonly retryable: boolean;

  readonly kind: ProviderErrorKind;
  readonly httpStatus?: number;

  constructor(kind: ProviderErrorKind, message: string, httpStatus?: number) {
    super(message);
    this.kind = kind;
    this.httpStatus = httpStatus;
    this.name = 'ProviderError';
    this.retryable = kind === 'timeout' || kind === 'unavailable';
  }
}

/** A transfer naming a recipient code the provider does not have (any more): the caller drops
 * its copy, creates the recipient again and retries once. Nothing was sent. */
export class RecipientInvalidError extends ProviderError {
  constructor(message: string, httpStatus?: number) {
    super('rejected', message, httpStatus);
    this.name = 'RecipientInvalidError';
  }
}

/** A webhook whose signature is missing or wrong: answer 401 and do nothing else. */
export class ProviderSignatureError extends Error {
  constructor(message = 'Webhook signature missing or invalid.') {
    super(message);
    this.name = 'ProviderSignatureError';
  }
}

/** A header as one string; a repeated header (an array) counts as absent, never as "any of". */
export function singleHeader(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}
