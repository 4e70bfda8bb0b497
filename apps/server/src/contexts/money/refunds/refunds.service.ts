// Money back to a payer's wallet through the provider (Buy safely, decision 066). The ledger
// books a refund when the order's decision is taken (escrow → provider); this module then asks
// the provider to move it, once: a refund row per payment (unique) is claimed by a conditional
// UPDATE before the call, so two instances or a repeated run never send it twice. Paystack
// answers "queued for processing" and tells the result by webhook; the simulator refunds at
// once. A refund the provider refused or failed waits, failed, for an admin's retry: the money
// stays with the provider meanwhile, which the ledger already says.
import type { Db } from '@dwa/db/client';
import { payments, refunds } from '@dwa/db/schema/index';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { Tx } from '../ledger/ledger.service.ts';
import { type PaymentProvider, ProviderError, type ProviderEvent } from '../payments/provider.ts';

export interface RefundDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Queues a refund of `amountPesewas` of a payment, in the caller's transaction (the one that
 * decided it). A second call for the same payment queues nothing; answers whether it did. */
export async function queueRefund(
  tx: Db | Tx,
  refund: { paymentId: string; orderId: string | null; amountPesewas: number; at: Date },
): Promise<boolean> {
  const queued = await tx
    .insert(refunds)
    .values({
      paymentId: refund.paymentId,
      orderId: refund.orderId,
      amountPesewas: refund.amountPesewas,
      createdAt: refund.at,
      updatedAt: refund.at,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  return queued.length > 0;
}

const BATCH = 20;

/** Sends the queued refunds to the provider (the refunds task, every minute, and right after a
 * decision). Answers how many the provider took. */
export async function sendQueuedRefunds(deps: RefundDeps): Promise<number> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'queued'))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    if (await sendRefund(deps, id)) sent++;
  }
  return sent;
}

async function sendRefund(deps: RefundDeps, id: string): Promise<boolean> {
  const now = deps.clock.now();
  // The claim: of two instances (or a rerun) only one moves it from queued and calls.
  const [claimed] = await deps.db
    .update(refunds)
    .set({ status: 'sent', attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'queued')))
    .returning({ amount: refunds.amountPesewas, paymentId: refunds.paymentId });
  if (!claimed) return false;
  const [payment] = await deps.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.id, claimed.paymentId));
  if (!payment) throw new Error(`refund ${id} of a payment that does not exist`);
  try {
    const outcome = await deps.provider.refund({
      transactionReference: payment.reference,
      amountPesewas: claimed.amount,
    });
    await deps.db
      .update(refunds)
      .set({
        status: outcome.status === 'processed' ? 'processed' : 'sent',
        providerReference: outcome.providerReference ?? null,
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'sent')));
    return true;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Not reached, or no answer: tried again next minute. (Had a timed-out call reached
    // Paystack, the retry is refused as more than the charge has left, and fails here for a
    // person; the first refund's webhook still marks it processed.)
    const retry = error.retryable;
    deps.log?.warn({ refund: id, kind: error.kind }, 'refund not taken by the provider');
    await deps.db
      .update(refunds)
      .set({
        status: retry ? 'queued' : 'failed',
        failureReason: retry ? null : error.message.slice(0, 300),
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'sent')));
    return false;
  }
}

type RefundEvent = Extract<ProviderEvent, { type: 'refund.processed' | 'refund.failed' }>;

/** The provider's word on a refund (webhook): processed is final; a failure waits for an admin.
 * Repeated deliveries change nothing more. */
export async function applyRefundEvent(
  deps: Pick<RefundDeps, 'db' | 'clock'>,
  event: RefundEvent,
): Promise<'applied' | 'already' | 'unknown'> {
  const [row] = await deps.db
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.reference, event.transactionReference));
  if (!row) return 'unknown';
  const processed = event.type === 'refund.processed';
  const [moved] = await deps.db
    .update(refunds)
    .set({
      status: processed ? 'processed' : 'failed',
      ...(event.refundReference ? { providerReference: event.refundReference } : {}),
      failureReason: processed ? null : (event.reason ?? 'failed').slice(0, 300),
      updatedAt: deps.clock.now(),
    })
    // Processed is final; a failure only moves a refund still waiting on the provider.
    .where(
      and(
        eq(refunds.id, row.id),
        processed
          ? sql`${refunds.status} <> 'processed'`
          : sql`${refunds.status} in ('queued', 'sent')`,
      ),
    )
    .returning({ id: refunds.id });
  return moved ? 'applied' : 'already';
}

/** An admin's retry of a failed refund: queued again for the task. */
export async function retryRefund(db: Db | Tx, id: string, at: Date): Promise<boolean> {
  const [moved] = await db
    .update(refunds)
    .set({ status: 'queued', failureReason: null, updatedAt: at })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
    .returning({ id: refunds.id });
  return moved !== undefined;
}
