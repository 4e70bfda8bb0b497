// Paystack refusing Dwa's secret key (401 `{ status: false, message: "Invalid key" }`, as its API
// docs document it), against the fake Paystack with another key than the app's: the seller is
// told honestly, in their language, that payments are unavailable (not "try again in a few
// minutes"); the operator's hook is called and an error line written; the settle job neither
// fails the waiting payments nor asks about each one in vain.
import { randomUUID } from 'node:crypto';
import { payments } from '@dwa/db/schema/index';
import { enServer } from '@dwa/domain/i18n/server/en';
import { pidginServer } from '@dwa/domain/i18n/server/pidgin';
import { twServer } from '@dwa/domain/i18n/server/tw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { type FakePaystack, startFakePaystack } from '../../testing/fake-paystack.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInSeller } from '../seller-products/test-requests.ts';
import { paymentRow, VERIFICATION } from './payment-test-kit.ts';
import { onPaystackCredentialsRejected } from './paystack/credentials-rejected.ts';
import { createPaystackProvider } from './paystack/paystack-client.ts';
import { TEST_SECRET } from './paystack/paystack-test-kit.ts';
import { settleExpiredPayments } from './settle-payments.job.ts';

const WRONG_KEY = 'sk_live_revoked_0123456789';
const clock = fixedClock(new Date('2026-11-24T10:00:00Z'));
let fake: FakePaystack;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: TEST_SECRET });
  t = await createTestApp({
    clock,
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: WRONG_KEY,
      PAYSTACK_BASE_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('Paystack refuses the key', () => {
  it('tells the seller payments are unavailable, in their language, and fails nothing silently', async () => {
    const errors = vi.spyOn(t.app.log, 'error');
    try {
      for (const [lang, catalog] of [
        ['en', enServer],
        ['tw', twServer],
        ['pidgin', pidginServer],
      ] as const) {
        const s = await signedInSeller(t, {}, clock);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/seller/payments',
          headers: { cookie: s.cookie, 'accept-language': lang },
          payload: VERIFICATION,
        });
        expect(res.statusCode).toBe(503);
        expect(res.json().error).toMatchObject({
          code: 'service_unavailable',
          message: catalog.errors.payments.paymentsUnavailable,
        });
        expect(res.json().error.message).not.toBe(catalog.errors.payments.providerUnavailable);
        // No charge was made: the payment ends, and the seller may try again later.
        const [row] = (
          await t.app.inject({ url: '/api/seller/payments', headers: { cookie: s.cookie } })
        ).json().items;
        expect(row).toMatchObject({ status: 'failed', failure: 'provider' });
      }
      // The operator's hook: an error line naming the provider and the call, never the key.
      const told = errors.mock.calls.filter(([fields]) => {
        return (fields as { provider?: string }).provider === 'paystack';
      });
      expect(told.length).toBeGreaterThanOrEqual(3);
      expect(told[0]![0]).toMatchObject({ provider: 'paystack', request: 'Paystack GET /bank' });
      expect(JSON.stringify(errors.mock.calls)).not.toContain(WRONG_KEY);
    } finally {
      errors.mockRestore();
    }
  });

  it('the settle job keeps waiting payments pending and stops at the first refusal', async () => {
    const s = await signedInSeller(t, {}, clock);
    const waiting = await t.db
      .insert(payments)
      .values(
        ['verification', 'pro'].map((purpose) => ({
          sellerId: s.seller.id,
          purpose,
          amountPesewas: 5000,
          provider: 'paystack',
          reference: `dwa_${randomUUID().slice(0, 12)}`,
          expiresAt: new Date(clock.now().getTime() - 60_000),
        })),
      )
      .returning({ reference: payments.reference });
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const provider = createPaystackProvider({
      secretKey: WRONG_KEY,
      baseUrl: fake.url,
      clock,
      onCredentialsRejected: (rejected) => onPaystackCredentialsRejected({ log, clock }, rejected),
    });
    const before = fake.requests.length;
    const run = await settleExpiredPayments({
      db: t.db,
      clock,
      provider,
      log: log as never,
    });
    expect(run).toMatchObject({ checked: 2, settled: 0 });
    for (const { reference } of waiting) {
      expect(await paymentRow(t, reference)).toMatchObject({ status: 'pending' });
    }
    // One verify refused, then the job stopped: the other would be refused the same way.
    expect(fake.requests.length - before).toBe(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'paystack',
        request: expect.stringMatching(/^Paystack GET \/transaction\/verify\//),
      }),
      expect.stringContaining('401'),
    );
  });
});
