// Paystack's charge events as documented (testing/paystack-documented.ts), replayed against the
// app through the local fake Paystack and signed as Paystack signs them (HMAC-SHA512 of the raw
// body): a payer who pays the fees on top, fees that eat the whole amount, events for references
// that belong to someone else, events Dwa does not handle, and the provider's own words to the
// payer. Each checks the HTTP answer, the payment row, the ledger and what the seller sees.
import { settings } from '@dwa/db/schema/index';
import type { AdminMoney } from '@dwa/domain/admin/money';
import { DEFAULT_PRICES } from '@dwa/domain/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { adminCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { type FakePaystack, startFakePaystack } from '../../../testing/fake-paystack.ts';
import {
  buy,
  countRows,
  ledgerOf,
  paymentRow,
  VERIFICATION,
  webhook,
} from '../../../testing/money/payment-test-kit.ts';
import { TEST_SECRET } from '../../../testing/money/paystack/paystack-test-kit.ts';
import {
  documentedTransaction,
  MTN_DISPLAY_TEXT,
  TELECEL_DISPLAY_TEXT,
} from '../../../testing/paystack-documented.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { checkLedger } from '../ledger/ledger-check.ts';
import { createPaystackProvider } from './paystack/paystack-client.ts';
import { PRICES_SETTING } from './prices.service.ts';
import { settleExpiredPayments } from './settle-payments.task.ts';

