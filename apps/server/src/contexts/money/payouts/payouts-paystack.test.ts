// Payouts with Paystack as the provider, against the local fake Paystack: the transfer Dwa asks
// for on approval, the signed transfer webhooks (success, failed, reversed; each applied once),
// a refused transfer restoring the balance, and the verify job settling what no webhook did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { type FakePaystack, startFakePaystack } from '../../../testing/fake-paystack.ts';
import { webhook } from '../../../testing/money/payment-test-kit.ts';
import {
  askPayout,
  decide,
  ledgerOfPayout,
  moneyOf,
  payoutRow,
  signedInAdmin,
  signedInRider,
} from '../../../testing/money/payout-test-kit.ts';
import { TEST_SECRET } from '../../../testing/money/paystack/paystack-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createPaystackProvider } from '../payments/paystack/paystack-client.ts';
import { VERIFY_AFTER_MS, verifyPendingPayouts } from './verify-payouts.task.ts';

const clock = fixedClock(new Date('2026-11-24T10:00:00Z'));
let fake: FakePaystack;
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: TEST_SECRET });
  t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: TEST_SECRET,
      PAYSTACK_BASE_URL: fake.url,
    },
  });
  adminCookie = (await signedInAdmin(t, clock)).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const provider = () => createPaystackProvider({ secretKey: TEST_SECRET, baseUrl: fake.url, clock });
/** The transfers Dwa asked Paystack for with this reference. (The fake is never reset: the
 * riders' wallets keep the recipient codes it gave.) */
const transfers = (reference: string) =>
  fake.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/transfer' &&
      (r.body as { reference?: string }).reference === reference,
  );

/** A rider with GH₵ 100 earned, GH₵ 40 of it asked for and approved (Paystack: pending). */
async function approved() {
  const rider = await signedInRider(t, { earnedPesewas: 10_000, clock });
  const { id } = (await askPayout(t, rider.cookie, 40)).json() as { id: string };
  const res = await decide(t, adminCookie, id, 'approve');
  return { ...rider, payoutId: id, res };
}

/** Fast-forward past the verify delay for one call. */
async function verifyLater() {
  clock.advance(VERIFY_AFTER_MS + 60_000);
  try {
    return await verifyPendingPayouts({ db: t.db, clock, provider: provider() });
  } finally {
    clock.advance(-(VERIFY_AFTER_MS + 60_000));
  }
}

