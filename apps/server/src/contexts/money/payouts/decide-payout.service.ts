// An admin's decision on a requested payout. Only a requested payout can be decided: a
// conditional UPDATE claims it, so fifty clicks (or two admins) make one decision and at most one
// transfer. The decision and its audit row commit together; approving then asks the provider to
// transfer, outside the transaction (a network call must not hold a row lock: send-transfer.ts),
// and applies the answer through settle-payout.ts like a webhook would.
import type { Db } from '@dwa/db/client';
import { auditLog, riderPayouts } from '@dwa/db/schema/index';
import type { PayoutStatus } from '@dwa/domain/enums';
import { payoutReleaseTransaction } from '@dwa/domain/ledger';
import type { AdminPayoutList, AdminPayoutView } from '@dwa/domain/payouts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { recordTransaction, type Tx } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { adminPayoutView, selectPayouts } from './payout-view.ts';
import { sendTransfer } from './send-transfer.ts';
import { transition } from './settle-payout.ts';

export interface PayoutDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
}

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
    const rejected = await transition(tx, id, 'reject', {
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
    const approved = await transition(tx, id, 'approve', {
      decidedAt: at,
      decidedBy: adminId,
      providerReference: id,
    });
    if (!approved) return refuse(tx, id);
    await audit(tx, adminId, 'payout.approve', id, { amountPesewas: approved.amountPesewas }, at);
  });
  const [decided] = await selectPayouts(deps.db).where(eq(riderPayouts.id, id));
  if (decided) {
    await sendTransfer(deps, {
      id,
      amountPesewas: decided.payout.amountPesewas,
      walletId: decided.payout.walletId,
      riderName: decided.rider.name,
    });
  }
  return view(deps.db, id);
}
