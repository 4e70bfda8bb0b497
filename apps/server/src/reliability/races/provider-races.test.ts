// Results from the payment provider that must apply once, fired 50 times at once,
// through Paystack's real client against the local fake Paystack: a charge's webhook
// delivered 50 times while the settle job on 5 instances verifies the same charge, and a
// transfer's webhook delivered 50 times while the payout verify job does the same.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPaystackProvider } from '../../contexts/money/payments/paystack/paystack-client.ts';
import { settleExpiredPayments } from '../../contexts/money/payments/settle-payments.task.ts';
import {
  VERIFY_AFTER_MS,
  verifyPendingPayouts,
} from '../../contexts/money/payouts/verify-payouts.task.ts';
import { fixedClock } from '../../lib/clock.ts';
import { signedInSeller } from '../../testing/catalog/test-requests.ts';
import { type FakePaystack, startFakePaystack } from '../../testing/fake-paystack.ts';
import { buy, VERIFICATION, webhook } from '../../testing/money/payment-test-kit.ts';
import {
  askPayout,
  decide,
  ledgerOfPayout,
  moneyOf,
  payoutRow,
  signedInAdmin,
  signedInRider,
} from '../../testing/money/payout-test-kit.ts';
import { TEST_SECRET } from '../../testing/money/paystack/paystack-test-kit.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createRaceApp, expectPaymentAppliedOnce, fire, RACERS } from './race-kit.ts';

const clock = fixedClock(new Date('2026-11-24T10:00:00Z'));
/** Instances whose scheduled job runs in the same minute. */
const INSTANCES = 5;
let fake: FakePaystack;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePaystack({ secretKey: TEST_SECRET });
  t = await createRaceApp(clock, {
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: TEST_SECRET,
    PAYSTACK_BASE_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const paystack = () => createPaystackProvider({ secretKey: TEST_SECRET, baseUrl: fake.url, clock });
/** How many of the answers say they applied the event. */
const appliedIn = (answers: { statusCode: number; json(): unknown }[]) => {
  expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
  return answers.filter((a) => (a.json() as { applied: boolean }).applied).length;
};

it('50 charge.success deliveries and the settle job on 5 instances verifying it: applied once', async () => {
  const s = await signedInSeller(t, {}, clock);
  const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
  const event = JSON.parse((await fake.settleCharge(reference, 'success')).body);
  // Past the prompt's 3 minutes: the settle job verifies the charge; Paystack says success.
  clock.advance(4 * 60 * 1000);
  const [answers, runs] = await Promise.all([
    fire(RACERS, () => webhook(t, event, TEST_SECRET)),
    fire(INSTANCES, () => settleExpiredPayments({ db: t.db, clock, provider: paystack() })),
  ]);
  const settled = runs.reduce((n, r) => n + r.settled, 0);
  expect(appliedIn(answers) + settled).toBe(1);
  await expectPaymentAppliedOnce(t, s.seller.id, reference);
});

it('50 transfer.success deliveries and the verify job on 5 instances: the payout is paid once', async () => {
  const { rider, cookie } = await signedInRider(t, { earnedPesewas: 10_000, clock });
  const { id } = (await askPayout(t, cookie, 40)).json() as { id: string };
  const admin = await signedInAdmin(t, clock);
  // Paystack answers a transfer "pending": the payout waits, approved, for its result.
  expect((await decide(t, admin.cookie, id, 'approve')).json()).toMatchObject({
    status: 'approved',
  });
  const event = JSON.parse((await fake.settleTransfer(id, 'success')).body);
  clock.advance(VERIFY_AFTER_MS + 60_000);
  const [answers, runs] = await Promise.all([
    fire(RACERS, () => webhook(t, event, TEST_SECRET)),
    fire(INSTANCES, () => verifyPendingPayouts({ db: t.db, clock, provider: paystack() })),
  ]);
  const settled = runs.reduce((n, r) => n + r.settled, 0);
  expect(appliedIn(answers) + settled).toBe(1);
  expect(await payoutRow(t, id)).toMatchObject({ status: 'paid' });
  expect(await ledgerOfPayout(t, id)).toEqual([
    'payout_reserve:rider_payout_reserved:4000',
    'payout_reserve:rider_wallet:-4000',
    'payout_sent:provider:4000',
    'payout_sent:rider_payout_reserved:-4000',
  ]);
  expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
});
