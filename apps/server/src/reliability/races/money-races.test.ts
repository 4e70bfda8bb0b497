// Money that must move once, fired 50 times at once (races): a charge's webhook with
// the settle job giving the same charge up, a payout approved by a crowd of clicks or approved
// and rejected together, a boost bought with the seller's one credit.
import { boosts, ledgerEntries, products } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../contexts/money/ledger/ledger.service.ts';
import { settleExpiredPayments } from '../../contexts/money/payments/settle-payments.task.ts';
import {
  createSimulatorProvider,
  simulatorSecret,
} from '../../contexts/money/payments/simulator/simulator-provider.ts';
import { fixedClock } from '../../lib/clock.ts';
import { bulk, signedInSeller } from '../../testing/catalog/test-requests.ts';
import { buy, chargeSuccess, VERIFICATION, webhook } from '../../testing/money/payment-test-kit.ts';
import {
  askPayout,
  auditsOf,
  decide,
  ledgerOfPayout,
  moneyOf,
  payoutRow,
  signedInAdmin,
  signedInRider,
} from '../../testing/money/payout-test-kit.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  createRaceApp,
  expectOneWinner,
  expectPaymentAppliedOnce,
  fire,
  RACERS,
} from './race-kit.ts';

const clock = fixedClock(new Date('2026-11-24T10:00:00Z'));
/** Past the simulator's 3-minute prompt: the settle job picks the payment up. */
const PROMPT_EXPIRED_MS = 3 * 60 * 1000 + 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createRaceApp(clock);
});
afterAll(() => t.close());

describe('a payment is applied once', () => {
  /** A seller's verification purchase whose prompt ran out unanswered, with the clock after it. */
  async function expiredPurchase() {
    const s = await signedInSeller(t, {}, clock);
    const { reference } = (await buy(t, s.cookie, VERIFICATION)).json();
    clock.advance(PROMPT_EXPIRED_MS);
    return { ...s, reference: reference as string };
  }

  it('50 webhook deliveries racing the settle job that gives the prompt up: paid once', async () => {
    const s = await expiredPurchase();
    // The simulator's verify calls an unanswered, expired prompt abandoned: the settle job fails
    // the payment as a timeout while the money's webhooks arrive. Money that arrives still counts.
    const provider = createSimulatorProvider({
      db: t.db,
      clock,
      secret: simulatorSecret(t.env.sessionSecret),
    });
    const [answers] = await Promise.all([
      fire(RACERS, () => webhook(t, chargeSuccess(s.reference, 5000))),
      fire(5, () => settleExpiredPayments({ db: t.db, clock, provider })),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().applied === true)).toHaveLength(1);
    await expectPaymentAppliedOnce(t, s.seller.id, s.reference);
  });
});

