// GET /api/admin/money (payments newest first, a page at a time, totals for the whole filter per
// status) against payments made through the app and the simulator and rows written here; GET
// /api/admin/money/ledger-check clean, then catching a movement that does not balance.
import { randomUUID } from 'node:crypto';
import { ledgerEntries, payments } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import type { AdminMoney, LedgerCheck } from '@dwa/domain/admin/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sellerCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { answer, buy, VERIFICATION } from '../../../testing/money/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await adminCookie(t)).cookie;
});
afterAll(() => t.close());

const money = (query = '', as = cookie) =>
  t.app.inject({ url: `/api/admin/money${query}`, headers: { cookie: as } });
const check = (as = cookie) =>
  t.app.inject({ url: '/api/admin/money/ledger-check', headers: { cookie: as } });

/** A payment row as a past day left it (no ledger: these tests read the list only). */
async function pastPayment(
  sellerId: string,
  day: string,
  overrides: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(payments)
    .values({
      sellerId,
      purpose: 'pro',
      amountPesewas: 20_000,
      status: 'success',
      reference: `dwa_${randomUUID().slice(0, 8)}`,
      feePesewas: 390,
      netPesewas: 19_610,
      network: 'vodafone',
      phone: '+233501234567',
      expiresAt: new Date(`${day}T12:00:00Z`),
      createdAt: new Date(`${day}T10:00:00Z`),
      ...overrides,
    })
    .returning();
  return row!;
}

