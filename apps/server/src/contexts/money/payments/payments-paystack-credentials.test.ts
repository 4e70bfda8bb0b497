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
import { fixedClock } from '../../../lib/clock.ts';
import { adminCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { type FakePaystack, startFakePaystack } from '../../../testing/fake-paystack.ts';
import { paymentRow, VERIFICATION } from '../../../testing/money/payment-test-kit.ts';
import { TEST_SECRET } from '../../../testing/money/paystack/paystack-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { activeAlert } from '../../messaging/provider-alerts/provider-alerts.ts';
import { paystackCredentialHooks } from './paystack/credentials-rejected.ts';
import { createPaystackProvider } from './paystack/paystack-client.ts';
import { settleExpiredPayments } from './settle-payments.task.ts';

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
    const warnings = vi.spyOn(t.app.log, 'warn');
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
      // Each refused call: a warning naming the call; the incident: one error line (the
      // operator alert's), never the key.
      const paystackLines = (calls: unknown[][]) =>
        calls.filter(([fields]) => (fields as { provider?: string }).provider === 'paystack');
      const warned = paystackLines(warnings.mock.calls);
      expect(warned.length).toBeGreaterThanOrEqual(3);
      expect(warned[0]![0]).toMatchObject({ request: 'Paystack GET /bank' });
      const alerted = paystackLines(errors.mock.calls);
      expect(alerted).toHaveLength(1);
      expect(alerted[0]![0]).toMatchObject({
        reason: 'credentials_rejected',
        detail: 'Paystack GET /bank: Invalid key',
      });
      expect(JSON.stringify([errors.mock.calls, warnings.mock.calls])).not.toContain(WRONG_KEY);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('is an operator alert until a call takes the key: readiness detail and pre-launch', async () => {
    expect(await activeAlert(t.db, 'paystack')).toMatchObject({ reason: 'credentials_rejected' });
    const { cookie } = await adminCookie(t);
    const prelaunch = async () =>
      (await t.app.inject({ url: '/api/admin/prelaunch', headers: { cookie } }))
        .json()
        .checks.find((c: { id: string }) => c.id === 'payments');
    expect(await prelaunch()).toMatchObject({
      status: 'failed',
      reasonKey: 'errors.adminSettings.checks.paystackKeyRejected',
    });
    const ready = await t.app.inject({ url: '/api/health/ready', headers: { cookie } });
    expect(ready.json().alerts).toEqual([
      { provider: 'paystack', reason: 'credentials_rejected', since: expect.any(String) },
    ]);
    // The key replaced (here: a provider holding the one the fake takes): its first answer
    // ends the incident for every instance.
    const fixed = createPaystackProvider({
      secretKey: TEST_SECRET,
      baseUrl: fake.url,
      clock,
      credentials: paystackCredentialHooks({ db: t.db, clock, log: t.app.log }),
    });
    // Paystack knows no such payment (a 4xx that is not about the key): the key was taken.
    await fixed.verify('dwa_not_ours').catch(() => null);
    expect(await activeAlert(t.db, 'paystack')).toBeNull();
    expect((await prelaunch()).reasonKey).not.toBe(
      'errors.adminSettings.checks.paystackKeyRejected',
    );
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
      credentials: paystackCredentialHooks({ db: t.db, clock, log }),
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
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'paystack',
        request: expect.stringMatching(/^Paystack GET \/transaction\/verify\//),
      }),
      expect.stringContaining('401'),
    );
  });
});
