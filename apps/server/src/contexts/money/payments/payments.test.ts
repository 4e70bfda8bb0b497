// Seller purchases through the simulator, on a real database: a charge asked for, the payer's
// answer on the prompt page, the webhook that applies it exactly once, failures that change
// nothing, the settle job for payers who never answer, and who may see what.
import { sellers, subscriptions } from '@dwa/db/schema/index';
import { DEFAULT_PRICES } from '@dwa/domain/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  answer,
  buy,
  chargeSuccess,
  countRows,
  ledgerOf,
  paymentRow,
  VERIFICATION,
  webhook,
} from '../../../testing/money/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { settleExpiredPayments } from './settle-payments.task.ts';
import {
  createSimulatorProvider,
  simulatedFee,
  simulatorSecret,
} from './simulator/simulator-provider.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const DAY = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const sellerRow = async (id: string) =>
  (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!;

describe('buying verification', () => {
  it('asks the wallet, and the approved prompt makes the seller verified for a year, once', async () => {
    const s = await signedInSeller(t, {}, clock);
    const started = await buy(t, s.cookie, VERIFICATION);
    expect(started.statusCode).toBe(201);
    const view = started.json();
    expect(view).toMatchObject({
      purpose: 'verification',
      amountPesewas: DEFAULT_PRICES.verificationPesewas,
      status: 'pending',
      next: 'approve_on_phone',
      promptPath: `/pay/${view.reference}`,
      failure: null,
    });
    const prompt = await t.app.inject({ url: `/api/payments/simulator/${view.reference}` });
    expect(prompt.json()).toMatchObject({
      merchant: 'Dwa',
      amountPesewas: 5000,
      phone: '024 ••• 4567',
    });

    const approved = await answer(t, view.reference, { answer: 'approve', pin: '1234' });
    expect(approved.json()).toEqual({ status: 'success' });
    const seller = await sellerRow(s.seller.id);
    expect(seller.isVerified).toBe(true);
    expect(seller.verifiedUntil?.getTime()).toBe(NOW.getTime() + 365 * DAY);
    const fee = simulatedFee(5000);
    const row = await paymentRow(t, view.reference);
    expect(row).toMatchObject({ status: 'success', feePesewas: fee, netPesewas: 5000 - fee });
    const rows = await ledgerOf(t, view.reference);
    expect(rows.map((r) => [r.accountType, r.amountPesewas]).sort()).toEqual(
      [
        ['platform', 5000 - fee],
        ['provider', -5000],
        ['provider_fees', fee],
      ].sort(),
    );

    // The same notice again (the provider retries) applies nothing more.
    const again = await webhook(t, chargeSuccess(view.reference, 5000, fee));
    expect(again.json()).toEqual({ received: true, applied: false });
    expect(await ledgerOf(t, view.reference)).toHaveLength(3);
    const subs = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.sellerId, s.seller.id));
    expect(subs).toHaveLength(1);
    // The prompt is answered: a second answer is refused.
    expect((await answer(t, view.reference, { answer: 'decline' })).statusCode).toBe(409);

    // Dwa saw the money: the payment has its receipt, which says so and what was bought.
    const paid = await t.app.inject({
      url: `/api/seller/payments/${view.reference}`,
      headers: { cookie: s.cookie },
    });
    const number = paid.json().receiptNumber;
    expect(number).toMatch(/^DWA-20261124-[A-Z0-9]{6}$/);
    const receipt = (await t.app.inject({ url: `/api/receipts/${number}` })).json();
    expect(receipt).toMatchObject({
      kind: 'paid',
      amountPesewas: 5000,
      purchase: { purpose: 'verification', credits: null },
      seller: { businessName: s.seller.businessName },
    });
    expect(receipt).not.toHaveProperty('buyerPhone');
  });

  it('applies one effect when 50 identical webhooks arrive at once', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => webhook(t, chargeSuccess(reference, 5000))),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.filter((r) => r.json().applied)).toHaveLength(1);
    expect(await ledgerOf(t, reference)).toHaveLength(3);
    const subs = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.sellerId, s.seller.id));
    expect(subs).toHaveLength(1);
    expect((await sellerRow(s.seller.id)).verifiedUntil?.getTime()).toBe(NOW.getTime() + 365 * DAY);
  });

  it('a renewal before the end adds a year to the end, not to today', async () => {
    const end = new Date(NOW.getTime() + 5 * DAY);
    const s = await signedInSeller(t, { isVerified: true, verifiedUntil: end }, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    await answer(t, reference, { answer: 'approve', pin: '0000' });
    expect((await sellerRow(s.seller.id)).verifiedUntil?.getTime()).toBe(end.getTime() + 365 * DAY);
  });
});

