// Retention and cohorts, computed in SQL from what sellers really did. A seller is
// active on an Accra day when they created a product (the products row, or the product_created
// event that outlives a deleted product), sent a WhatsApp upload, or signed in (seller_signed_in)
// that day. Cohorts: the sellers who signed up in the range, by Monday-start week.
import type { Db } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import {
  type AnalyticsCohorts,
  type AnalyticsRange,
  type AnalyticsRetention,
  addDays,
  COHORT_MAX_WEEKS,
  daysBetween,
  type RetentionCell,
} from '@dwa/domain/admin/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { accraDate, dayEnd, dayStart } from './accra-days.ts';
import { type DaySplit, splitRange } from './day-split.ts';
import { rolledThrough } from './rollups.ts';

/**
 * `cohort(id, d0)`: sellers created in the range and their sign-up day; `activity(seller_id, d)`:
 * the distinct days each of them was active, from sign-up on. The activity scans go through the
 * (seller_id, …) indexes of products, uploads and the per-seller event rollups (days up to the
 * last rolled-up one; the raw events after it), so they cost the cohort's own rows, not the
 * millions of events of everyone else.
 */
const cohortActivity = ({ from, to }: AnalyticsRange, split: DaySplit) => {
  const start = dayStart(from);
  const events: SQL[] = [];
  if (split.rolled) {
    events.push(sql`
      select r.seller_id, r.day
        from analytics_seller_days r join cohort c on c.id = r.seller_id
        where r.event_type in ('seller_signed_in', 'product_created')
          and r.day >= ${split.rolled.from} and r.day <= ${split.rolled.to}`);
  }
  if (split.raw) {
    events.push(sql`
      select e.seller_id, ${accraDate(sql`e.created_at`)}
        from analytics_events e join cohort c on c.id = e.seller_id
        where e.created_at >= ${dayStart(split.raw.from)}
          and e.created_at < ${dayEnd(split.raw.to)}
          and e.event_type in ('seller_signed_in', 'product_created')`);
  }
  return sql`
    cohort as materialized (
      select id, ${accraDate(sql`created_at`)} as d0
      from sellers where created_at >= ${start} and created_at < ${dayEnd(to)}
    ),
    activity as (
      select p.seller_id, ${accraDate(sql`p.created_at`)} as d
        from products p join cohort c on c.id = p.seller_id
        where p.created_at >= ${start}
      union
      select u.seller_id, ${accraDate(sql`u.created_at`)}
        from whatsapp_uploads u join cohort c on c.id = u.seller_id
        where u.created_at >= ${start}
      ${events.map((part) => sql` union ${part}`).reduce((a, b) => sql`${a}${b}`, sql``)}
    )`;
};

/** Activity is read from the range's first day through today. */
const activitySplit = async (db: Db, range: AnalyticsRange, today: string) =>
  splitRange(
    { from: range.from, to: today > range.to ? today : range.to },
    await rolledThrough(db),
  );

const cell = (eligible: number, active: number): RetentionCell => ({
  eligible,
  active,
  rate: eligible > 0 ? active / eligible : null,
});

/** Per sign-up week: of the sellers whose day 1, 7 or 30 has come (day ≤ today), how many were
 * active on it. A day no seller of the week has reached yet is null, not 0. */
export async function analyticsRetention(
  db: Db,
  range: AnalyticsRange,
  today: string,
): Promise<AnalyticsRetention> {
  const rows = rowsOf<Record<string, number | string>>(
    await db.execute(sql`
      with ${cohortActivity(range, await activitySplit(db, range, today))},
      flags as (
        select c.id, c.d0,
          coalesce(bool_or(a.d = c.d0 + 1), false) as on1,
          coalesce(bool_or(a.d = c.d0 + 7), false) as on7,
          coalesce(bool_or(a.d = c.d0 + 30), false) as on30
        from cohort c
        left join activity a on a.seller_id = c.id and a.d in (c.d0 + 1, c.d0 + 7, c.d0 + 30)
        group by c.id, c.d0
      )
      select to_char(date_trunc('week', d0), 'YYYY-MM-DD') as week_start,
        count(*)::int as size,
        count(*) filter (where d0 + 1 <= ${today}::date)::int as e1,
        count(*) filter (where d0 + 1 <= ${today}::date and on1)::int as a1,
        count(*) filter (where d0 + 7 <= ${today}::date)::int as e7,
        count(*) filter (where d0 + 7 <= ${today}::date and on7)::int as a7,
        count(*) filter (where d0 + 30 <= ${today}::date)::int as e30,
        count(*) filter (where d0 + 30 <= ${today}::date and on30)::int as a30
      from flags group by 1 order by 1`),
  );
  const n = (row: Record<string, number | string>, key: string) => Number(row[key] ?? 0);
  return {
    ...range,
    today,
    cohorts: rows.map((row) => ({
      weekStart: String(row.week_start),
      size: n(row, 'size'),
      day1: cell(n(row, 'e1'), n(row, 'a1')),
      day7: cell(n(row, 'e7'), n(row, 'a7')),
      day30: cell(n(row, 'e30'), n(row, 'a30')),
    })),
  };
}

/** The Monday of `day`'s week. */
const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

/** Per sign-up week × calendar weeks since (0 = the sign-up week, up to today's week and at most
 * COHORT_MAX_WEEKS): how many of the cohort were active in it. A week not begun is null. */
export async function analyticsCohorts(
  db: Db,
  range: AnalyticsRange,
  today: string,
): Promise<AnalyticsCohorts> {
  const rows = rowsOf<{ week_start: string; week: number | string; active: number | string }>(
    await db.execute(sql`
      with ${cohortActivity(range, await activitySplit(db, range, today))}
      select to_char(date_trunc('week', c.d0), 'YYYY-MM-DD') as week_start,
        -1 as week, count(*)::int as active
      from cohort c group by 1
      union all
      select to_char(date_trunc('week', c.d0), 'YYYY-MM-DD'),
        ((date_trunc('week', a.d)::date - date_trunc('week', c.d0)::date) / 7)::int,
        count(distinct c.id)::int
      from cohort c join activity a on a.seller_id = c.id
      where a.d >= c.d0 and a.d <= ${today}::date
      group by 1, 2`),
  );
  // Week -1 carries the cohort's size; the others its active sellers per week.
  const cohorts = new Map<string, { size: number; active: Map<number, number> }>();
  for (const row of rows) {
    const entry = cohorts.get(row.week_start) ?? { size: 0, active: new Map() };
    cohorts.set(row.week_start, entry);
    if (Number(row.week) < 0) entry.size = Number(row.active);
    else entry.active.set(Number(row.week), Number(row.active));
  }
  const starts = [...cohorts.keys()].sort();
  const thisWeek = mondayOf(today);
  const first = starts[0];
  const weeks = first
    ? Math.min(COHORT_MAX_WEEKS, Math.max(0, Math.floor((daysBetween(first, thisWeek) - 1) / 7)))
    : 0;
  return {
    ...range,
    today,
    weeks,
    cohorts: starts.map((weekStart) => {
      const entry = cohorts.get(weekStart)!;
      return {
        weekStart,
        size: entry.size,
        weeks: Array.from({ length: weeks + 1 }, (_, week) => {
          const begun = addDays(weekStart, 7 * week) <= today;
          const active = begun ? (entry.active.get(week) ?? 0) : 0;
          return { week, active, rate: begun && entry.size > 0 ? active / entry.size : null };
        }),
      };
    }),
  };
}
