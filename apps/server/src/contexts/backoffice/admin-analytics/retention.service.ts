// Retention and cohorts, computed in SQL from what sellers really did (seller-activity.ts says
// what makes a seller active on an Accra day). Cohorts: the sellers who signed up in the range,
// by Monday-start week. Days up to the last rolled-up one come from the sellers' active days and
// weeks the rollup task keeps (rollups.ts), the days after it from the raw rows (today,
// normally), so the answers are the same before the first rollup and whatever the task's lag.
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
import { sellerActivityDays, weekOf } from './seller-activity.ts';

/** `cohort(id, d0, w0)`: the sellers created in the range, their sign-up day and its Monday. */
const cohort = ({ from, to }: AnalyticsRange) => sql`
  cohort as materialized (
    select id, d0, ${weekOf(sql`d0`)} as w0
    from (select id, ${accraDate(sql`created_at`)} as d0 from sellers
      where created_at >= ${dayStart(from)} and created_at < ${dayEnd(to)}) s
  )`;

/** The cohort's activity on the days only the raw rows hold, as `(seller_id, d)`. */
const rawActivity = (raw: AnalyticsRange) =>
  sellerActivityDays(sql`cohort`, dayStart(raw.from), dayEnd(raw.to));

/** Activity is read from the range's first day through today. */
const activitySplit = async (db: Db, range: AnalyticsRange, today: string) =>
  splitRange(
    { from: range.from, to: today > range.to ? today : range.to },
    await rolledThrough(db),
  );

/** `hits(d0, k, active)`: per sign-up day and k of 1, 7 and 30, how many of the cohort were
 * active on their day k, by today. The rolled-up days come from the active days (a partial
 * index holds just the days 1, 7 and 30 after each sign-up), the days after them from the raw
 * rows: the days are disjoint, so the counts add up. */
const retentionHits = (range: AnalyticsRange, { rolled, raw }: DaySplit, today: string) => {
  const parts: SQL[] = [];
  if (rolled) {
    const last = rolled.to < today ? rolled.to : today;
    parts.push(sql`
      select signup_day, day - signup_day, count(*) from analytics_seller_active_days
        where signup_day >= ${range.from} and signup_day <= ${range.to}
          and day - signup_day in (1, 7, 30) and day <= ${last}
        group by 1, 2`);
  }
  if (raw) {
    parts.push(sql`
      select c.d0, t.d - c.d0, count(distinct c.id)
        from (${rawActivity(raw)}) t join cohort c on c.id = t.seller_id
        where t.d - c.d0 in (1, 7, 30) and t.d <= ${today}::date
        group by 1, 2`);
  }
  return sql`hits (d0, k, active) as (${sql.join(parts, sql` union all `)})`;
};

/** The Monday of `day`'s week. */
const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

type CohortRow = { week_start: string; week: number | string; active: number | string };

/** Per sign-up Monday (`week_start`) and week since (`week`), the sellers of the range to sum
 * up: `active` of them were active in that week on a day from their sign-up day through today.
 * Two statements, sent together: the weeks that end on or before the last rolled-up day (and
 * today), counted from the active weeks, which hold exactly such weeks with the seller's
 * sign-up day (a cohort is a range of sign-up days there: no join, no cohort to build; every
 * day in them is past); and, with the cohort's sizes (week -1), the weeks after, normally the
 * current one, read by day: its rolled-up days from the active days, the rest from the raw rows.
 * The two sets of weeks are disjoint, so their counts add up. */