describe('Pro and credits', () => {
  it('Pro runs a month from now; credits come as a ledger balance', async () => {
    const s = await signedInSeller(t, {}, clock);
    const pro = (await buy(t, s.cookie, { ...VERIFICATION, item: 'pro' })).json();
    expect(pro.amountPesewas).toBe(20_000);
    await answer(t, pro.reference, { answer: 'approve', pin: '1234' });
    expect((await sellerRow(s.seller.id)).proUntil?.toISOString()).toBe('2026-12-24T10:00:00.000Z');

    const pack = (await buy(t, s.cookie, { ...VERIFICATION, item: 'credits', credits: 5 })).json();
    expect([pack.amountPesewas, pack.credits]).toEqual([4_500, 5]);
    await answer(t, pack.reference, { answer: 'approve', pin: '1234' });
    expect(await balanceOf(t.db, 'seller_credits', s.seller.id)).toBe(5);
    const list = await t.app.inject({ url: '/api/seller/payments', headers: { cookie: s.cookie } });
    const receiptOf = list
      .json()
      .items.find((p: { reference: string }) => p.reference === pack.reference);
    const credited = (
      await t.app.inject({ url: `/api/receipts/${receiptOf.receiptNumber}` })
    ).json();
    expect(credited.purchase).toEqual({ purpose: 'boost', credits: 5 });
    const profile = await t.app.inject({
      url: '/api/seller/profile',
      headers: { cookie: s.cookie },
    });
    expect(profile.json().boostCredits).toBe(5);
  });
});

describe('payments that fail', () => {
  it('a declined prompt or an empty wallet fails the payment and changes nothing else', async () => {
    for (const [reply, failure] of [
      ['decline', 'declined'],
      ['insufficient_funds', 'insufficient_funds'],
    ] as const) {
      const s = await signedInSeller(t, {}, clock);
      const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
      expect((await answer(t, reference, { answer: reply })).json()).toEqual({ status: 'failed' });
      const view = await t.app.inject({
        url: `/api/seller/payments/${reference}`,
        headers: { cookie: s.cookie },
      });
      expect(view.json()).toMatchObject({
        status: 'failed',
        failure,
        next: null,
        promptPath: null,
      });
      expect((await sellerRow(s.seller.id)).isVerified).toBe(false);
      expect(await ledgerOf(t, reference)).toEqual([]);
      expect(view.json().receiptNumber).toBeNull();
      // Failed, so a new attempt may start.
      expect((await buy(t, s.cookie, VERIFICATION)).statusCode).toBe(201);
    }
  });

  it('a prompt nobody answers fails after 3 minutes by the settle job', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    const provider = createSimulatorProvider({
      db: t.db,
      clock,
      secret: simulatorSecret(t.env.sessionSecret),
    });
    expect((await settleExpiredPayments({ db: t.db, clock, provider })).settled).toBe(0);
    clock.advance(3 * 60 * 1000 + 1000);
    try {
      await settleExpiredPayments({ db: t.db, clock, provider });
      expect(await paymentRow(t, reference)).toMatchObject({
        status: 'failed',
        failureReason: 'timeout',
      });
      // Money that arrives after all is still applied (the provider took it).
      const late = await webhook(t, chargeSuccess(reference, 5000));
      expect(late.json().applied).toBe(true);
      expect((await sellerRow(s.seller.id)).isVerified).toBe(true);
    } finally {
      clock.advance(-(3 * 60 * 1000 + 1000));
    }
  });
});

