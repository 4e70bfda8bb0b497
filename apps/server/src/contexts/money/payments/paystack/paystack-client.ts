// The Paystack implementation of PaymentProvider: mobile money charges in GHS (Paystack's
// subunit for GHS is the pesewa, so amounts pass through as integers), payouts to MoMo wallets
// through transfer recipients, refunds of charges, and signed webhooks. What a call answers is a hint for the UI;
// the money is settled only by a verified webhook or a verify call (integrations.md).
import { type Clock, systemClock } from '../../../../lib/clock.ts';
import type {
  ChargeOutcome,
  ChargeRequest,
  PaymentProvider,
  RefundOutcome,
  RefundRequest,
  TransferOutcome,
  TransferRecipient,
  TransferRequest,
  VerifiedCharge,
} from '../provider.ts';
import { ProviderError, RecipientInvalidError } from '../provider.ts';
import {
  createPaystackHttp,
  type PaystackHttpOptions,
  PaystackRejection,
} from './paystack-http.ts';
import { createNetworkCodes } from './paystack-networks.ts';
import {
  type ChargeData,
  ChargeDataSchema,
  RecipientDataSchema,
  RefundDataSchema,
  type TransferData,
  TransferDataSchema,
  VerifyDataSchema,
} from './paystack-schemas.ts';
import { parsePaystackWebhook } from './paystack-webhook.ts';

export interface PaystackProviderOptions {
  secretKey: string;
  /** Without a trailing slash; a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
  /** Told of every 401 (the key refused) and of every answer that took the key:
   * credentials-rejected.ts. */
  credentials?: Pick<PaystackHttpOptions, 'onCredentialsRejected' | 'onCredentialsAccepted'>;
}

export function createPaystackProvider(options: PaystackProviderOptions): PaymentProvider {
  if (options.secretKey.trim() === '') throw new Error('A Paystack secret key is required.');
  const request = createPaystackHttp({
    secretKey: options.secretKey,
    baseUrl: options.baseUrl ?? 'https://api.paystack.co',
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch ?? globalThis.fetch,
    ...options.credentials,
  });
  const codeFor = createNetworkCodes(request, options.clock ?? systemClock);

  return {
    name: 'paystack',

    async charge(charge: ChargeRequest): Promise<ChargeOutcome> {
      assertPesewas(charge.amountPesewas);
      const body = {
        email: charge.email,
        amount: charge.amountPesewas,
        currency: 'GHS',
        reference: charge.reference,
        mobile_money: {
          phone: toLocalPhone(charge.phoneE164),
          provider: chargeProviderCode(await codeFor(charge.network)),
        },
      };
      return declinedAsOutcome(async () =>
        toChargeOutcome(await request('POST', '/charge', ChargeDataSchema, body)),
      );
    },

    async submitOtp(reference, otp) {
      return declinedAsOutcome(async () =>
        toChargeOutcome(
          await request('POST', '/charge/submit_otp', ChargeDataSchema, { otp, reference }),
        ),
      );
    },

    async verify(reference): Promise<VerifiedCharge> {
      const path = `/transaction/verify/${encodeURIComponent(reference)}`;
      const data = await request('GET', path, VerifyDataSchema);
      // A verify answer about another transaction must never settle this one.
      if (data.reference !== reference) {
        throw new ProviderError('bad_response', `Paystack verify answered for another reference`);
      }
      const status = toVerifiedStatus(data.status);
      return {
        reference,
        status,
        amountPesewas: data.amount,
        ...(typeof data.requested_amount === 'number'
          ? { requestedPesewas: data.requested_amount }
          : {}),
        feePesewas: data.fees ?? 0,
        currency: data.currency,
        ...(data.paid_at ? { paidAt: data.paid_at } : {}),
        // Why it did not go through; a pending charge has no reason yet.
        ...((status === 'failed' || status === 'abandoned') && data.gateway_response
          ? { reason: data.gateway_response }
          : {}),
      };
    },

    // The recipient code is kept by the caller with the wallet (contexts/money/wallets), in the
    // database: any instance reuses it, and drops it when Paystack no longer knows it.
    async createRecipient(wallet: TransferRecipient): Promise<string> {
      const created = await request('POST', '/transferrecipient', RecipientDataSchema, {
        type: 'mobile_money',
        name: wallet.name,
        account_number: toLocalPhone(wallet.phoneE164),
        bank_code: await codeFor(wallet.network),
        currency: 'GHS',
      });
      return created.recipient_code;
    },

    async transfer(transfer: TransferRequest): Promise<TransferOutcome> {
      assertPesewas(transfer.amountPesewas);
      try {
        const data = await request('POST', '/transfer', TransferDataSchema, {
          source: 'balance',
          amount: transfer.amountPesewas,
          recipient: transfer.recipientCode,
          reference: transfer.reference,
          reason: transfer.reason,
        });
        return toTransferOutcome(data);
      } catch (error) {
        if (isInvalidRecipient(error)) {
          throw new RecipientInvalidError(error.message, error.httpStatus);
        }
        throw error;
      }
    },

    async verifyTransfer(reference) {
      const path = `/transfer/verify/${encodeURIComponent(reference)}`;
      return toTransferOutcome(await request('GET', path, TransferDataSchema));
    },

    // `transaction` takes the charge's reference; `amount` in pesewas (absent would mean all).
    async refund(refund: RefundRequest): Promise<RefundOutcome> {
      assertPesewas(refund.amountPesewas);
      const data = await request('POST', '/refund', RefundDataSchema, {
        transaction: refund.transactionReference,
        amount: refund.amountPesewas,
      });
      const providerReference =
        data.id === null || data.id === undefined ? undefined : String(data.id);
      if (data.status === 'processed' && providerReference) {
        return { status: 'processed', providerReference };
      }
      return { status: 'pending', ...(providerReference ? { providerReference } : {}) };
    },

    parseWebhook(rawBody, headers) {
      return parsePaystackWebhook(options.secretKey, rawBody, headers);
    },
  };
}

