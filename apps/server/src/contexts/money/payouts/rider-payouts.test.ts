// A rider's side of payouts: the wallet summary, saving the MoMo wallet, asking for part or all of
// the balance (held at once), bad amounts refused with nothing written, the history (own only),
// and concurrent requests that together ask for more than the balance.
import { riderPayouts } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  askPayout,
  ledgerOfPayout,
  moneyOf,
  signedInRider,
  walletOf,
} from '../../../testing/money/payout-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payoutsOf = (riderId: string) =>
  t.db.select().from(riderPayouts).where(eq(riderPayouts.riderId, riderId));

describe('rider wallet', () => {
  it('shows the balance, nothing held, and the saved wallet', async () => {
    const { cookie } = await signedInRider(t, { earnedPesewas: 12_345 });
    expect(
      await (await t.app.inject({ url: '/api/rider/wallet', headers: { cookie } })).json(),
    ).toEqual({
      balancePesewas: 12_345,
      heldPesewas: 0,
      wallet: { phone: '+233241234567', network: 'mtn', accountName: 'Kofi Mensah' },
    });
  });

  it('refuses a wallet with a bad number, in the catalog’s words', async () => {
    const { cookie } = await signedInRider(t, { wallet: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/wallet',
      headers: { cookie },
      payload: { phone: '12', network: 'mtn' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ phone: 'Enter a valid Ghana mobile money number.' });
  });
});

describe('asking for a payout', () => {
  it('holds the amount at once: off the balance, into the hold', async () => {
    const { rider, cookie } = await signedInRider(t, { earnedPesewas: 10_000 });
    const res = await askPayout(t, cookie, '25.50');
    expect(res.statusCode).toBe(201);
    const payout = res.json();
    expect(payout).toMatchObject({
      amountPesewas: 2_550,
      status: 'requested',
      method: 'momo',
      decidedAt: null,
      wallet: { phone: '+233241234567', network: 'mtn' },
    });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 7_450, held: 2_550 });
    expect(await walletOf(t, cookie)).toMatchObject({ balancePesewas: 7_450, heldPesewas: 2_550 });
    expect(await ledgerOfPayout(t, payout.id)).toEqual([
      'payout_reserve:rider_payout_reserved:2550',
      'payout_reserve:rider_wallet:-2550',
    ]);
  });

  it('takes all of the balance', async () => {
    const { rider, cookie } = await signedInRider(t, { earnedPesewas: 5_000 });
    expect((await askPayout(t, cookie, 50)).statusCode).toBe(201);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 0, held: 5_000 });
  });

  it('refuses more than the balance with a field message, and writes nothing', async () => {
    const { rider, cookie } = await signedInRider(t, { earnedPesewas: 5_000 });
    const res = await askPayout(t, cookie, '50.01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ amount: 'This is more than your wallet balance.' });
    expect(await payoutsOf(rider.id)).toEqual([]);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 5_000, held: 0 });
  });

  it('answers in the rider’s language', async () => {
    const { cookie } = await signedInRider(t, { earnedPesewas: 100 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rider/payouts',
      headers: { cookie, 'accept-language': 'pidgin' },
      payload: { amount: 2 },
    });
    expect(res.json().error.fields).toEqual({ amount: 'Dis one pass wetin dey your wallet.' });
  });

  it.each([0, '0.00', -5, '1.234', 'ten', '1e3', 20_000_000])(
    'refuses the amount %j',
    async (amount) => {
      const { rider, cookie } = await signedInRider(t, { earnedPesewas: 5_000 });
      const res = await askPayout(t, cookie, amount);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['amount']);
      expect(await payoutsOf(rider.id)).toEqual([]);
    },
  );

  it('needs a saved MoMo wallet', async () => {
    const { rider, cookie } = await signedInRider(t, { earnedPesewas: 5_000, wallet: false });
    const res = await askPayout(t, cookie, 10);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Save your mobile money wallet before you ask for a payout.',
    );
    expect(await payoutsOf(rider.id)).toEqual([]);
  });

  it('is for riders only', async () => {
    expect((await askPayout(t, '', 10)).statusCode).toBe(401);
    const { cookie } = await signedInSeller(t);
    expect((await askPayout(t, cookie, 10)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/rider/wallet', headers: { cookie } })).statusCode).toBe(
      403,
    );
  });

  it('never holds more than the balance, however many requests race', async () => {
    const { rider, cookie } = await signedInRider(t, { earnedPesewas: 10_000 });
    // 20 × GH₵ 7 = GH₵ 140 asked of GH₵ 100: at most 14 fit.
    const answers = await Promise.all(Array.from({ length: 20 }, () => askPayout(t, cookie, 7)));
    const accepted = answers.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBe(14);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(6);
    const rows = await payoutsOf(rider.id);
    expect(rows.reduce((sum, p) => sum + p.amountPesewas, 0)).toBe(9_800);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 200, held: 9_800 });
  });
});

describe('payout history', () => {
  it('lists the rider’s own payouts, newest first, and no one else’s', async () => {
    const mine = await signedInRider(t, { earnedPesewas: 10_000 });
    const other = await signedInRider(t, { earnedPesewas: 10_000 });
    await askPayout(t, mine.cookie, 10);
    await askPayout(t, mine.cookie, 20);
    await askPayout(t, other.cookie, 30);
    const list = await t.app.inject({
      url: '/api/rider/payouts',
      headers: { cookie: mine.cookie },
    });
    expect(list.statusCode).toBe(200);
    const amounts = list.json().items.map((p: { amountPesewas: number }) => p.amountPesewas);
    expect(amounts.sort()).toEqual([1_000, 2_000]);
    const theirs = await t.app.inject({
      url: '/api/rider/payouts',
      headers: { cookie: other.cookie },
    });
    expect(theirs.json().items.map((p: { amountPesewas: number }) => p.amountPesewas)).toEqual([
      3_000,
    ]);
  });

  it('shows the latest 20', async () => {
    const { cookie } = await signedInRider(t, { earnedPesewas: 100_000 });
    for (let i = 1; i <= 22; i++) await askPayout(t, cookie, i);
    const items = (await t.app.inject({ url: '/api/rider/payouts', headers: { cookie } })).json()
      .items;
    expect(items).toHaveLength(20);
  });
});
