// The rollups answer what the raw events answer. Before any rollup the services read only the
// raw table (the path admin-analytics.test.ts pins with fixed figures); the oracle here is that
// answer, taken on varied events, products and uploads over five months, compared with the
// answers once the days are rolled up partly and then wholly, after a second concurrent rollup,
// and after pruning. Retention and cohorts are asked for two todays: one after the last
// rolled-up day (as in production) and one before it.
import { rowsOf } from '@dwa/db/migrate';
import { analyticsDays, analyticsEvents, products, whatsappUploads } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { addDays } from '@dwa/domain/admin/analytics';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clock, fixedClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { accraDate, dayEnd, dayStart } from './accra-days.ts';
import { analyticsOverview } from './overview.service.ts';
import { analyticsCohorts, analyticsRetention } from './retention.service.ts';
import { pruneRawEvents, rolledThrough, rollUpClosedDays } from './rollups.ts';
import { sellerActivityDays, weekOf } from './seller-activity.ts';

const TODAY = '2026-06-17';
/** A Wednesday before the last rolled-up day once everything is rolled up. */
const EARLY_TODAY = '2026-04-22';
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
    // The seller who signed up before the first event.
    { from: '2026-01-01', to: '2026-03-31' },
    { from: '2026-03-01', to: '2026-04-22' },
  ];
  const out = [];
  for (const range of ranges) {
    out.push(await analyticsOverview(t.db, range));
    for (const today of [TODAY, EARLY_TODAY]) {
      out.push(await analyticsRetention(t.db, range, today));
      out.push(await analyticsCohorts(t.db, range, today));
    }
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
    // Products and uploads on the days retention probes (sign-up day + 1, 7, 30) and around.
    if (i % 3 === 0) {
      await buildProduct(t.db, {
        sellerId: seller.id,
        createdAt: new Date(`${addDays(day, i % 9)}T08:00:00Z`),
      });
    }
    if (i % 5 === 2) {
      await buildProduct(t.db, {
        sellerId: seller.id,
        createdAt: new Date(`${addDays(day, [1, 7, 30][i % 3]!)}T23:59:59Z`),
      });
    }
    if (i % 4 === 1) {
      await t.db.insert(whatsappUploads).values({
        sellerId: seller.id,
        whatsappNumber: seller.whatsappNumber,
        createdAt: new Date(`${addDays(day, 7 + (i % 3) * 23)}T09:00:00Z`),
      });
    }
  }
  // Signed up, listed and uploaded before the first event: the first rollup must start there.
  const early = await buildSeller(t.db, { createdAt: new Date('2026-01-05T10:00:00Z') });
  await buildProduct(t.db, { sellerId: early.id, createdAt: new Date('2026-01-06T10:00:00Z') });
  await t.db.insert(whatsappUploads).values({
    sellerId: early.id,
    whatsappNumber: early.whatsappNumber,
    createdAt: new Date('2026-01-12T10:00:00Z'),
  });
  // An upload no seller sent (an unknown number): nobody's activity.
  await t.db
    .insert(whatsappUploads)
    .values({ whatsappNumber: '+233249990000', createdAt: new Date('2026-03-03T10:00:00Z') });
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

  it('the active days are what the raw rows say, the weeks what the days say', async () => {
    const rows = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, string>>(await t.db.execute(query));
    const yesterday = addDays(TODAY, -1);
    const expectedDays = await rows(sql`
      select seller_id, to_char(d, 'YYYY-MM-DD') as day
      from (${sellerActivityDays(sql`sellers`, dayStart('2025-01-01'), dayEnd(yesterday))}) a
      order by 1, 2`);
    expect(expectedDays.length).toBeGreaterThan(500);
    expect(
      await rows(sql`select seller_id, to_char(day, 'YYYY-MM-DD') as day
        from analytics_seller_active_days order by 1, 2`),
    ).toEqual(expectedDays);
    // The weeks: those since sign-up with a day on or after the sign-up day.
    expect(
      await rows(sql`select seller_id, to_char(week, 'YYYY-MM-DD') as week,
          to_char(signup_day, 'YYYY-MM-DD') as signup_day
        from analytics_seller_active_weeks order by 1, 2`),
    ).toEqual(
      await rows(sql`select a.seller_id, to_char(${weekOf(sql`a.day`)}, 'YYYY-MM-DD') as week,
          to_char(${accraDate(sql`s.created_at`)}, 'YYYY-MM-DD') as signup_day
        from analytics_seller_active_days a join sellers s on s.id = a.seller_id
        where a.day >= ${accraDate(sql`s.created_at`)}
        group by 1, 2, 3 order by 1, 2`),
    );
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

  it('a product deleted after its day was rolled up leaves the day active: it happened', async () => {
    // The raw answer forgets a deleted product's day unless its product_created event holds it
    // (every product but the one made at sign-up has one); the rollup keeps the day either way.
    const seller = await buildSeller(t.db, { createdAt: new Date('2026-06-01T10:00:00Z') });
    const product = await buildProduct(t.db, {
      sellerId: seller.id,
      createdAt: new Date('2026-06-02T10:00:00Z'),
    });
    // A task that lagged since 31 May: its next run rolls up the product's day.
    await t.db.execute(sql`update analytics_rollup_state set rolled_through = '2026-05-31'`);
    await rollUpClosedDays(t.db, clock);
    const range = { from: '2026-06-01', to: '2026-06-01' };
    const before = [
      await analyticsRetention(t.db, range, TODAY),
      await analyticsCohorts(t.db, range, TODAY),
    ];
    await t.db.delete(products).where(eq(products.id, product.id));
    expect([
      await analyticsRetention(t.db, range, TODAY),
      await analyticsCohorts(t.db, range, TODAY),
    ]).toEqual(before);
    const [kept] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from analytics_seller_active_days
        where seller_id = ${seller.id} and day = '2026-06-02'`),
    );
    expect(kept!.n).toBe(1);
  });
});