/** Paystack's Ghana MoMo numbers are in the local form, 0XXXXXXXXX (its docs: "0551234987"). */
export function toLocalPhone(phoneE164: string): string {
  if (!/^\+233\d{9}$/.test(phoneE164)) throw new RangeError('Not a Ghana E.164 phone number.');
  return `0${phoneE164.slice(4)}`;
}

/** The bank list names networks in capitals (MTN, VOD, ATL), the charge API's `provider` in
 * lower case (mtn, vod, atl): the same code, written as each endpoint documents it. */
export function chargeProviderCode(bankCode: string): string {
  return bankCode.toLowerCase();
}

function assertPesewas(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError('An amount is a positive whole number of pesewas.');
  }
}

/** `POST /transfer` naming a recipient Paystack does not have: 400 `{ message: "Recipient
 * specified is invalid", code: "invalid_transfer_recipient" }` (PaystackOSS/doc-code-snippets,
 * src/api/transfers/initiate/response.json). The code decides; an answer in the older format
 * without one is read by its message. */
function isInvalidRecipient(error: unknown): error is PaystackRejection {
  if (!(error instanceof PaystackRejection)) return false;
  if (error.code !== undefined) return error.code === 'invalid_transfer_recipient';
  return /recipient.*(invalid|not found)/i.test(error.providerMessage ?? '');
}

/** A declined charge may come back as a 4xx whose `data.status` is 'failed': that is an answer
 * about the payment (insufficient funds, wrong voucher), not a broken request. */
async function declinedAsOutcome(call: () => Promise<ChargeOutcome>): Promise<ChargeOutcome> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaystackRejection) {
      const data = ChargeDataSchema.safeParse(error.data);
      if (data.success && data.data.status === 'failed') return toChargeOutcome(data.data);
    }
    throw error;
  }
}

function toChargeOutcome(data: ChargeData): ChargeOutcome {
  const displayText = data.display_text ? { displayText: data.display_text } : {};
  switch (data.status) {
    case 'pay_offline':
      return { status: 'pay_offline', ...displayText };
    case 'send_otp':
      return { status: 'send_otp', ...displayText };
    case 'success':
      return { status: 'success', gatewayFeePesewas: data.fees ?? 0 };
    case 'failed':
      return {
        status: 'failed',
        reason: data.message ?? data.gateway_response ?? 'Payment failed',
      };
    default:
      // 'pending', 'ongoing' and any step Dwa does not drive: wait for the webhook or verify.
      return { status: 'pending' };
  }
}

function toVerifiedStatus(status: string): VerifiedCharge['status'] {
  if (status === 'success' || status === 'abandoned') return status;
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'pending'; // ongoing, pending, processing, queued
}

const FAILED_TRANSFER = new Set(['failed', 'reversed', 'abandoned', 'rejected', 'blocked']);

function toTransferOutcome(data: TransferData): TransferOutcome {
  if (data.status === 'success' || data.status === 'otp') return { status: data.status };
  if (FAILED_TRANSFER.has(data.status)) {
    return { status: 'failed', reason: data.gateway_response ?? `Transfer ${data.status}` };
  }
  return { status: 'pending' }; // pending, received, queued, processing
}
