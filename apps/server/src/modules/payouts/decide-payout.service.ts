// An admin's decision on a requested payout. Only a requested payout can be decided: a
// conditional UPDATE claims it, so fifty clicks (or two admins) make one decision and at most one
// transfer. The decision and its audit row commit together; approving then asks the provider to
// transfer, outside the transaction (a network call must not hold a row lock), and applies the
// answer through settle-payout.ts like a webhook would.
import type { Db } from '@dwa/db/client';
import { auditLog, riderPayouts } from '@dwa/db/schema/index';
import type { PayoutStatus } from '@dwa/domain/enums';
import { payoutReleaseTransaction } from '@dwa/domain/ledger';
import type { AdminPayoutList, AdminPayoutView } from '@dwa/domain/payouts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordTransaction, type Tx } from '../ledger/ledger.service.ts';
import { type PaymentProvider, ProviderError, type TransferOutcome } from '../payments/provider.ts';
import { adminPayoutView, selectPayouts } from './payout-view.ts';
import { markPayoutFailed, markPayoutPaid, transition } from './settle-payout.ts';

export interface PayoutDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

/** What the rider's MoMo statement shows (a brand name, the same in every language). */
export const TRANSFER_REASON = 'Dwa payout';
const ADMIN_LIST_LIMIT = 200;

export async function listAdminPayouts(
  db: Db,
  status: PayoutStatus | undefined,
): Promise<AdminPayoutList> {
  const query = selectPayouts(db);
  const rows = await (status ? query.where(eq(riderPayouts.status, status)) : query)
    .orderBy(desc(riderPayouts.requestedAt), desc(riderPayouts.id))
    .limit(ADMIN_LIST_LIMIT);
  return { items: rows.map(adminPayoutView) };
}

async function view(db: Db, id: string): Promise<AdminPayoutView> {
  const [row] = await selectPayouts(db).where(eq(riderPayouts.id, id));
  if (!row) throw notFound('errors.payouts.notFound');
  return adminPayoutView(row);
}

/** Nothing was claimed: no such payout (404), or someone decided it first (409). */
async function refuse(tx: Tx, id: string): Promise<never> {
  const [row] = await tx
    .select({ id: riderPayouts.id })
    .from(riderPayouts)
    .where(eq(riderPayouts.id, id));
  if (!row) throw notFound('errors.payouts.notFound');
  throw new HttpError(409, 'conflict', 'errors.payouts.decided');
}

function audit(tx: Tx, adminId: string, action: string, id: string, detail: object, at: Date) {
  return tx.insert(auditLog).values({
    actorType: 'admin',
    actorId: adminId,
    action,
    targetType: 'rider_payout',
    targetId: id,
    detail: { ...detail },
    at,
  });
}

export async function rejectPayout(
  deps: Pick<PayoutDeps, 'db' | 'clock'>,
  adminId: string,
  id: string,
  reason: string,
): Promise<AdminPayoutView> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const rejected = await transition(tx, id, 'requested', 'reject', {
      decidedAt: at,
      decidedBy: adminId,
      failureReason: reason,
    });
    if (!rejected) return refuse(tx, id);
    const { riderId, amountPesewas } = rejected;
    await recordTransaction(
      tx,
      payoutReleaseTransaction({ reference: id, riderId, amountPesewas }),
      { at, payoutId: id },
    );
    await audit(tx, adminId, 'payout.reject', id, { amountPesewas, reason }, at);
  });
  return view(deps.db, id);
}

export async function approvePayout(
  deps: PayoutDeps,
  adminId: string,
  id: string,
): Promise<AdminPayoutView> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The payout id is the transfer's reference: the provider refuses a second transfer with it,
    // and its webhooks and verify name the payout directly.
    const approved = await transition(tx, id, 'requested', 'approve', {
      decidedAt: at,
      decidedBy: adminId,
      providerReference: id,
    });
    if (!approved) return refuse(tx, id);
    await audit(tx, adminId, 'payout.approve', id, { amountPesewas: approved.amountPesewas }, at);
  });
  await sendTransfer(deps, await view(deps.db, id));
  return view(deps.db, id);
}

/** Asks the provider to transfer an approved payout and applies a final answer at once; a
 * pending one waits for the webhook or the verify job. */
async function sendTransfer(deps: PayoutDeps, payout: AdminPayoutView) {
  const { wallet } = payout;
  if (!wallet) {
    await markPayoutFailed(deps, payout.id, 'The MoMo wallet was removed.');
    return;
  }
  let outcome: TransferOutcome;
  try {
    outcome = await deps.provider.transfer({
      reference: payout.id,
      amountPesewas: payout.amountPesewas,
      recipient: {
        name: wallet.accountName ?? payout.rider.name,
        phoneE164: wallet.phone,
        network: wallet.network,
      },
      reason: TRANSFER_REASON,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Refused outright (4xx): nothing was sent. Any other failure (no answer, 5xx, an answer we
    // cannot read) may have created the transfer: the payout stays approved and the verify job
    // asks the provider, which knows (decision 039, addendum).
    if (error.kind === 'rejected') await markPayoutFailed(deps, payout.id, error.message);
    else deps.log?.warn({ payout: payout.id, kind: error.kind }, 'payout transfer unanswered');
    return;
  }
  if (outcome.status === 'success') await markPayoutPaid(deps, payout.id);
  else if (outcome.status === 'failed') await markPayoutFailed(deps, payout.id, outcome.reason);
  else if (outcome.status === 'otp') {
    // Transfers need an OTP on the provider's dashboard: Dwa expects that setting off.
    deps.log?.error(
      { payout: payout.id },
      'payout transfer waits for an OTP: disable transfer OTPs',
    );
  }
}
