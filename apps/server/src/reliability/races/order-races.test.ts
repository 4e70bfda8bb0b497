// Buy safely's money under races (decision 066): every order step that moves money, fired many
// times at once or against the step it races, moves the order once and writes its ledger
// movement once; a second app instance on the same database (its own pool on PostgreSQL)
// running the same timers changes nothing more; and a release cut off in the middle (the
// process dying inside its transaction) leaves nothing half done, released once afterwards.

import { ledgerEntries, orderEvents, orders, products } from '@dwa/db/schema/index';
import type { TestDatabase } from '@dwa/db/testing/test-database';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { reviewLedger } from '../../contexts/money/public.ts';
import { ORDER_TIMERS_TASK } from '../../contexts/orders/public.ts';
import { fixedClock } from '../../lib/clock.ts';
import { chargeSuccess, webhook } from '../../testing/money/payment-test-kit.ts';
import {
  approve,
  buySafelyShop,
  call,
  handedOverPickup,
  orderBody,
  orderRow,
  PICKUP,
  paidOrder,
  placed,
  placeOrder,
} from '../../testing/orders/order-test-kit.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createRaceApp, expectOneWinner, fire, RACERS } from './race-kit.ts';

const HOUR = 3_600_000;
const clock = fixedClock(new Date('2026-12-02T08:00:00Z'));
let t: TestApp;
let second: App;

beforeAll(async () => {
  // Every buyer here asks for a code from the one test address.
  t = await createRaceApp(clock, { CODE_SENDS_PER_IP_PER_HOUR: '100000' });
  // A second instance, as a second server has: its own pool on the same database.
  const database = await (t.database as TestDatabase).openAnother();
  second = await buildApp({ env: t.env, database, storage: t.storage, clock });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const timersOf = (app: App) => () =>
  app.tasks.definitions
    .find((d) => d.name === ORDER_TIMERS_TASK)!
    .handler({ id: 'race', data: {}, retryCount: 0, retryLimit: 0 });
const movementsOf = (kind: string, reference: string) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.kind, kind as 'order_paid'), eq(ledgerEntries.reference, reference)),
    );
const stepsOf = async (orderId: string, event: string) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
    (e) => e.event === event,
  );
const ledgerOk = async () => expect((await reviewLedger(t.db)).problems).toEqual([]);

describe('Buy safely under races', () => {
  it('sells the last one to one of many buyers at once', async () => {
    const shop = await buySafelyShop(t, clock, { stock: 1 });
    const answers = await fire(20, () =>
      placeOrder(
        t,
        orderBody(shop.product.id, { fulfilment: 'pickup', zone: null, dropoffLocation: null }),
      ),
    );
    expectOneWinner(answers, 201, [409]);
    const [left] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
    expect(left?.stock).toBe(0);
  });

  it('takes a payment delivered many times once', async () => {
    const shop = await buySafelyShop(t, clock);
    const { token, order } = await placed(t, orderBody(shop.product.id));
    const reference = order.paymentReference!;
    const answers = await fire(RACERS, () => webhook(t, chargeSuccess(reference, 10_500, 200)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect((await orderRow(t, token)).status).toBe('paid');
    // provider, escrow, provider_fees and the platform bearing the fee: one movement.
    expect(await movementsOf('order_paid', reference)).toHaveLength(4);
    expect(await stepsOf((await orderRow(t, token)).id, 'pay')).toHaveLength(1);
    await ledgerOk();
  });

  it('lets the seller accept or the timer refund, never both', async () => {
    const shop = await buySafelyShop(t, clock);
    const { row } = await paidOrder(t, shop.product.id, PICKUP);
    clock.advance(24 * HOUR);
    const [accepts] = await Promise.all([
      fire(RACERS / 2, () =>
        call(t, 'POST', `/api/seller/orders/${row.id}/accept`, {}, shop.cookie),
      ),
      fire(5, timersOf(t.app)),
      fire(5, timersOf(second)),
    ]);
    const after = await orderRow(t, row.token);
    const won = accepts.filter((a) => a.statusCode === 200);
    if (after.status === 'accepted') expect(won).toHaveLength(1);
    else {
      expect(after.status).toBe('refunded');
      expect(won).toHaveLength(0);
      expect(await movementsOf('order_refund', row.id)).toHaveLength(2);
    }
    expect(
      (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id))).length,
    ).toBe(3);
    await ledgerOk();
  });

  it('releases at the window edge or freezes on a problem, never both; the release runs once', async () => {
    const { row, token } = await handedOverPickup(t, clock);
    // One millisecond before the window ends: a problem may still be reported.
    clock.advance(48 * HOUR - 1);
    const problem = () =>
      call(t, 'POST', `/api/orders/${token}/problem`, { text: 'The sandals are the wrong size' });
    const confirm = () => call(t, 'POST', `/api/orders/${token}/confirm`);
    const [problems, confirms] = await Promise.all([fire(10, problem), fire(10, confirm)]);
    const winners = [...problems, ...confirms].filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    const status = (await orderRow(t, token)).status;
    expect(['disputed', 'released']).toContain(status);
    // The timers on both instances, many times: the window has passed now.
    clock.advance(1);
    await Promise.all([fire(10, timersOf(t.app)), fire(10, timersOf(second))]);
    expect((await orderRow(t, token)).status).toBe(status);
    // escrow, seller_payable, platform.
    expect(await movementsOf('order_release', row.id)).toHaveLength(status === 'released' ? 3 : 0);
    await ledgerOk();
  });

  it('releases once when the release job runs on two instances at once', async () => {
    const { row } = await handedOverPickup(t, clock);
    clock.advance(49 * HOUR);
    await Promise.all([fire(10, timersOf(t.app)), fire(10, timersOf(second))]);
    expect((await orderRow(t, row.token)).status).toBe('released');
    expect(await movementsOf('order_release', row.id)).toHaveLength(3);
    expect(await stepsOf(row.id, 'release_window_end')).toHaveLength(1);
    await ledgerOk();
  });

  it('leaves nothing of a release cut off inside its transaction; the next run releases once', async () => {
    const { row } = await handedOverPickup(t, clock);
    clock.advance(49 * HOUR);
    // The order's step is written, then the process dies before the ledger movement commits.
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ status: 'released' })
          .where(and(eq(orders.id, row.id), eq(orders.status, 'delivered')));
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect((await orderRow(t, row.token)).status).toBe('delivered');
    await timersOf(t.app)();
    expect((await orderRow(t, row.token)).status).toBe('released');
    expect(await movementsOf('order_release', row.id)).toHaveLength(3);
    await ledgerOk();
  });

  it('approves a prompt once even when the payer taps many times', async () => {
    const shop = await buySafelyShop(t, clock);
    const { token, order } = await placed(t, orderBody(shop.product.id));
    await Promise.allSettled(Array.from({ length: 10 }, () => approve(t, order.paymentReference)));
    expect((await orderRow(t, token)).status).toBe('paid');
    await ledgerOk();
  });
});
