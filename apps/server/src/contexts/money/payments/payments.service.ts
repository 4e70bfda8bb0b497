// A seller's purchases (verification, Pro, boost credits): starting a charge, the voucher step,
// and reading payments back. The charge's result is applied elsewhere (apply-payment.ts), by
// whichever arrives first of the webhook and the settle job.
import { randomBytes } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { payments, receipts } from '@dwa/db/schema/index';
import type { MomoNetwork, PaymentStatus } from '@dwa/domain/enums';
import { isPaymentWaiting, WAITING_PAYMENT_STATUS } from '@dwa/domain/payment-machine';
import type { PaymentView, PurchaseRequestSchema } from '@dwa/domain/payments';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { applyChargeFailure, applyChargeSuccess, failureFromReason } from './apply-payment.ts';
import type { OrderPayments } from './order-payments.ts';
import { paymentView } from './payment-view.ts';
import { getPrices } from './prices.service.ts';
import { type ChargeOutcome, type PaymentProvider, ProviderError } from './provider.ts';
import { vendorText } from './vendor-text.ts';

/** The payer has this long to answer the prompt; then the settle job asks the provider. */
export const PROMPT_TIMEOUT_MS = 3 * 60 * 1000;

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  orderPayments?: OrderPayments;
}

type Purchase = z.output<typeof PurchaseRequestSchema>;

const newReference = () => `dwa_${randomBytes(12).toString('hex')}`;
/** The payment as the seller follows it, with its receipt once the money arrived. */
async function view(deps: PaymentDeps, row: typeof payments.$inferSelect) {
  const [receipt] =
    row.status === 'success'
      ? await deps.db
          .select({ number: receipts.number })
          .from(receipts)
          .where(eq(receipts.paymentId, row.id))
      : [];
  return paymentView(row, deps.provider.name === 'simulator', receipt?.number ?? null);
}

async function ownPayment(deps: PaymentDeps, sellerId: string, reference: string) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reference, reference),
        eq(payments.sellerId, sellerId),
        // The buyers' payments to the shop are theirs, not the seller's to follow or answer.
        ne(payments.purpose, 'order'),
      ),
    );
  if (!row) throw notFound('errors.notFound.payment');
  return row;
}

/** What the purchase costs now, from the settings' prices (never from the client). */
async function priced(db: Db, input: Purchase) {
  const prices = await getPrices(db);
  if (input.item === 'verification') {
    return { purpose: 'verification' as const, amount: prices.verificationPesewas, credits: null };
  }
  if (input.item === 'pro') {
    return { purpose: 'pro' as const, amount: prices.proMonthlyPesewas, credits: null };
  }
  const pack = prices.creditPacks.find((p) => p.credits === input.credits);
  if (!pack) {
    throw new HttpError(400, 'validation_failed', undefined, { credits: 'payments.packRequired' });
  }
  return { purpose: 'boost' as const, amount: pack.pesewas, credits: pack.credits };
}

export async function startPayment(
  deps: PaymentDeps,
  sellerId: string,
  input: Purchase,
): Promise<PaymentView> {
  const { purpose, amount, credits } = await priced(deps.db, input);
  const row = await startCharge(
    deps,
    {
      sellerId,
      purpose,
      amountPesewas: amount,
      phone: input.phone,
      network: input.network,
      metadata: credits === null ? {} : { credits },
    },
    `seller-${sellerId}@sellers.dwa.invalid`,
  );
  return view(deps, row);
}

/** A buyer's charge for a Buy safely order (the orders context decided the amount): the same
 * prompt, webhook and settle job as every payment; one waiting per order (a unique index). */
export async function startOrderPayment(
  deps: PaymentDeps,
  order: { id: string; sellerId: string; totalPesewas: number },
  payer: { phone: string; network: MomoNetwork },
): Promise<typeof payments.$inferSelect> {
  return startCharge(
    deps,
    {
      sellerId: order.sellerId,
      purpose: 'order',
      orderId: order.id,
      amountPesewas: order.totalPesewas,
      phone: payer.phone,
      network: payer.network,
      metadata: {},
    },
    `order-${order.id}@buyers.dwa.invalid`,
  );
}

type ChargeValues = Pick<
  typeof payments.$inferInsert,
  'sellerId' | 'purpose' | 'orderId' | 'amountPesewas' | 'phone' | 'metadata'
> & { phone: string; network: MomoNetwork };