describe('Telecel voucher', () => {
  it('waits for the voucher, refuses a wrong one, then prompts', async () => {
    const s = await signedInSeller(t, {}, clock);
    const started = (
      await buy(t, s.cookie, { ...VERIFICATION, network: 'vodafone', phone: '0201234567' })
    ).json();
    expect(started.next).toBe('enter_voucher');
    const prompt = (
      await t.app.inject({ url: `/api/payments/simulator/${started.reference}` })
    ).json();
    expect(prompt.voucher).toMatch(/^\d{6}$/);
    // Not before the voucher reached Dwa.
    expect(
      (await answer(t, started.reference, { answer: 'approve', pin: '1234' })).statusCode,
    ).toBe(409);
    const submit = (voucher: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/seller/payments/${started.reference}/voucher`,
        headers: { cookie: s.cookie },
        payload: { voucher },
      });
    const wrong = await submit(prompt.voucher === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.voucher).toBeDefined();
    const right = await submit(prompt.voucher);
    expect(right.json()).toMatchObject({ status: 'pending', next: 'approve_on_phone' });
    // The voucher reached Dwa: the phone now shows the PIN prompt instead.
    const after = await t.app.inject({ url: `/api/payments/simulator/${started.reference}` });
    expect(after.json().voucher).toBeNull();
    await answer(t, started.reference, { answer: 'approve', pin: '1234' });
    expect((await sellerRow(s.seller.id)).isVerified).toBe(true);
  });
});

describe('bad input and other people', () => {
  it('refuses bad purchases with field messages and writes nothing', async () => {
    const s = await signedInSeller(t, {}, clock);
    const before = await countRows(t);
    for (const [body, field] of [
      [{ ...VERIFICATION, item: 'gold' }, 'item'],
      [{ ...VERIFICATION, phone: '12345' }, 'phone'],
      [{ ...VERIFICATION, network: 'glo' }, 'network'],
      [{ ...VERIFICATION, item: 'credits' }, 'credits'],
      [{ ...VERIFICATION, item: 'credits', credits: 7 }, 'credits'],
      [{ ...VERIFICATION, item: 'credits', credits: 2.5 }, 'credits'],
    ] as const) {
      const res = await buy(t, s.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('answers a PIN that is not 4 digits with the PIN’s own message, and the payment waits', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    for (const pin of ['123', '12345', 'abcd', '']) {
      const res = await answer(t, reference, { answer: 'approve', pin });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().error.fields, pin).toEqual({ pin: 'Enter your 4-digit PIN.' });
    }
    expect(await paymentRow(t, reference)).toMatchObject({ status: 'pending' });
  });

  it('allows one waiting payment per purpose, also when ten taps race', async () => {
    const s = await signedInSeller(t, {}, clock);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buy(t, s.cookie, VERIFICATION)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    // Another purpose is another payment.
    expect((await buy(t, s.cookie, { ...VERIFICATION, item: 'pro' })).statusCode).toBe(201);
  });

  it('shows a payment only to its seller, and only to sellers', async () => {
    const owner = await signedInSeller(t, {}, clock);
    const other = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, owner.cookie, VERIFICATION)).json();
    const url = `/api/seller/payments/${reference}`;
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await buy(t, '', VERIFICATION)).statusCode).toBe(401);
    const list = await t.app.inject({
      url: '/api/seller/payments',
      headers: { cookie: other.cookie },
    });
    expect(list.json().items).toEqual([]);
  });

  it('refuses unsigned webhooks, ignores unknown payments, holds another amount', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    const forged = await webhook(t, chargeSuccess(reference, 5000), 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    const unknown = await webhook(t, chargeSuccess('dwa_nobody', 5000));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, applied: false });
    const less = await webhook(t, chargeSuccess(reference, 50));
    expect(less.json()).toEqual({ received: true, applied: false });
    expect(await paymentRow(t, reference)).toMatchObject({
      status: 'held',
      heldReason: 'amount_mismatch',
    });
    expect((await sellerRow(s.seller.id)).isVerified).toBe(false);
  });

  it('lists the prices for anyone', async () => {
    const res = await t.app.inject({ url: '/api/payments/prices' });
    expect(res.json()).toEqual(DEFAULT_PRICES);
  });
});