describe('a payout is decided once', () => {
  /** A rider who earned GH₵ 100 and asked for GH₵ 40. */
  async function requested() {
    const rider = await signedInRider(t, { earnedPesewas: 10_000, clock });
    const payout = (await askPayout(t, rider.cookie, 40)).json() as { id: string };
    return { ...rider, payoutId: payout.id };
  }

  it('50 approvals from 10 admins at once: one decision, sent once, one audit row', async () => {
    const { rider, payoutId } = await requested();
    const admins = await fire(10, () => signedInAdmin(t, clock));
    const answers = await fire(RACERS, (i) =>
      decide(t, admins[i % admins.length]!.cookie, payoutId, 'approve'),
    );
    expectOneWinner(answers, 200, [409]);
    expect(await payoutRow(t, payoutId)).toMatchObject({ status: 'paid' });
    expect(await ledgerOfPayout(t, payoutId)).toEqual([
      'payout_reserve:rider_payout_reserved:4000',
      'payout_reserve:rider_wallet:-4000',
      'payout_sent:provider:4000',
      'payout_sent:rider_payout_reserved:-4000',
    ]);
    expect(await auditsOf(t, payoutId)).toHaveLength(1);
    expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
  });

  it('25 approvals and 25 rejections at once: one decision, and the money follows it', async () => {
    const { rider, payoutId } = await requested();
    const { cookie } = await signedInAdmin(t, clock);
    const answers = await fire(RACERS, (i) =>
      i % 2 === 0
        ? decide(t, cookie, payoutId, 'approve')
        : decide(t, cookie, payoutId, 'reject', { reason: 'Wrong wallet' }),
    );
    const [won] = expectOneWinner(answers, 200, [409]);
    const decision = won!.json() as { status: string };
    const row = await payoutRow(t, payoutId);
    expect(row?.status).toBe(decision.status);
    const audits = await auditsOf(t, payoutId);
    expect(audits).toHaveLength(1);
    if (decision.status === 'paid') {
      expect(audits[0]?.action).toBe('payout.approve');
      expect(await ledgerOfPayout(t, payoutId)).toContain('payout_sent:provider:4000');
      expect(await moneyOf(t, rider.id)).toEqual({ balance: 6_000, held: 0 });
    } else {
      expect(decision.status).toBe('rejected');
      expect(audits[0]?.action).toBe('payout.reject');
      expect(await ledgerOfPayout(t, payoutId)).toEqual([
        'payout_release:rider_payout_reserved:-4000',
        'payout_release:rider_wallet:4000',
        'payout_reserve:rider_payout_reserved:4000',
        'payout_reserve:rider_wallet:-4000',
      ]);
      expect(await moneyOf(t, rider.id)).toEqual({ balance: 10_000, held: 0 });
    }
  });
});

describe('a boost is bought once', () => {
  const creditsOf = (sellerId: string) =>
    t.db
      .select({ amount: ledgerEntries.amountPesewas })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.accountType, 'seller_credits'), eq(ledgerEntries.accountId, sellerId)),
      );

  it('50 boosts of one product with one credit: one boost, one debit, the rest told it is on', async () => {
    const s = await signedInSeller(t, { isVerified: true, boostCredits: 1 }, clock);
    const product = await buildProduct(t.db, { sellerId: s.seller.id, status: 'active' });
    const answers = await fire(RACERS, () =>
      bulk(t, s.cookie, { action: 'boost', ids: [product.id], days: 1 }),
    );
    // The contract's idempotent answer: a product boosted already is left alone, free (200).
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const changed = answers.map((a) => (a.json() as { changed: number }).changed);
    expect(changed.filter((n) => n === 1)).toHaveLength(1);
    expect(changed.filter((n) => n === 0)).toHaveLength(RACERS - 1);
    expect(answers.every((a) => a.json().creditsLeft === 0)).toBe(true);
    expect(await t.db.select().from(boosts).where(eq(boosts.productId, product.id))).toHaveLength(
      1,
    );
    expect((await creditsOf(s.seller.id)).map((e) => e.amount).sort()).toEqual([-1, 1]);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.isBoosted).toBe(true);
  });

  it('50 boosts of 50 products with one credit: one is boosted, 49 are refused for credit', async () => {
    const s = await signedInSeller(t, { isVerified: true, boostCredits: 1 }, clock);
    const mine = await fire(RACERS, () =>
      buildProduct(t.db, { sellerId: s.seller.id, status: 'active' }),
    );
    const answers = await fire(RACERS, (i) =>
      bulk(t, s.cookie, { action: 'boost', ids: [mine[i]!.id], days: 1 }),
    );
    expectOneWinner(answers, 200, [402]);
    expect(answers.filter((a) => a.statusCode === 402)[0]?.json().error.code).toBe(
      'not_enough_credits',
    );
    expect(await t.db.select().from(boosts).where(eq(boosts.sellerId, s.seller.id))).toHaveLength(
      1,
    );
    expect((await creditsOf(s.seller.id)).map((e) => e.amount).sort()).toEqual([-1, 1]);
    expect(await balanceOf(t.db, 'seller_credits', s.seller.id)).toBe(0);
  });
});
