// The rider dashboard through the real app on a real database: the rider's own figures only,
// verification with its expiry, money from the ledger, today's earnings by the Accra day, and a
// recent-activity list made of what really happened.
import { randomUUID } from 'node:crypto';
import { deliveryJobEvents, riderPayouts } from '@dwa/db/schema/index';
import { buildDeliveryJob } from '@dwa/db/testing/factories';
import { payoutReserveTransaction } from '@dwa/domain/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  callAs,
  creditEarning,
  signedInRider,
} from '../../../testing/deliveries/rider-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { recordTransaction } from '../../money/ledger/ledger.service.ts';

// 23:30 in Accra (UTC all year): half an hour before midnight.
const NOW = new Date('2026-03-10T23:30:00Z');
const clock = fixedClock(NOW);
const at = (iso: string) => new Date(iso);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const dashboardOf = async (cookie: string) => {
  const res = await callAs(t, cookie, 'GET', '/api/rider/dashboard');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json();
};

describe('rider dashboard', () => {
  it('shows a new rider nothing but their state: offline, unverified, no money, no activity', async () => {
    const { cookie } = await signedInRider(t, {}, clock);
    expect(await dashboardOf(cookie)).toEqual({
      online: false,
      isVerified: false,
      verificationExpiry: null,
      activeJobs: 0,
      todayEarningsPesewas: 0,
      ratingAvg: null,
      ratingCount: 0,
      completedDeliveries: 0,
      walletBalancePesewas: 0,
      activity: [],
    });
  });

  it('counts verification only while it has not expired', async () => {
    const future = at('2027-01-01T00:00:00Z');
    const past = at('2026-03-10T23:29:59Z');
    const cases = [
      [{ isVerified: true, verificationExpiry: future }, true],
      [{ isVerified: true, verificationExpiry: null }, true],
      [{ isVerified: true, verificationExpiry: past }, false],
      [{ isVerified: false, verificationExpiry: future }, false],
    ] as const;
    for (const [columns, expected] of cases) {
      const { cookie } = await signedInRider(t, columns, clock);
      const board = await dashboardOf(cookie);
      expect(board.isVerified, JSON.stringify(columns)).toBe(expected);
      expect(board.verificationExpiry).toBe(columns.verificationExpiry?.toISOString() ?? null);
    }
  });

  it('counts the rider’s own active jobs, rating, deliveries and ledger balance', async () => {
    const { rider, cookie } = await signedInRider(
      t,
      { isOnline: true, ratingAvg: '4.67', ratingCount: 3, completedDeliveries: 12 },
      clock,
    );
    const other = await signedInRider(t, {}, clock);
    for (const status of ['accepted', 'picked_up', 'delivered', 'completed', 'cancelled']) {
      await buildDeliveryJob(t.db, { riderId: rider.id, status });
    }
    await buildDeliveryJob(t.db, { riderId: other.rider.id, status: 'accepted' });
    await buildDeliveryJob(t.db, { status: 'requested' });
    await creditEarning(t, rider.id, randomUUID(), 5_000, at('2026-02-01T10:00:00Z'));
    await creditEarning(t, other.rider.id, randomUUID(), 9_999, NOW);
    await recordTransaction(
      t.db,
      payoutReserveTransaction({
        reference: randomUUID(),
        riderId: rider.id,
        amountPesewas: 1_200,
      }),
      { at: NOW },
    );
    expect(await dashboardOf(cookie)).toMatchObject({
      online: true,
      activeJobs: 2,
      ratingAvg: 4.67,
      ratingCount: 3,
      completedDeliveries: 12,
      walletBalancePesewas: 3_800,
      todayEarningsPesewas: 0,
    });
  });

  it('sums today’s earnings from midnight in Accra, and starts again at the next midnight', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    await creditEarning(t, rider.id, randomUUID(), 700, at('2026-03-09T23:59:59.999Z'));
    await creditEarning(t, rider.id, randomUUID(), 1_500, at('2026-03-10T00:00:00Z'));
    await creditEarning(t, rider.id, randomUUID(), 2_000, at('2026-03-10T23:10:00Z'));
    let board = await dashboardOf(cookie);
    expect(board.todayEarningsPesewas).toBe(3_500);
    expect(board.walletBalancePesewas).toBe(4_200);

    clock.advance(60 * 60_000); // 00:30 on the 11th
    try {
      await creditEarning(t, rider.id, randomUUID(), 400, at('2026-03-11T00:10:00Z'));
      board = await dashboardOf(cookie);
      expect(board.todayEarningsPesewas).toBe(400);
      expect(board.walletBalancePesewas).toBe(4_600);
    } finally {
      clock.advance(-60 * 60_000);
    }
  });

  it('is for riders only', async () => {
    expect((await callAs(t, undefined, 'GET', '/api/rider/dashboard')).statusCode).toBe(401);
    const seller = await signedInSeller(t, {}, clock);
    expect((await callAs(t, seller.cookie, 'GET', '/api/rider/dashboard')).statusCode).toBe(403);
  });
});

