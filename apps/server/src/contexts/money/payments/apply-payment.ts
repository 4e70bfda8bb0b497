// Settling a payment: the one place a charge's result changes anything (decision 039). Whatever
// brings the result (the provider's webhook, the settle job's verify, the simulator) calls these;
// the conditional update on the payment's status and the ledger's unique key make the first call
// apply it and every later one a no-op, on any number of instances at once.
import type { Db } from '@dwa/db/client';
import { payments, receipts, sellers, subscriptions } from '@dwa/db/schema/index';
import { settleCharge } from '@dwa/domain/charge-settlement';
import { chargeTransaction, creditPurchaseTransaction } from '@dwa/domain/ledger';
import { type PaymentEvent, paymentFrom, paymentTo } from '@dwa/domain/payment-machine';
import type { PaymentFailure } from '@dwa/domain/payments';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { recordTransaction, type Tx } from '../ledger/ledger.service.ts';
import { receiptNumber } from '../receipts/receipts.service.ts';
import type { OrderPayments } from './order-payments.ts';
import { getPrices } from './prices.service.ts';

export interface SettleDeps {
  db: Db;
  clock: Clock;
  /** Set where orders exist (the app); a payment for an order cannot settle without it. */
  orderPayments?: OrderPayments;
}

/** `held`: the charge succeeded but cannot be applied as reported (charge-settlement.ts); the
 * payment waits for a person, and nothing asks the provider about it again. */
export type SettleResult = 'applied' | 'already' | 'unknown' | 'held';

export interface ReportedSuccess {
  reference: string;
  /** What the payer paid (the price plus the fee when the payer bears it). */
  amountPesewas: number;
  /** What Dwa asked for (Paystack's `requested_amount`), when the provider says. */
  requestedPesewas?: number | undefined;
  feePesewas: number;
  currency: string;
}

/** The payment machine's guard for an event, as SQL: only a payment still waiting, or given up
 * for lost (no answer in time), takes a success or a hold, so money that did arrive after all is
 * still applied; only a waiting one fails. */
const inStateFor = (event: PaymentEvent) =>
  or(
    ...paymentFrom(event).map((from) =>
      from.failureReason === null
        ? eq(payments.status, from.status)
        : and(eq(payments.status, from.status), eq(payments.failureReason, from.failureReason)),
    ),
  );

/** A successful charge: applied on the amount Dwa asked for, the ledger booking what the payer
 * paid, what the provider kept and what Dwa nets; or held for review when that does not add up
 * (fees at or above the amount, another amount or currency). Never throws for what the provider
 * reported, so a webhook is answered and the settle job moves on. */
export async function applyChargeSuccess(
  deps: SettleDeps,
  charge: ReportedSuccess,
): Promise<SettleResult> {
  const now = deps.clock.now();
  const prices = await getPrices(deps.db);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, charge.reference))
      .for('update');
    if (!row) return 'unknown';
    const settlement = settleCharge(row.amountPesewas, charge);
    if (!settlement.ok) {
      const [held] = await tx
        .update(payments)
        .set({
          status: paymentTo('hold'),
          heldReason: settlement.reason,
          providerStatus: 'success',
          // As reported, for the person who looks at it.
          paidPesewas: charge.amountPesewas,
          feePesewas: charge.feePesewas,
          netPesewas: null,
          failureReason: null,
          displayText: null,
          updatedAt: now,
        })
        .where(and(eq(payments.id, row.id), inStateFor('hold')))
        .returning({ id: payments.id });
      return held ? 'held' : 'already';
    }
    const [settled] = await tx
      .update(payments)
      .set({
        status: paymentTo('succeed'),
        providerStatus: 'success',
        paidPesewas: settlement.grossPesewas,
        feePesewas: settlement.feePesewas,
        netPesewas: settlement.netPesewas,
        failureReason: null,
        displayText: null,
        confirmedAt: now,
        updatedAt: now,
      })
      .where(and(eq(payments.id, row.id), inStateFor('succeed')))
      .returning();
    if (!settled) return 'already';
    if (settled.purpose === 'order') {
      // A buyer's money is the order's, held in escrow: not Dwa's revenue, no purchase.
      const paid = deps.orderPayments?.paid;
      if (!paid) throw new Error(`order payment ${row.reference} settled where orders are absent`);
      await paid(tx, settled, settlement, now);
      return 'applied';
    }
    const links = { at: now, paymentId: row.id };
    await recordTransaction(
      tx,
      chargeTransaction({
        reference: row.reference,
        grossPesewas: settlement.grossPesewas,
        feePesewas: settlement.feePesewas,
      }),
      links,
    );
    await applyPurchase(tx, settled, now, prices.verificationDays);
    await receiptForPayment(tx, settled, now);
    return 'applied';
  });
}

