// The simulator: Dwa's default payment provider, a real local payment flow a person can drive
// (architecture invariant 6). It answers a charge as a MoMo provider does (`pay_offline`, or
// `send_otp` for Telecel's voucher), the payer answers on `/pay/:reference` (the stand-in for the
// prompt on their phone), and the answer reaches Dwa as a webhook signed exactly like Paystack's,
// through the same route and code as a real one. It keeps no state of its own: the payment row is
// the only record, so any instance can answer for any payment. Verify says `abandoned` once the
// payer let the prompt time out.
import { createHmac } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { payments } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../../lib/clock.ts';
import { parsePaystackWebhook } from '../paystack/paystack-webhook.ts';
import type { ChargeOutcome, PaymentProvider, VerifiedCharge } from '../provider.ts';
import { ProviderError } from '../provider.ts';

/** What the simulated network keeps: about what Paystack takes for MoMo in Ghana (1.95 %). */
export const simulatedFee = (amountPesewas: number) => Math.round(amountPesewas * 0.0195);

export interface SimulatorOptions {
  db: Db;
  clock: Clock;
  /** Signs the simulated webhooks (derived from the session secret, never sent anywhere). */
  secret: string;
}

export function simulatorSecret(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('dwa payment simulator').digest('hex');
}

/** The voucher a Telecel payer would get by dialling, for this payment (six digits). */
export function simulatedVoucher(secret: string, reference: string): string {
  const n = createHmac('sha256', secret).update(`voucher:${reference}`).digest().readUInt32BE(0);
  return String(n % 1_000_000).padStart(6, '0');
}

export function createSimulatorProvider(options: SimulatorOptions): PaymentProvider & {
  voucherFor(reference: string): string;
} {
  const { db, clock, secret } = options;
  const find = async (reference: string) => {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    return row;
  };
  return {
    name: 'simulator',
    voucherFor: (reference) => simulatedVoucher(secret, reference),

    async charge(request): Promise<ChargeOutcome> {
      if (request.network === 'vodafone') {
        return { status: 'send_otp', displayText: 'Enter the voucher from *110#' };
      }
      return { status: 'pay_offline', displayText: 'Approve the prompt on your phone' };
    },

    async submitOtp(reference, otp): Promise<ChargeOutcome> {
      if (otp.trim() !== simulatedVoucher(secret, reference)) {
        throw new ProviderError('rejected', 'Invalid voucher');
      }
      return { status: 'pay_offline', displayText: 'Approve the prompt on your phone' };
    },

    async verify(reference): Promise<VerifiedCharge> {
      const row = await find(reference);
      if (!row) throw new ProviderError('rejected', 'Transaction reference not found');
      const base = { reference, amountPesewas: row.amountPesewas, currency: 'GHS' };
      if (row.status === 'success') {
        return { ...base, status: 'success', feePesewas: row.feePesewas ?? 0 };
      }
      if (row.status === 'failed') {
        return { ...base, status: 'failed', feePesewas: 0, reason: row.failureReason ?? '' };
      }
      const unanswered = clock.now() >= row.expiresAt;
      return { ...base, status: unanswered ? 'abandoned' : 'pending', feePesewas: 0 };
    },

    // Payouts (the deliveries issue) go out at once: there is no wallet to wait on. A recipient
    // is named by its wallet, so the same wallet always gets the same code.
    async createRecipient(wallet) {
      return `SIM_${wallet.network}_${wallet.phoneE164.slice(1)}`;
    },
    async transfer() {
      return { status: 'success' };
    },
    async verifyTransfer() {
      return { status: 'success' };
    },
    // A refund goes back at once, as Paystack's does once processed; never more than was paid.
    async refund(request) {
      const row = await find(request.transactionReference);
      if (row?.status !== 'success') {
        throw new ProviderError('rejected', 'Transaction not refundable');
      }
      if (request.amountPesewas > (row.paidPesewas ?? row.amountPesewas)) {
        throw new ProviderError('rejected', 'Refund amount cannot be more than the transaction');
      }
      return { status: 'processed', providerReference: `SIMRF_${row.reference}` };
    },

    parseWebhook: (rawBody, headers) => parsePaystackWebhook(secret, rawBody, headers),
  };
}