const clock = fixedClock(new Date('2026-11-24T10:00:00Z'));
let fake: FakePaystack;
let t: TestApp;
let admin: string;

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
  admin = (await adminCookie(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const provider = () => createPaystackProvider({ secretKey: TEST_SECRET, baseUrl: fake.url, clock });
const rowsOf = async (reference: string) =>
  (await ledgerOf(t, reference)).map((r) => `${r.accountType}:${r.amountPesewas}`).sort();
const seen = async (cookie: string, reference: string) =>
  (
    await t.app.inject({ url: `/api/seller/payments/${reference}`, headers: { cookie } })
  ).json() as { status: string; displayText: string | null; receiptNumber: string | null };
const heldInAdmin = async (reference: string) =>
  (
    (
      await t.app.inject({ url: '/api/admin/money?status=held', headers: { cookie: admin } })
    ).json() as AdminMoney
  ).items.find((p) => p.reference === reference);

/** Past the prompt's 3 minutes for one settle run, as the job would run it. */
async function settleLater() {
  clock.advance(4 * 60 * 1000);
  try {
    return await settleExpiredPayments({ db: t.db, clock, provider: provider() });
  } finally {
    clock.advance(-4 * 60 * 1000);
  }
}

describe('a payer who pays Paystack’s fees on top', () => {
  it('is applied on the amount requested; the ledger books paid, kept and netted', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    const signed = await fake.settleCharge(reference, 'success', { feesOnCustomer: true });
    const event = JSON.parse(signed.body);
    // As Paystack documents it: amount = requested_amount + fees.
    expect(event.data).toMatchObject({ amount: 5098, requested_amount: 5000, fees: 98 });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => webhook(t, event, TEST_SECRET)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect(await paymentRow(t, reference)).toMatchObject({
      status: 'success',
      amountPesewas: 5000,
      paidPesewas: 5098,
      feePesewas: 98,
      netPesewas: 5000,
    });
    expect(await rowsOf(reference)).toEqual([
      'platform:5000',
      'provider:-5098',
      'provider_fees:98',
    ]);
    expect(await seen(s.cookie, reference)).toMatchObject({
      status: 'success',
      receiptNumber: expect.any(String),
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('is applied by the settle job when the webhook never came (verify’s requested_amount)', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, { ...VERIFICATION, item: 'pro' })).json();
    await fake.settleCharge(reference, 'success', { feesOnCustomer: true, fees: 390 });
    await settleLater();
    expect(await paymentRow(t, reference)).toMatchObject({
      status: 'success',
      paidPesewas: 20_390,
      feePesewas: 390,
      netPesewas: 20_000,
    });
    expect(await rowsOf(reference)).toEqual([
      'platform:20000',
      'provider:-20390',
      'provider_fees:390',
    ]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('fees at or above the amount', () => {
  it('the documented GHS 1.00 charge.success with fees 153: held for review, 200, once', async () => {
    await t.db
      .insert(settings)
      .values({ key: PRICES_SETTING, value: { ...DEFAULT_PRICES, verificationPesewas: 100 } });
    try {
      const s = await signedInSeller(t, {}, clock);
      const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
      // src/doc/payments/payment-methods/mobile-event/index.json, with Dwa's reference.
      const event = {
        event: 'charge.success',
        data: documentedTransaction({
          reference,
          status: 'success',
          amount: 100,
          requested_amount: 100,
          fees: 153,
          paid_at: '2026-11-24T10:00:30.000Z',
          gateway_response: 'Approved',
        }),
      };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => webhook(t, event, TEST_SECRET)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      expect(answers.every((a) => a.json().applied === false)).toBe(true);
      expect(await paymentRow(t, reference)).toMatchObject({
        status: 'held',
        heldReason: 'fees_exceed_amount',
        paidPesewas: 100,
        feePesewas: 153,
        netPesewas: null,
      });
      expect(await ledgerOf(t, reference)).toEqual([]);
      expect(await seen(s.cookie, reference)).toMatchObject({ status: 'held' });
      expect(await heldInAdmin(reference)).toMatchObject({
        status: 'held',
        heldReason: 'fees_exceed_amount',
        grossPesewas: 100,
        feePesewas: 153,
        netPesewas: null,
      });
      expect(await checkLedger(t.db)).toEqual([]);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, PRICES_SETTING));
    }
  });

  it('found by the settle job: held once, then never asked about again', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    await fake.settleCharge(reference, 'success', { fees: 5000 });
    const first = await settleLater();
    expect(first.checked).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(t, reference)).toMatchObject({
      status: 'held',
      heldReason: 'fees_exceed_amount',
    });
    const asked = () =>
      fake.requests.filter((r) => r.path === `/transaction/verify/${reference}`).length;
    const before = asked();
    await settleLater();
    expect(asked()).toBe(before);
    expect(await ledgerOf(t, reference)).toEqual([]);
  });

  it('another amount is held too, and a later success changes nothing', async () => {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    const short = {
      event: 'charge.success',
      data: { reference, amount: 50, fees: 1, currency: 'GHS', status: 'success' },
    };
    expect((await webhook(t, short, TEST_SECRET)).json()).toEqual({
      received: true,
      applied: false,
    });
    expect(await paymentRow(t, reference)).toMatchObject({
      status: 'held',
      heldReason: 'amount_mismatch',
    });
    const right = JSON.parse((await fake.settleCharge(reference, 'success')).body);
    expect((await webhook(t, right, TEST_SECRET)).json().applied).toBe(false);
    expect(await paymentRow(t, reference)).toMatchObject({ status: 'held' });
    expect(await ledgerOf(t, reference)).toEqual([]);
  });
});

describe('events that are not Dwa’s', () => {
  it('a charge or transfer for a reference Dwa does not know is acknowledged and ignored', async () => {
    const before = await countRows(t);
    const charge = {
      event: 'charge.success',
      data: documentedTransaction({
        reference: 'another-integration-7', // another product on the same Paystack account
        status: 'success',
        amount: 40333,
        requested_amount: 30050,
        fees: 10283,
        paid_at: '2026-11-24T10:00:30.000Z',
        gateway_response: 'Successful',
      }),
    };
    const transfer = fake.signWebhook({
      event: 'transfer.success',
      data: { reference: 'acv_9ee55786-2323-4760-98e2-6380c9cb3f68', status: 'success' },
    });
    for (const event of [charge, JSON.parse(transfer.body)]) {
      const res = await webhook(t, event, TEST_SECRET);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, applied: false });
    }
    expect(await countRows(t)).toEqual(before);
  });

  it('an event type Dwa does not handle is acknowledged', async () => {
    for (const event of ['refund.pending', 'subscription.create', 'charge.dispute.create']) {
      const res = await webhook(t, { event, data: { id: 1, status: 'x' } }, TEST_SECRET);
      expect(res.statusCode, event).toBe(200);
      expect(res.json()).toEqual({ received: true, applied: false });
    }
  });
});

describe('Paystack’s words to the payer', () => {
  it('display_text travels to the seller’s view while the payment waits', async () => {
    const mtn = await signedInSeller(t, {}, clock);
    const started = (await buy(t, mtn.cookie, VERIFICATION)).json();
    expect(started).toMatchObject({ status: 'pending', displayText: MTN_DISPLAY_TEXT });
    expect(await seen(mtn.cookie, started.reference)).toMatchObject({
      displayText: MTN_DISPLAY_TEXT,
    });
    await webhook(
      t,
      JSON.parse((await fake.settleCharge(started.reference, 'success')).body),
      TEST_SECRET,
    );
    // Once paid, there is nothing left to do on the phone.
    expect(await seen(mtn.cookie, started.reference)).toMatchObject({ displayText: null });

    const telecel = await signedInSeller(t, {}, clock);
    const voucher = (
      await buy(t, telecel.cookie, { ...VERIFICATION, network: 'vodafone', phone: '0201234567' })
    ).json();
    expect(voucher).toMatchObject({ next: 'enter_voucher', displayText: TELECEL_DISPLAY_TEXT });
  });

  it('keeps hostile vendor text to readable characters and a bounded length', async () => {
    const s = await signedInSeller(t, {}, clock);
    fake.script('POST /charge', {
      body: {
        status: true,
        message: 'Charge attempted',
        data: {
          status: 'pay_offline',
          display_text: `Dial\u0000 *170#\u202e to\napprove ${'x'.repeat(2000)}`,
        },
      },
    });
    const res = await buy(t, s.cookie, VERIFICATION);
    expect(res.statusCode).toBe(201);
    const text = res.json().displayText as string;
    expect(text.startsWith('Dial *170# to approve x')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(300);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: none may be left
    expect(text).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
  });
});