/** What the seller bought, from the moment the money is in. Periods extend from their current
 * end when one is running (a renewal before expiry loses no days). */
async function applyPurchase(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  now: Date,
  verificationDays: number,
) {
  const at = now.toISOString();
  if (payment.purpose === 'boost') {
    const credits = Number(payment.metadata.credits);
    await recordTransaction(
      tx,
      creditPurchaseTransaction({
        reference: payment.reference,
        sellerId: payment.sellerId,
        credits,
      }),
      { at: now, paymentId: payment.id },
    );
    return;
  }
  const verification = payment.purpose === 'verification';
  const length = verification ? `${verificationDays} days` : '1 month';
  const extend = (column: typeof sellers.verifiedUntil | typeof sellers.proUntil) =>
    sql<Date>`greatest(coalesce(${column}, ${at}::timestamptz), ${at}::timestamptz) + ${length}::interval`;
  const [seller] = await tx
    .update(sellers)
    .set(
      verification
        ? { isVerified: true, verifiedUntil: extend(sellers.verifiedUntil), updatedAt: now }
        : { proUntil: extend(sellers.proUntil), updatedAt: now },
    )
    .where(eq(sellers.id, payment.sellerId))
    .returning({ verifiedUntil: sellers.verifiedUntil, proUntil: sellers.proUntil });
  const endsAt = verification ? seller?.verifiedUntil : seller?.proUntil;
  await tx.insert(subscriptions).values({
    sellerId: payment.sellerId,
    kind: payment.purpose,
    paymentId: payment.id,
    startsAt: now,
    endsAt: endsAt ?? null,
    createdAt: now,
  });
}

/** Payments through Dwa get their receipt at once (kind `paid`: Dwa saw the money), numbered
 * like every receipt. The title is the English fallback; the page names the purchase in the
 * reader's language from the payment. */
async function receiptForPayment(tx: Tx, payment: typeof payments.$inferSelect, now: Date) {
  const credits = Number(payment.metadata.credits);
  const title =
    payment.purpose === 'verification'
      ? 'Dwa seller verification'
      : payment.purpose === 'pro'
        ? 'Dwa Pro, one month'
        : `Dwa boost credits × ${credits}`;
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint: a clash of random numbers must not undo the payment with it.
      await tx.transaction((sp) =>
        sp.insert(receipts).values({
          number: receiptNumber(now),
          sellerId: payment.sellerId,
          productTitle: title,
          buyerPhone: payment.phone ?? '',
          // What left the payer's wallet: with the fee passed on, the price plus the fee.
          amountPesewas: payment.paidPesewas ?? payment.amountPesewas,
          status: 'confirmed',
          source: 'payment',
          paymentId: payment.id,
          confirmedAt: now,
          createdAt: now,
        }),
      );
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** A charge that will not bring money: declined, not enough on the wallet, no answer in time,
 * or refused by the provider. Only a pending payment fails. */
export async function applyChargeFailure(
  deps: SettleDeps,
  reference: string,
  failure: PaymentFailure,
): Promise<SettleResult> {
  const now = deps.clock.now();
  const [failed] = await deps.db
    .update(payments)
    .set({ status: paymentTo('fail'), failureReason: failure, updatedAt: now })
    .where(and(eq(payments.reference, reference), inStateFor('fail')))
    .returning({ id: payments.id });
  if (failed) return 'applied';
  const [exists] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.reference, reference));
  return exists ? 'already' : 'unknown';
}

/** A provider's reason, as the seller is told it. */
export function failureFromReason(reason: string | undefined): PaymentFailure {
  const text = (reason ?? '').toLowerCase();
  if (/insufficient|not enough|low balance/.test(text)) return 'insufficient_funds';
  if (/declin|cancel|reject/.test(text)) return 'declined';
  if (/timeout|timed out|abandon|expired/.test(text)) return 'timeout';
  return 'provider';
}
