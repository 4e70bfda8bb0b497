// The same purchases with Paystack as the provider, against the local fake Paystack server:
// the charge Dwa asks for, the voucher path, the signed webhook, and the settle job's verify for
// a webhook that never came.
import { sellers } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { type FakePaystack, startFakePaystack } from '../../../testing/fake-paystack.ts';
import {
  buy,
  ledgerOf,
  paymentRow,
  VERIFICATION,
  webhook,
} from '../../../testing/money/payment-test-kit.ts';
import { TEST_SECRET } from '../../../testing/money/paystack/paystack-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createPaystackProvider } from './paystack/paystack-client.ts';
import { settleExpiredPayments } from './settle-payments.task.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const clock = fixedClock(NOW);
let fake: FakePaystack;
let t: TestApp;

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
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const isVerified = async (id: string) =>
  (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!.isVerified;

describe('with Paystack', () => {
  it('charges the MoMo wallet and applies the signed charge.success once', async () => {
    const s = await signedInSeller(t, {}, clock);
    const started = await buy(t, s.cookie, VERIFICATION);
    expect(started.statusCode).toBe(201);
    const view = started.json();
    // No simulator prompt with a real provider: the prompt is on the payer's phone.
    expect(view).toMatchObject({ status: 'pending', next: 'approve_on_phone', promptPath: null });
    const charge = fake.requests.find((r) => r.path === '/charge');
    expect(charge?.body).toMatchObject({
      amount: 5000,
      currency: 'GHS',
      reference: view.reference,
      mobile_money: { phone: '0241234567' },
    });
    expect(
      (await t.app.inject({ url: `/api/payments/simulator/${view.reference}` })).statusCode,
    ).toBe(404);

    const signed = await fake.settleCharge(view.reference, 'success');
    const delivered = await webhook(t, JSON.parse(signed.body), TEST_SECRET);
    expect(delivered.json()).toEqual({ received: true, applied: true });
    expect(await isVerified(s.seller.id)).toBe(true);
    // Signed with the simulator's key, or anything but Paystack's: refused.
    expect((await webhook(t, JSON.parse(signed.body))).statusCode).toBe(401);
    expect((await webhook(t, JSON.parse(signed.body), TEST_SECRET)).json().applied).toBe(false);
    expect(await ledgerOf(t, view.reference)).toHaveLength(3);
  });

  it('passes the Telecel voucher on, and applies the charge once Paystack confirms it', async () => {
    const s = await signedInSeller(t, {}, clock);
    const view = (
      await buy(t, s.cookie, { ...VERIFICATION, network: 'vodafone', phone: '0201234567' })
    ).json();
    expect(view.next).toBe('enter_voucher');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/seller/payments/${view.reference}/voucher`,
      headers: { cookie: s.cookie },
      payload: { voucher: '123456' },
    });
    expect(fake.requests.find((r) => r.path === '/charge/submit_otp')?.body).toEqual({
      otp: '123456',
      reference: view.reference,
    });
    // The voucher completed the charge; Dwa applied it after verifying it.
    expect(fake.requests.some((r) => r.path === `/transaction/verify/${view.reference}`)).toBe(
      true,
    );
    expect(submitted.json()).toMatchObject({ status: 'success' });
    expect(await isVerified(s.seller.id)).toBe(true);
  });

  it('settles a payment whose webhook never came by verifying it', async () => {
    const s = await signedInSeller(t, {}, clock);
    const view = (await buy(t, s.cookie, { ...VERIFICATION, item: 'pro' })).json();
    await fake.settleCharge(view.reference, 'success');
    const provider = createPaystackProvider({ secretKey: TEST_SECRET, baseUrl: fake.url, clock });
    expect((await settleExpiredPayments({ db: t.db, clock, provider })).checked).toBe(0);
    clock.advance(4 * 60 * 1000);
    try {
      const run = await settleExpiredPayments({ db: t.db, clock, provider });
      expect(run.settled).toBeGreaterThanOrEqual(1);
      expect(await paymentRow(t, view.reference)).toMatchObject({ status: 'success' });
      expect(await ledgerOf(t, view.reference)).toHaveLength(3);
    } finally {
      clock.advance(-4 * 60 * 1000);
    }
  });

  it('a provider that refuses the charge fails the payment and says so', async () => {
    const s = await signedInSeller(t, {}, clock);
    fake.script('/charge', { status: 400, body: { status: false, message: 'Invalid phone' } });
    const res = await buy(t, s.cookie, VERIFICATION);
    expect(res.statusCode).toBe(503);
    const [row] = (
      await t.app.inject({ url: '/api/seller/payments', headers: { cookie: s.cookie } })
    ).json().items;
    expect(row).toMatchObject({ status: 'failed', failure: 'provider' });
    expect(await isVerified(s.seller.id)).toBe(false);
  });
});