const cohortStatements = (range: AnalyticsRange, { rolled, raw }: DaySplit, today: string) => {
  const statements: SQL[] = [];
  const days: SQL[] = [];
  if (rolled) {
    // The first Monday whose week is not whole in the rollups or not over by today.
    const last = rolled.to < today ? rolled.to : today;
    const cut = mondayOf(addDays(last, 1));
    statements.push(sql`
      select to_char(w0, 'YYYY-MM-DD') as week_start, (week - w0) / 7 as week,
        sum(n)::int as active
      from (select ${weekOf(sql`signup_day`)} as w0, week, n
        from (select signup_day, week, count(*) as n from analytics_seller_active_weeks
          where signup_day >= ${range.from} and signup_day <= ${range.to}
            and week < ${cut}::date
          group by 1, 2) g) w
      group by w0, week`);
    if (cut <= rolled.to) {
      days.push(sql`
        select seller_id, day as d, signup_day as d0 from analytics_seller_active_days
          where day >= ${cut} and day <= ${rolled.to}
            and signup_day >= ${range.from} and signup_day <= ${range.to}`);
    }
  }
  if (raw) {
    days.push(sql`
      select t.seller_id, t.d, c.d0
        from (${rawActivity(raw)}) t join cohort c on c.id = t.seller_id`);
  }
  const byDay =
    days.length > 0
      ? sql`
      union all
      select to_char(w0, 'YYYY-MM-DD'), (week - w0) / 7, count(distinct seller_id)::int
        from (select ${weekOf(sql`d0`)} as w0, ${weekOf(sql`d`)} as week, seller_id
          from (${sql.join(days, sql` union all `)}) t
          where d >= d0 and d <= ${today}::date) w
        group by w0, week`
      : sql``;
  statements.push(sql`
    with ${cohort(range)}
    select to_char(w0, 'YYYY-MM-DD') as week_start, -1 as week, count(*)::int as active
      from cohort group by w0
    ${byDay}`);
  return statements;
};

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
  const split = await activitySplit(db, range, today);
  const reached = (k: number) =>
    sql`count(*) filter (where d0 + ${sql.raw(String(k))} <= ${today}::date)`;
  const active = (k: number) => sql`sum(active) filter (where k = ${sql.raw(String(k))})`;
  const rows = rowsOf<Record<string, number | string>>(
    await db.execute(sql`
      with ${cohort(range)}, ${retentionHits(range, split, today)},
      sizes as (
        select w0, count(*) as size, ${reached(1)} as e1, ${reached(7)} as e7, ${reached(30)} as e30
        from cohort group by w0
      ),
      actives as (
        select ${weekOf(sql`d0`)} as w0, ${active(1)} as a1, ${active(7)} as a7, ${active(30)} as a30
        from hits group by 1
      )
      select to_char(s.w0, 'YYYY-MM-DD') as week_start, s.size::int,
        s.e1::int, coalesce(a.a1, 0)::int as a1, s.e7::int, coalesce(a.a7, 0)::int as a7,
        s.e30::int, coalesce(a.a30, 0)::int as a30
      from sizes s left join actives a on a.w0 = s.w0 order by s.w0`),
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

/** Per sign-up week × calendar weeks since (0 = the sign-up week, up to today's week and at most
 * COHORT_MAX_WEEKS): how many of the cohort were active in it. A week not begun is null. */
export async function analyticsCohorts(
  db: Db,
  range: AnalyticsRange,
  today: string,
): Promise<AnalyticsCohorts> {
  const split = await activitySplit(db, range, today);
  const results = await Promise.all(
    cohortStatements(range, split, today).map(async (query) =>
      rowsOf<CohortRow>(await db.execute(query)),
    ),
  );
  const rows = results.flat();
  // Week -1 carries a cohort's size; the others its active sellers per week, in parts.
  const cohorts = new Map<string, { size: number; active: Map<number, number> }>();
  for (const row of rows) {
    if (Number(row.week) < 0) {
      cohorts.set(row.week_start, { size: Number(row.active), active: new Map() });
    }
  }
  for (const row of rows) {
    const week = Number(row.week);
    const entry = cohorts.get(row.week_start);
    if (week >= 0 && entry)
      entry.active.set(week, (entry.active.get(week) ?? 0) + Number(row.active));
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
