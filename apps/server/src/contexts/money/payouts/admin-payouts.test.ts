// The admin's side with the simulator (its transfers succeed at once): the list, approve (paid,
// sent rows, audit), reject (released, audit), only requested payouts decided (409 else), and
// fifty approvals racing on one payout making one decision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askPayout,
  auditsOf,
  decide,
  ledgerOfPayout,
  moneyOf,
  payoutRow,
  signedInAdmin,
  signedInRider,
} from '../../../testing/money/payout-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInAdmin(t)).cookie;
});
afterAll(() => t.close());

/** A rider with GH₵ 100 earned who asked for `cedis` of it. */
async function requested(cedis = 40) {
  const rider = await signedInRider(t, { earnedPesewas: 10_000 });
  const payout = (await askPayout(t, rider.cookie, cedis)).json() as { id: string };
  return { ...rider, payoutId: payout.id };
}

describe('admin payouts', () => {
  it('lists requested payouts with the rider and the wallet', async () => {
    const { rider, payoutId } = await requested();
    const res = await t.app.inject({
      url: '/api/admin/payouts?status=requested',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((p: { id: string }) => p.id === payoutId);
    expect(item).toMatchObject({
      amountPesewas: 4_000,
      status: 'requested',
      rider: { id: rider.id, name: rider.name, whatsappNumber: rider.whatsappNumber },
      wallet: { phone: '+233241234567', network: 'mtn', accountName: 'Kofi Mensah' },
    });
    const paid = await t.app.inject({
      url: '/api/admin/payouts?status=paid',
      headers: { cookie: adminCookie },
    });
    expect(paid.json().items.some((p: { id: string }) => p.id === payoutId)).toBe(false);
    const bad = await t.app.inject({
      url: '/api/admin/payouts?status=whatever',
      headers: { cookie: adminCookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('approves: the transfer goes out, the hold is sent, the decision is audited', async () => {
    const { rider, payoutId } = await requested();
    const res = await decide(t, adminCookie, payoutId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: payoutId, status: 'paid' });
    expect(res.json().decidedAt).not.toBeNull();
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
    expect(await ledgerOfPayout(t, payoutId)).toEqual([
      'payout_reserve:rider_payout_reserved:4000',
      'payout_reserve:rider_wallet:-4000',
      'payout_sent:provider:4000',
      'payout_sent:rider_payout_reserved:-4000',
    ]);
    expect(await payoutRow(t, payoutId)).toMatchObject({ providerReference: payoutId });
    const audits = await auditsOf(t, payoutId);
    expect(audits.map((a) => a.action)).toEqual(['payout.approve']);
    // Another rider does not see it.
    const mine = await t.app.inject({
      url: '/api/rider/payouts',
      headers: { cookie: (await requested()).cookie },
    });
    expect(mine.json().items.some((p: { id: string }) => p.id === payoutId)).toBe(false);
  });

  it('rejects with a reason: the hold returns to the balance', async () => {
    const { rider, cookie, payoutId } = await requested();
    const res = await decide(t, adminCookie, payoutId, 'reject', { reason: 'Wrong number' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', failureReason: 'Wrong number' });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect((await auditsOf(t, payoutId)).map((a) => [a.action, a.detail])).toEqual([
      ['payout.reject', { amountPesewas: 4_000, reason: 'Wrong number' }],
    ]);
    const mine = await t.app.inject({ url: '/api/rider/payouts', headers: { cookie } });
    expect(mine.json().items[0]).toMatchObject({ id: payoutId, status: 'rejected' });
  });

  it('needs a reason to reject', async () => {
    const { payoutId } = await requested();
    const res = await decide(t, adminCookie, payoutId, 'reject', { reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ reason: 'Say why the payout is rejected.' });
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'requested' });
  });

  it('acts on requested payouts only: 409 after a decision, 404 for none', async () => {
    const approved = await requested();
    await decide(t, adminCookie, approved.payoutId, 'approve');
    const rejected = await requested();
    await decide(t, adminCookie, rejected.payoutId, 'reject', { reason: 'No' });
    for (const { payoutId } of [approved, rejected]) {
      const again = await decide(t, adminCookie, payoutId, 'approve');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This payout was already approved or rejected.');
      expect((await decide(t, adminCookie, payoutId, 'reject', { reason: 'x' })).statusCode).toBe(
        409,
      );
    }
    expect(await moneyOf(t, approved.rider.id)).toEqual({ balance: 6_000, held: 0 });
    expect(await moneyOf(t, rejected.rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await auditsOf(t, approved.payoutId)).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide(t, adminCookie, unknown, 'approve')).statusCode).toBe(404);
  });

  it('fifty approvals at once make one decision and one set of ledger rows', async () => {
    const { rider, payoutId } = await requested();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => decide(t, adminCookie, payoutId, 'approve')),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await ledgerOfPayout(t, payoutId)).toHaveLength(4);
    expect(await auditsOf(t, payoutId)).toHaveLength(1);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
  });

  it('is for admins only', async () => {
    const { cookie, payoutId } = await requested();
    expect((await decide(t, cookie, payoutId, 'approve')).statusCode).toBe(403);
    expect((await decide(t, '', payoutId, 'approve')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/payouts', headers: { cookie } })).statusCode,
    ).toBe(403);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'requested' });
  });
});