describe('payouts with Paystack', () => {
  it('approving asks Paystack for one transfer to the saved wallet, then waits', async () => {
    const { rider, payoutId, res } = await approved();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect(fake.requests.find((r) => r.path === '/transferrecipient')?.body).toEqual({
      type: 'mobile_money',
      name: 'Kofi Mensah',
      account_number: '0241234567',
      bank_code: 'MTN',
      currency: 'GHS',
    });
    expect(transfers(payoutId).map((r) => r.body)).toEqual([
      {
        source: 'balance',
        amount: 4_000,
        recipient: expect.stringMatching(/^RCP_/),
        reference: payoutId,
        reason: 'Dwa payout',
      },
    ]);
    // Held until Paystack says how it went.
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 4_000 });
  });

  it('transfer.success pays it once, however often it comes', async () => {
    const { rider, payoutId } = await approved();
    const signed = JSON.parse((await fake.settleTransfer(payoutId, 'success')).body);
    expect((await webhook(t, signed, TEST_SECRET)).json()).toEqual({
      received: true,
      applied: true,
    });
    expect((await webhook(t, signed, TEST_SECRET)).json()).toEqual({
      received: true,
      applied: false,
    });
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'paid' });
    expect(await ledgerOfPayout(t, payoutId)).toHaveLength(4);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
    // Unsigned, or signed by anyone else: refused, nothing changes.
    expect((await webhook(t, signed)).statusCode).toBe(401);
  });

  it('transfer.failed restores the balance once', async () => {
    const { rider, payoutId } = await approved();
    const signed = JSON.parse((await fake.settleTransfer(payoutId, 'failed')).body);
    expect((await webhook(t, signed, TEST_SECRET)).json().applied).toBe(true);
    expect((await webhook(t, signed, TEST_SECRET)).json().applied).toBe(false);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'failed' });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await ledgerOfPayout(t, payoutId)).toEqual([
      'payout_release:rider_payout_reserved:-4000',
      'payout_release:rider_wallet:4000',
      'payout_reserve:rider_payout_reserved:4000',
      'payout_reserve:rider_wallet:-4000',
    ]);
  });

  it('transfer.reversed after it was paid undoes the sending and restores the balance', async () => {
    const { rider, payoutId } = await approved();
    await webhook(
      t,
      JSON.parse((await fake.settleTransfer(payoutId, 'success')).body),
      TEST_SECRET,
    );
    const reversed = JSON.parse((await fake.settleTransfer(payoutId, 'reversed')).body);
    expect((await webhook(t, reversed, TEST_SECRET)).json().applied).toBe(true);
    expect((await webhook(t, reversed, TEST_SECRET)).json().applied).toBe(false);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'failed' });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await ledgerOfPayout(t, payoutId)).toEqual([
      'payout_release:rider_payout_reserved:-4000',
      'payout_release:rider_wallet:4000',
      'payout_reserve:rider_payout_reserved:4000',
      'payout_reserve:rider_wallet:-4000',
      'payout_sent:provider:4000',
      'payout_sent:rider_payout_reserved:-4000',
      'reversal:provider:-4000',
      'reversal:rider_payout_reserved:4000',
    ]);
  });

  it('a transfer event for no payout is acknowledged and changes nothing', async () => {
    const signed = fake.signWebhook({
      event: 'transfer.success',
      data: { reference: 'not-a-payout', status: 'success' },
    });
    const res = await webhook(t, JSON.parse(signed.body), TEST_SECRET);
    // Paystack retries anything but a 200; the transfer belongs to another integration.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false });
  });

  it('a transfer Paystack refuses fails the payout and restores the balance', async () => {
    fake.script('POST /transfer', {
      status: 400,
      body: { status: false, message: 'Invalid account number' },
    });
    const { rider, cookie, payoutId, res } = await approved();
    expect(res.json()).toMatchObject({ status: 'failed' });
    expect((await payoutRow(t, payoutId))?.failureReason).toContain('Invalid account number');
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    // The rider can ask again.
    expect((await askPayout(t, cookie, 100)).statusCode).toBe(201);
  });

  it('an unanswered transfer stays approved; the verify job settles it', async () => {
    fake.script('POST /transfer', { status: 502, body: { status: false, message: 'Bad gateway' } });
    const lost = await approved();
    expect(lost.res.json()).toMatchObject({ status: 'approved' });
    const pending = await approved(); // the fake answers "pending"; no webhook ever comes
    expect((await verifyPendingPayouts({ db: t.db, clock, provider: provider() })).checked).toBe(0);
    const run = await verifyLater();
    expect(run.settled).toBeGreaterThanOrEqual(2);
    // The fake never got the first transfer: it was never made, so the money comes back.
    expect(await payoutRow(t, lost.payoutId)).toMatchObject({ status: 'failed' });
    expect(await moneyOf(t, lost.rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await payoutRow(t, pending.payoutId)).toMatchObject({ status: 'paid' });
    expect(await moneyOf(t, pending.rider.id)).toEqual({ balance: 6_000, held: 0 });
    // Run again: nothing left to do, nothing written twice.
    expect((await verifyLater()).settled).toBe(0);
    expect(await ledgerOfPayout(t, pending.payoutId)).toHaveLength(4);
  });

  it('fifty approvals at once send one transfer', async () => {
    const rider = await signedInRider(t, { earnedPesewas: 10_000, clock });
    const { id } = (await askPayout(t, rider.cookie, 40)).json() as { id: string };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => decide(t, adminCookie, id, 'approve')),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(transfers(id)).toHaveLength(1);
    expect(await ledgerOfPayout(t, id)).toHaveLength(2);
  });
});
