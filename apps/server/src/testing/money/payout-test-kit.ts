// Shared by the payout tests: riders with earnings, a saved wallet and a session; admins with a
// session; the ledger's view of a payout; calls to the routes.
import { randomUUID } from 'node:crypto';
import { auditLog, ledgerEntries, riderPayouts } from '@dwa/db/schema/index';
import { buildAdmin, buildRider } from '@dwa/db/testing/factories';
import { riderEarningTransaction } from '@dwa/domain/ledger';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { balanceOf, recordTransaction } from '../../contexts/money/ledger/ledger.service.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';

async function cookieOf(t: TestApp, clock: Clock, userType: 'rider' | 'admin', userId: string) {
  const role = userType === 'admin' ? 'admin' : null;
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType,
    userId,
    role,
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** A rider who earned `earnedPesewas` (a completed delivery in the ledger), with a saved MoMo
 * wallet unless `wallet: false`, signed in. */
export async function signedInRider(
  t: TestApp,
  options: { earnedPesewas?: number; wallet?: boolean; clock?: Clock } = {},
) {
  const clock = options.clock ?? systemClock;
  const rider = await buildRider(t.db);
  const cookie = await cookieOf(t, clock, 'rider', rider.id);
  if (options.earnedPesewas) {
    const earning = riderEarningTransaction({
      reference: randomUUID(),
      riderId: rider.id,
      feePesewas: options.earnedPesewas,
      commissionBasisPoints: 0,
    });
    await recordTransaction(t.db, earning, { at: clock.now() });
  }
  if (options.wallet !== false) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/wallet',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { phone: '024 123 4567', network: 'mtn', accountName: 'Kofi Mensah' },
    });
    if (saved.statusCode !== 200) throw new Error(`wallet: ${saved.body}`);
  }
  return { rider, cookie };
}

export async function signedInAdmin(t: TestApp, clock: Clock = systemClock) {
  const admin = await buildAdmin(t.db);
  return { admin, cookie: await cookieOf(t, clock, 'admin', admin.id) };
}

export const askPayout = (t: TestApp, cookie: string, amount: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rider/payouts',
    headers: { cookie },
    payload: { amount },
  });

export const decide = (
  t: TestApp,
  cookie: string,
  id: string,
  action: 'approve' | 'reject',
  body: object = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payouts/${id}/${action}`,
    headers: { cookie },
    payload: body,
  });

export const walletOf = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/rider/wallet', headers: { cookie } })).json() as {
    balancePesewas: number;
    heldPesewas: number;
  };

/** The rider's balance and hold, summed from the ledger directly. */
export async function moneyOf(t: TestApp, riderId: string) {
  return {
    balance: await balanceOf(t.db, 'rider_wallet', riderId),
    held: await balanceOf(t.db, 'rider_payout_reserved', riderId),
  };
}

/** The payout's ledger rows as `kind:account:amount`, sorted. */
export async function ledgerOfPayout(t: TestApp, payoutId: string) {
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payoutId));
  return rows.map((r) => `${r.kind}:${r.accountType}:${r.amountPesewas}`).sort();
}

export async function payoutRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(riderPayouts).where(eq(riderPayouts.id, id));
  return row;
}

export const auditsOf = (t: TestApp, payoutId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, payoutId));
