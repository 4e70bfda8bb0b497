// Paystack's transfer events for payouts Dwa created, replayed with the documented bodies
// (src/doc/payments/webhooks/events/transfer-*.json through testing/paystack-documented.ts) and
// signed as Paystack signs them (HMAC-SHA512 of the raw body): each applied once however many
// arrive at once, a reversal after success returning the money to the rider's wallet with an
// audit row; the recipient code a wallet keeps in the database, dropped and made again once when
// Paystack no longer knows it; and a refused key never failing a transfer that may exist.
import { auditLog, momoWallets } from '@dwa/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { WEBHOOK_PATH } from '../payments/payments.routes.ts';
import { createPaystackProvider } from '../payments/paystack/paystack-client.ts';
import { PAYSTACK_SIGNATURE_HEADER } from '../payments/paystack/paystack-signature.ts';
import { approvePayout } from './decide-payout.service.ts';
import { VERIFY_AFTER_MS, verifyPendingPayouts } from './verify-payouts.task.ts';

const clock = fixedClock(new Date('2026-11-24T10:00:00Z'));
const AT_ONCE = 50;
let fake: FakePaystack;
let t: TestApp;
let admin: { admin: { id: string }; cookie: string };

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
  admin = await signedInAdmin(t, clock);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** A rider with GH₵ 100 earned, GH₵ 40 asked for and approved (Paystack: pending). */
async function approved() {
  const rider = await signedInRider(t, { earnedPesewas: 10_000, clock });
  const { id } = (await askPayout(t, rider.cookie, 40)).json() as { id: string };
  expect((await decide(t, admin.cookie, id, 'approve')).json()).toMatchObject({
    status: 'approved',
  });
  return { ...rider, payoutId: id };
}

/** The same signed delivery, AT_ONCE times at once: every answer 200, how many applied it. */
async function deliverAtOnce(event: object) {
  const answers = await Promise.all(
    Array.from({ length: AT_ONCE }, () => webhook(t, event, TEST_SECRET)),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(AT_ONCE).fill(200));
  return answers.filter((a) => a.json().applied).length;
}

const walletOf = async (riderId: string) =>
  (
    await t.db
      .select()
      .from(momoWallets)
      .where(and(eq(momoWallets.userType, 'rider'), eq(momoWallets.userId, riderId)))
  )[0]!;
const asked = (path: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === path).length;

describe('documented transfer events', () => {
  it('transfer.success: the documented body, signed, fifty at once, paid once', async () => {
    const { rider, payoutId } = await approved();
    const signed = await fake.settleTransfer(payoutId, 'success');
    const event = JSON.parse(signed.body);
    // The documented shape: the reference Dwa sent, the recipient object, the integration.
    expect(event.data).toMatchObject({
      reference: payoutId,
      status: 'success',
      amount: 4_000,
      recipient: { recipient_code: expect.stringMatching(/^RCP_/), type: 'mobile_money' },
      integration: { business_name: 'Dwa' },
    });
    // Any byte changed after signing is refused: the signature covers the raw body.
    const tampered = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      payload: signed.body.replace('"amount":4000', '"amount":9000'),
      headers: {
        'content-type': 'application/json',
        [PAYSTACK_SIGNATURE_HEADER]: signed.signature,
      },
    });
    expect(tampered.statusCode).toBe(401);

    expect(await deliverAtOnce(event)).toBe(1);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'paid' });
    expect(await ledgerOfPayout(t, payoutId)).toEqual([
      'payout_reserve:rider_payout_reserved:4000',
      'payout_reserve:rider_wallet:-4000',
      'payout_sent:provider:4000',
      'payout_sent:rider_payout_reserved:-4000',
    ]);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('transfer.failed: fifty at once, the balance restored once', async () => {
    const { rider, payoutId } = await approved();
    const event = JSON.parse((await fake.settleTransfer(payoutId, 'failed')).body);
    expect(event.data).toMatchObject({ reference: payoutId, status: 'failed' });
    expect(await deliverAtOnce(event)).toBe(1);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'failed' });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await ledgerOfPayout(t, payoutId)).toHaveLength(4);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('transfer.reversed after success: money back to the wallet once, and audited', async () => {
    const { rider, payoutId } = await approved();
    await deliverAtOnce(JSON.parse((await fake.settleTransfer(payoutId, 'success')).body));
    const reversed = JSON.parse((await fake.settleTransfer(payoutId, 'reversed')).body);
    expect(reversed.data).toMatchObject({ reference: payoutId, status: 'reversed' });
    expect(await deliverAtOnce(reversed)).toBe(1);
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
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, payoutId));
    expect(audits.map((a) => `${a.actorType}:${a.action}`).sort()).toEqual([
      'admin:payout.approve',
      'system:payout.reversed',
    ]);
    expect(audits.find((a) => a.action === 'payout.reversed')?.detail).toMatchObject({
      amountPesewas: 4_000,
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('transfer.reversed before success fails the payout once, without a reversal', async () => {
    const { rider, payoutId } = await approved();
    const reversed = JSON.parse((await fake.settleTransfer(payoutId, 'reversed')).body);
    expect(await deliverAtOnce(reversed)).toBe(1);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'failed' });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    expect(await ledgerOfPayout(t, payoutId)).toHaveLength(4);
  });
});

