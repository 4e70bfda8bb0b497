// The rollups answer what the raw events answer. Before any rollup the services read only the
// raw table (the path admin-analytics.test.ts pins with fixed figures); the oracle here is that
// answer, taken on varied events over five months, compared with the answers once the days are
// rolled up partly and then wholly, after a second concurrent rollup, and after pruning.
import { analyticsDays, analyticsEvents, whatsappUploads } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { addDays } from '@dwa/domain/admin/analytics';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clock, fixedClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { analyticsOverview } from './overview.service.ts';
import { analyticsCohorts, analyticsRetention } from './retention.service.ts';
import { pruneRawEvents, rolledThrough, rollUpClosedDays } from './rollups.ts';

const TODAY = '2026-06-17';
const clock = fixedClock(new Date(`${TODAY}T15:00:00Z`));
const clockOn = (day: string): Clock => fixedClock(new Date(`${day}T00:30:00Z`));
const FIRST = '2026-01-20';
const TYPES = ['product_view', 'whatsapp_click', 'search', 'seller_signed_in', 'product_created'];

/** A small deterministic generator: the same events on every run and engine. */
function random(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

let t: TestApp;

/** Every answer the admin screens give, over ranges that cross the rollup boundaries. */
async function answers() {
  const ranges = [
    { from: FIRST, to: TODAY },
    { from: '2026-05-19', to: TODAY },
    { from: '2026-02-01', to: '2026-03-15' },
    { from: '2026-06-17', to: '2026-06-17' },
  ];
  const out = [];
  for (const range of ranges) {
    out.push(await analyticsOverview(t.db, range));
    out.push(await analyticsRetention(t.db, range, TODAY));
    out.push(await analyticsCohorts(t.db, range, TODAY));
  }
  return out;
}

let oracle: Awaited<ReturnType<typeof answers>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const next = random(56);
  const sellers: { id: string; day: string }[] = [];
  for (let i = 0; i < 24; i++) {
    const day = addDays(FIRST, Math.floor(next() * 140));
    const seller = await buildSeller(t.db, {
      createdAt: new Date(`${day}T${10 + (i % 12)}:00:00Z`),
    });
    sellers.push({ id: seller.id, day });
    if (i % 3 === 0) {
      await buildProduct(t.db, {
        sellerId: seller.id,
        createdAt: new Date(`${addDays(day, i % 9)}T08:00:00Z`),
      });
    }
    if (i % 4 === 1) {
      await t.db.insert(whatsappUploads).values({
        sellerId: seller.id,
        whatsappNumber: seller.whatsappNumber,
        createdAt: new Date(`${addDays(day, 7)}T09:00:00Z`),
      });
    }
  }
  const rows: (typeof analyticsEvents.$inferInsert)[] = [];
  for (let i = 0; i < 3000; i++) {
    const eventType = TYPES[Math.floor(next() * TYPES.length)]!;
    const seller = sellers[Math.floor(next() * sellers.length)]!;
    // From a few days before the first seller to today, at any second: day edges included.
    const ms = Date.parse(`${FIRST}T00:00:00Z`) - 3 * 86_400_000;
    const span = Date.parse(`${TODAY}T15:00:00Z`) - ms;
    const createdAt = new Date(ms + Math.floor(next() * span));
    rows.push({
      eventType,
      sellerId: eventType === 'search' || next() < 0.1 ? null : seller.id,
      createdAt,
    });
  }
  // The first and last second of a day.
  rows.push({
    eventType: 'seller_signed_in',
    sellerId: sellers[0]!.id,
    createdAt: new Date('2026-03-01T23:59:59.999Z'),
  });
  rows.push({
    eventType: 'seller_signed_in',
    sellerId: sellers[0]!.id,
    createdAt: new Date('2026-03-02T00:00:00Z'),
  });
  for (let i = 0; i < rows.length; i += 500) {
    await t.db.insert(analyticsEvents).values(rows.slice(i, i + 500));
  }
  expect(await rolledThrough(t.db)).toBeNull();
  oracle = await answers();
});
afterAll(() => t.close());

describe('analytics rollups', () => {
  it('rolled up to a day in the middle: the same answers, halves from each table', async () => {
    expect(await rollUpClosedDays(t.db, clockOn('2026-04-10'))).toBeGreaterThan(70);
    expect(await rolledThrough(t.db)).toBe('2026-04-09');
    expect(await answers()).toEqual(oracle);
  });

  it('rolled up to yesterday, by two instances at once: the same answers, no double counts', async () => {
    await Promise.all([rollUpClosedDays(t.db, clock), rollUpClosedDays(t.db, clock)]);
    expect(await rolledThrough(t.db)).toBe(addDays(TODAY, -1));
    expect(await answers()).toEqual(oracle);
    const [rolled] = await t.db
      .select({ n: sql<number>`coalesce(sum(${analyticsDays.events}), 0)::int` })
      .from(analyticsDays);
    const [raw] = await t.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.createdAt} < ${`${TODAY}T00:00:00Z`}::timestamptz`);
    expect(rolled?.n).toBe(raw?.n);
  });

  it('an event written late for a rolled-up day is counted by the next run', async () => {
    await t.db.insert(analyticsEvents).values({
      eventType: 'search',
      createdAt: new Date(`${addDays(TODAY, -1)}T23:59:59Z`),
    });
    const before = await analyticsOverview(t.db, { from: addDays(TODAY, -1), to: TODAY });
    await rollUpClosedDays(t.db, clock);
    const after = await analyticsOverview(t.db, { from: addDays(TODAY, -1), to: TODAY });
    expect(after.days[0]!.searches).toBe(before.days[0]!.searches + 1);
    await t.db
      .delete(analyticsEvents)
      .where(eq(analyticsEvents.createdAt, new Date(`${addDays(TODAY, -1)}T23:59:59Z`)));
    await rollUpClosedDays(t.db, clock);
    expect(await answers()).toEqual(oracle);
  });

  it('pruning deletes only rolled-up raw days past the keep window; the answers stay', async () => {
    const rawBefore = (await t.db.select({ n: count() }).from(analyticsEvents))[0]!.n;
    // Kept 60 days: everything before 18 April goes, all of it rolled up.
    const deleted = await pruneRawEvents(t.db, clock, 60);
    expect(deleted).toBeGreaterThan(0);
    const [oldest] = await t.db
      .select({ at: sql<string>`min(${analyticsEvents.createdAt})::text` })
      .from(analyticsEvents);
    expect(oldest!.at >= '2026-04-18').toBe(true);
    expect((await t.db.select({ n: count() }).from(analyticsEvents))[0]!.n).toBe(
      rawBefore - deleted,
    );
    expect(await answers()).toEqual(oracle);
  });

  it('pruning never deletes a day the rollups do not hold', async () => {
    await t.db.execute(sql`update analytics_rollup_state set rolled_through = '2026-04-30'`);
    const [may] = await t.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.createdAt} >= '2026-05-01T00:00:00Z'`);
    await pruneRawEvents(t.db, clock, 0);
    const [left] = await t.db.select({ n: count() }).from(analyticsEvents);
    expect(left!.n).toBe(may!.n);
    await t.db.execute(
      sql`update analytics_rollup_state set rolled_through = ${addDays(TODAY, -1)}`,
    );
    expect(await answers()).toEqual(oracle);
  });
});