describe('the admin’s mobile money list', () => {
  it('shows payments made through the simulator, with fee and net, and a clean ledger', async () => {
    const s = await signedInSeller(t, { businessName: 'Kente Corner' });
    const paid = (await buy(t, s.cookie, VERIFICATION)).json();
    await answer(t, paid.reference, { answer: 'approve', pin: '1234' });
    const declined = (await buy(t, s.cookie, { ...VERIFICATION, item: 'pro' })).json();
    await answer(t, declined.reference, { answer: 'decline' });

    const res = await money();
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminMoney;
    expect(body.items.map((p) => p.reference)).toEqual([declined.reference, paid.reference]);
    expect(body.items[1]).toMatchObject({
      reference: paid.reference,
      seller: { id: s.seller.id, name: 'Kente Corner' },
      purpose: 'verification',
      credits: null,
      provider: 'simulator',
      network: 'mtn',
      phone: '+233241234567',
      status: 'success',
      grossPesewas: 5_000,
      // The simulator keeps 1.95 %.
      feePesewas: 98,
      netPesewas: 4_902,
      failureReason: null,
    });
    expect(body.items[1]?.confirmedAt).not.toBeNull();
    expect(body.items[0]).toMatchObject({
      status: 'failed',
      feePesewas: null,
      netPesewas: null,
      failureReason: 'declined',
    });
    expect(body.totals.byStatus.success).toEqual({
      count: 1,
      grossPesewas: 5_000,
      feePesewas: 98,
      netPesewas: 4_902,
    });
    expect(body.totals.byStatus.failed).toMatchObject({ count: 1, feePesewas: 0, netPesewas: 0 });
    expect(body.totals.all).toEqual({
      count: 2,
      grossPesewas: 5_000 + body.items[0]!.grossPesewas,
      feePesewas: 98,
      netPesewas: 4_902,
    });

    const ledger = (await check()).json() as LedgerCheck;
    expect(ledger).toMatchObject({ ok: true, problems: [] });
    expect(ledger.summary).toMatchObject({ successfulPayments: 1, platformRevenuePesewas: 4_902 });
  });

  it('filters by Accra days and status, totals for the whole filter, pages of 50', async () => {
    const seller = await buildSeller(t.db);
    for (let i = 0; i < 52; i++) await pastPayment(seller.id, '2025-03-10');
    await pastPayment(seller.id, '2025-03-11', {
      status: 'failed',
      feePesewas: null,
      netPesewas: null,
    });
    await pastPayment(seller.id, '2025-03-12', {
      status: 'pending',
      feePesewas: null,
      netPesewas: null,
      amountPesewas: 4_500,
      purpose: 'boost',
      metadata: { credits: 5 },
    });
    await pastPayment(seller.id, '2025-03-13');

    const range = '?from=2025-03-10&to=2025-03-12';
    const first = (await money(range)).json() as AdminMoney;
    expect(first.items).toHaveLength(50);
    expect(first).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
    expect(first.items[0]).toMatchObject({ status: 'pending', credits: 5, purpose: 'boost' });
    expect(first.totals.byStatus).toEqual({
      success: {
        count: 52,
        grossPesewas: 52 * 20_000,
        feePesewas: 52 * 390,
        netPesewas: 52 * 19_610,
      },
      failed: { count: 1, grossPesewas: 20_000, feePesewas: 0, netPesewas: 0 },
      pending: { count: 1, grossPesewas: 4_500, feePesewas: 0, netPesewas: 0 },
      held: { count: 0, grossPesewas: 0, feePesewas: 0, netPesewas: 0 },
    });
    expect(first.totals.all).toEqual({
      count: 54,
      grossPesewas: 53 * 20_000 + 4_500,
      feePesewas: 52 * 390,
      netPesewas: 52 * 19_610,
    });
    const second = (await money(`${range}&page=2`)).json() as AdminMoney;
    expect(second.items).toHaveLength(4);
    expect(second.hasMore).toBe(false);
    const ids = new Set([...first.items, ...second.items].map((p) => p.id));
    expect(ids.size).toBe(54);

    const failed = (await money(`${range}&status=failed`)).json() as AdminMoney;
    expect(failed.items.map((p) => p.status)).toEqual(['failed']);
    expect(failed.totals.all.count).toBe(1);
    expect(failed.totals.byStatus.success.count).toBe(0);

    // One day: the `to` day is included to its end.
    const oneDay = (await money('?from=2025-03-13&to=2025-03-13')).json() as AdminMoney;
    expect(oneDay.items).toHaveLength(1);
    expect(oneDay.totals.all.count).toBe(1);
  });

  it('refuses bad filters with field messages', async () => {
    const cases: [string, string, string][] = [
      ['?from=2025-02-30', 'from', 'Enter a real date (YYYY-MM-DD).'],
      ['?to=yesterday', 'to', 'Enter a real date (YYYY-MM-DD).'],
      ['?from=2025-03-12&to=2025-03-10', 'to', 'The end date must be on or after the start date.'],
      ['?status=paid', 'status', 'Choose pending, success or failed.'],
      ['?page=0', 'page', 'Ask for a page from 1 to 200.'],
      ['?page=201', 'page', 'Ask for a page from 1 to 200.'],
      ['?page=two', 'page', 'Ask for a page from 1 to 200.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await money(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[field], query).toBe(message);
    }
  });

  it('lets a support admin read both; refuses sellers and anonymous callers', async () => {
    const support = (await adminCookie(t, 'support')).cookie;
    expect((await money('', support)).statusCode).toBe(200);
    expect((await check(support)).statusCode).toBe(200);
    const seller = await sellerCookie(t);
    expect((await money('', seller)).statusCode).toBe(403);
    expect((await check(seller)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/money' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/money/ledger-check' })).statusCode).toBe(401);
  });
});

describe('the ledger check on the Mobile Money screen', () => {
  it('reports a movement that does not balance', async () => {
    const before = (await check()).json() as LedgerCheck;
    // The rows past the test above: payments written without their charge are problems too.
    const known = new Set(before.problems.map((p) => `${p.code} ${p.subject}`));
    await t.db.insert(ledgerEntries).values([
      {
        accountType: 'provider',
        accountId: null,
        amountPesewas: -700,
        kind: 'charge',
        reference: 'x1',
      },
      {
        accountType: 'platform',
        accountId: null,
        amountPesewas: 600,
        kind: 'charge',
        reference: 'x1',
      },
    ]);
    const after = (await check()).json() as LedgerCheck;
    expect(after.ok).toBe(false);
    const added = after.problems.filter((p) => !known.has(`${p.code} ${p.subject}`));
    expect(added.map((p) => [p.code, p.subject])).toEqual([
      ['unbalanced', 'charge x1'],
      ['charge_without_payment', 'charge x1'],
    ]);
    expect(added[0]?.message).toContain('sum to -100 instead of 0');
  });
});