describe('the wallet’s recipient code', () => {
  it('is kept in the database and reused by another instance without asking Paystack', async () => {
    const { rider, cookie } = await approved();
    const code = (await walletOf(rider.id)).recipientCode;
    expect(code).toMatch(/^RCP_/);
    // A second instance (its own Paystack client, nothing in memory) approves the next payout.
    const { id } = (await askPayout(t, cookie, 10)).json() as { id: string };
    const created = asked('/transferrecipient');
    const other = createPaystackProvider({ secretKey: TEST_SECRET, baseUrl: fake.url, clock });
    await approvePayout({ db: t.db, clock, provider: other }, admin.admin.id, id);
    expect(asked('/transferrecipient')).toBe(created);
    const sent = fake.requests.filter(
      (r) => r.path === '/transfer' && (r.body as { reference: string }).reference === id,
    );
    expect(sent.map((r) => (r.body as { recipient: string }).recipient)).toEqual([code]);
  });

  it('is dropped when Paystack has forgotten it, created once more, and the transfer retried', async () => {
    const { rider, cookie } = await approved();
    const old = (await walletOf(rider.id)).recipientCode!;
    fake.forgetRecipients();
    const { id } = (await askPayout(t, cookie, 10)).json() as { id: string };
    const created = asked('/transferrecipient');
    const res = await decide(t, admin.cookie, id, 'approve');
    expect(res.json()).toMatchObject({ status: 'approved' });
    const sent = fake.requests.filter(
      (r) => r.path === '/transfer' && (r.body as { reference: string }).reference === id,
    );
    // Refused with the forgotten code, then one new recipient and the same reference again.
    expect(sent.map((r) => (r.body as { recipient: string }).recipient)).toEqual([
      old,
      expect.stringMatching(/^RCP_/),
    ]);
    expect(asked('/transferrecipient')).toBe(created + 1);
    const fresh = (await walletOf(rider.id)).recipientCode;
    expect(fresh).not.toBe(old);
    expect(fresh).toBe((sent[1]!.body as { recipient: string }).recipient);
    // Paid as usual once Paystack says so.
    await webhook(t, JSON.parse((await fake.settleTransfer(id, 'success')).body), TEST_SECRET);
    expect(await payoutRow(t, id)).toMatchObject({ status: 'paid' });
    // GH₵ 100 earned; 10 paid out; the first 40 still waits for Paystack's word.
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 5_000, held: 4_000 });
  });

  it('is dropped when the rider changes the wallet', async () => {
    const { rider, cookie } = await approved();
    expect((await walletOf(rider.id)).recipientCode).toMatch(/^RCP_/);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/wallet',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { phone: '024 123 4567', network: 'mtn', accountName: 'Kofi A. Mensah' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await walletOf(rider.id)).recipientCode).toBeNull();
  });
});

describe('Paystack refusing the key', () => {
  it('a transfer refused for the key fails at once: nothing was sent, the balance returns', async () => {
    const rider = await signedInRider(t, { earnedPesewas: 10_000, clock });
    const { id } = (await askPayout(t, rider.cookie, 40)).json() as { id: string };
    fake.script('POST /transfer', { status: 401, body: { status: false, message: 'Invalid key' } });
    const errors = vi.spyOn(t.app.log, 'error');
    try {
      expect((await decide(t, admin.cookie, id, 'approve')).json()).toMatchObject({
        status: 'failed',
      });
      // The operator alert's one error line, naming the refused call.
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({
          provider: 'paystack',
          reason: 'credentials_rejected',
          detail: 'Paystack POST /transfer: Invalid key',
        }),
        expect.any(String),
      );
    } finally {
      errors.mockRestore();
    }
    expect(await moneyOf(t, rider.rider.id)).toEqual({ balance: 10_000, held: 0 });
  });

  it('the verify job never fails a payout for a refused key', async () => {
    const { rider, payoutId } = await approved();
    const refused = createPaystackProvider({ secretKey: 'sk_wrong', baseUrl: fake.url, clock });
    clock.advance(VERIFY_AFTER_MS + 60_000);
    try {
      const run = await verifyPendingPayouts({ db: t.db, clock, provider: refused });
      expect(run.settled).toBe(0);
    } finally {
      clock.advance(-(VERIFY_AFTER_MS + 60_000));
    }
    // The transfer may well exist: still approved, still held.
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'approved' });
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 4_000 });
  });
});