async function startCharge(deps: PaymentDeps, values: ChargeValues, email: string) {
  const { db, clock, provider } = deps;
  const now = clock.now();
  let row: typeof payments.$inferSelect;
  try {
    // One pending payment per seller and purpose, or per order (unique partial indexes): a
    // second tap, or a second tab, is refused instead of asking the wallet twice.
    [row] = (await db
      .insert(payments)
      .values({
        ...values,
        provider: provider.name,
        reference: newReference(),
        expiresAt: new Date(now.getTime() + PROMPT_TIMEOUT_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [typeof payments.$inferSelect];
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'conflict', 'errors.payments.alreadyPending');
    }
    throw error;
  }
  const outcome = await askProvider(deps, row.reference, () =>
    provider.charge({
      reference: row.reference,
      amountPesewas: values.amountPesewas,
      phoneE164: values.phone,
      network: values.network,
      email,
    }),
  );
  return recordOutcome(deps, row.reference, outcome);
}

/** Telecel: the voucher the payer generated, sent on to the provider. */
export async function submitVoucher(
  deps: PaymentDeps,
  sellerId: string,
  reference: string,
  voucher: string,
): Promise<PaymentView> {
  const row = await ownPayment(deps, sellerId, reference);
  return view(deps, await sendVoucher(deps, row, voucher));
}

/** Telecel, for a Buy safely order: the buyer's voucher for the order's waiting prompt. */
export async function submitOrderVoucher(deps: PaymentDeps, orderId: string, voucher: string) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) throw new HttpError(409, 'conflict', 'errors.payments.notWaitingForVoucher');
  await sendVoucher(deps, row, voucher);
}

async function sendVoucher(deps: PaymentDeps, row: typeof payments.$inferSelect, voucher: string) {
  if (!isPaymentWaiting(row.status as PaymentStatus) || row.providerStatus !== 'send_otp') {
    throw new HttpError(409, 'conflict', 'errors.payments.notWaitingForVoucher');
  }
  let outcome: ChargeOutcome | null;
  try {
    outcome = await deps.provider.submitOtp(row.reference, voucher);
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'rejected') {
      throw new HttpError(400, 'validation_failed', 'errors.payments.voucherInvalid', {
        voucher: 'payments.voucherInvalid',
      });
    }
    // The voucher may have reached the provider: the payment stays pending for the settle job.
    if (error instanceof ProviderError) throw unavailable(error);
    throw error;
  }
  return recordOutcome(deps, row.reference, outcome);
}

/** What the seller is told when the provider could not be asked. A refused key is no passing
 * hiccup: "try again in a few minutes" would not be true (the operator is told elsewhere). */
function unavailable(error: unknown): HttpError {
  return new HttpError(
    503,
    'service_unavailable',
    error instanceof ProviderError && error.kind === 'credentials'
      ? 'errors.payments.paymentsUnavailable'
      : 'errors.payments.providerUnavailable',
  );
}

/** The provider's first answer; null when it did not answer in time (the charge may exist: the
 * settle job asks about it later, with the same reference). */
async function askProvider(
  deps: PaymentDeps,
  reference: string,
  ask: () => Promise<ChargeOutcome>,
): Promise<ChargeOutcome | null> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'timeout') return null;
    // Refused or unreachable: no charge was made, so the payment ends here.
    await applyChargeFailure(deps, reference, 'provider');
    throw unavailable(error);
  }
}

async function recordOutcome(deps: PaymentDeps, reference: string, outcome: ChargeOutcome | null) {
  if (outcome?.status === 'success') {
    // An answer saying "success" is confirmed with the provider before anything is applied
    // (Paystack: the final state only from the webhook or verify).
    const verified = await deps.provider.verify(reference).catch(() => null);
    if (verified?.status === 'success') await applyChargeSuccess(deps, verified);
  } else if (outcome?.status === 'failed') {
    await applyChargeFailure(deps, reference, failureFromReason(outcome.reason));
  } else if (outcome) {
    const displayText = 'displayText' in outcome ? vendorText(outcome.displayText) : null;
    await deps.db
      .update(payments)
      .set({ providerStatus: outcome.status, displayText, updatedAt: deps.clock.now() })
      .where(and(eq(payments.reference, reference), eq(payments.status, WAITING_PAYMENT_STATUS)));
  }
  const [row] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw notFound('errors.notFound.payment');
  return row;
}

export async function getPayment(deps: PaymentDeps, sellerId: string, reference: string) {
  return view(deps, await ownPayment(deps, sellerId, reference));
}

export async function listPayments(deps: PaymentDeps, sellerId: string) {
  // One query with each payment's receipt (receipts_payment_idx), not a lookup per payment.
  const rows = await deps.db
    .select({ payment: payments, receiptNumber: receipts.number })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    // A buyer's payment for an order is not the seller's purchase.
    .where(and(eq(payments.sellerId, sellerId), ne(payments.purpose, 'order')))
    .orderBy(desc(payments.createdAt))
    .limit(20);
  const simulator = deps.provider.name === 'simulator';
  return { items: rows.map((r) => paymentView(r.payment, simulator, r.receiptNumber)) };
}