describe('recent activity', () => {
  it('merges the rider’s job steps, earnings and payouts, newest first, no one else’s', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    const other = await signedInRider(t, {}, clock);
    const job = await buildDeliveryJob(t.db, { riderId: rider.id, status: 'completed' });
    const theirs = await buildDeliveryJob(t.db, { riderId: other.rider.id, status: 'accepted' });
    const step = (jobId: string, from: string | null, to: string, iso: string) => ({
      jobId,
      fromStatus: from,
      toStatus: to,
      actorType: 'rider',
      at: at(iso),
    });
    await t.db
      .insert(deliveryJobEvents)
      .values([
        step(job.id, null, 'requested', '2026-03-10T08:00:00Z'),
        step(job.id, 'requested', 'accepted', '2026-03-10T08:05:00Z'),
        step(job.id, 'accepted', 'picked_up', '2026-03-10T08:30:00Z'),
        step(job.id, 'picked_up', 'delivered', '2026-03-10T09:00:00Z'),
        step(job.id, 'delivered', 'completed', '2026-03-10T09:30:00Z'),
        step(theirs.id, 'requested', 'accepted', '2026-03-10T09:45:00Z'),
      ]);
    await creditEarning(t, rider.id, job.id, 2_000, at('2026-03-10T09:30:00Z'));
    await creditEarning(t, other.rider.id, theirs.id, 3_000, at('2026-03-10T09:50:00Z'));
    await t.db.insert(riderPayouts).values([
      { riderId: rider.id, amountPesewas: 1_000, requestedAt: at('2026-03-10T10:00:00Z') },
      {
        riderId: rider.id,
        amountPesewas: 500,
        status: 'paid',
        requestedAt: at('2026-03-09T12:00:00Z'),
        decidedAt: at('2026-03-10T11:00:00Z'),
      },
      { riderId: other.rider.id, amountPesewas: 9_000, requestedAt: at('2026-03-10T12:00:00Z') },
    ]);

    const { activity } = await dashboardOf(cookie);
    const n = job.number;
    expect(activity).toEqual([
      {
        kind: 'payout',
        at: '2026-03-10T11:00:00.000Z',
        status: 'paid',
        jobNumber: null,
        amountPesewas: 500,
      },
      {
        kind: 'payout',
        at: '2026-03-10T10:00:00.000Z',
        status: 'requested',
        jobNumber: null,
        amountPesewas: 1_000,
      },
      {
        kind: 'earning',
        at: '2026-03-10T09:30:00.000Z',
        status: 'credited',
        jobNumber: n,
        amountPesewas: 2_000,
      },
      {
        kind: 'job',
        at: '2026-03-10T09:30:00.000Z',
        status: 'completed',
        jobNumber: n,
        amountPesewas: null,
      },
      {
        kind: 'job',
        at: '2026-03-10T09:00:00.000Z',
        status: 'delivered',
        jobNumber: n,
        amountPesewas: null,
      },
      {
        kind: 'job',
        at: '2026-03-10T08:30:00.000Z',
        status: 'picked_up',
        jobNumber: n,
        amountPesewas: null,
      },
      {
        kind: 'job',
        at: '2026-03-10T08:05:00.000Z',
        status: 'accepted',
        jobNumber: n,
        amountPesewas: null,
      },
      {
        kind: 'payout',
        at: '2026-03-09T12:00:00.000Z',
        status: 'requested',
        jobNumber: null,
        amountPesewas: 500,
      },
    ]);
  });

  it('shows the latest 10', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    for (let i = 0; i < 12; i++) {
      const job = await buildDeliveryJob(t.db, { riderId: rider.id, status: 'completed' });
      await creditEarning(
        t,
        rider.id,
        job.id,
        100 + i,
        new Date(NOW.getTime() - (12 - i) * 60_000),
      );
    }
    const { activity } = await dashboardOf(cookie);
    expect(activity.map((a: { amountPesewas: number }) => a.amountPesewas)).toEqual(
      Array.from({ length: 10 }, (_, i) => 111 - i),
    );
  });
});
