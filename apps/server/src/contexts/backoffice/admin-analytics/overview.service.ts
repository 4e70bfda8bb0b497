// The analytics overview: per Accra day of the range, new sellers, new products,
// product views, WhatsApp clicks, searches and applied payments, with the totals and the listed
// products per category. Five queries sent together, each bounded by the range on an indexed
// time column; the events come from the daily rollups up to the last rolled-up day and from the
// raw table after it (today, normally: rollups.ts, decision 056).
import type { Db } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import {
  type AnalyticsOverview,
  type AnalyticsRange,
  addDays,
  daysBetween,
  OVERVIEW_METRICS,
  type OverviewCounts,
} from '@dwa/domain/admin/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { categoryCounts } from '../../catalog/public.ts';
import { accraDate, dayEnd, dayStart } from './accra-days.ts';
import { type DaySplit, splitRange } from './day-split.ts';
import { rolledThrough } from './rollups.ts';

type Row = { day: string } & Record<string, number | string>;

/** Rows grouped by the Accra date `d` (a date: cheap to group a million rows by), labelled with
 * its YYYY-MM-DD text only once per day. */
const perDay = (grouped: SQL) =>
  sql`select to_char(d, 'YYYY-MM-DD') as day, g.* from (${grouped}) g`;

/** `name` per day `d` of the range: the rows of `table` created that Accra day, counted in its
 * (created_at) index one day at a time. A year of products is 366 short index ranges, cheaper
 * than turning 50,000 timestamps into Accra dates to group them. */
const createdPerDay = (table: SQL, name: string, { from, to }: AnalyticsRange) => {
  const d = sql`(${from}::date + i)`;
  return sql`
    select ${d} as d, (select count(*) from ${table}
        where created_at >= ${dayStart(d)} and created_at < ${dayEnd(d)})::int as ${sql.identifier(name)}
    from generate_series(0, ${to}::date - ${from}::date) i`;
};

/** Views, clicks and searches per day `d`: rolled-up days from analytics_days, the rest
 * counted from analytics_events. */
function eventCounts({ rolled, raw }: DaySplit): SQL {
  const parts: SQL[] = [];
  if (rolled) {
    parts.push(sql`
      select day as d,
        coalesce(sum(events) filter (where event_type = 'product_view'), 0)::int as views,
        coalesce(sum(events) filter (where event_type = 'whatsapp_click'), 0)::int
          as "whatsappClicks",
        coalesce(sum(events) filter (where event_type = 'search'), 0)::int as searches
      from analytics_days
      where event_type in ('product_view', 'whatsapp_click', 'search')
        and day >= ${rolled.from} and day <= ${rolled.to}
      group by 1`);
  }
  if (raw) {
    parts.push(sql`
      select ${accraDate(sql`created_at`)} as d,
        count(*) filter (where event_type = 'product_view')::int as views,
        count(*) filter (where event_type = 'whatsapp_click')::int as "whatsappClicks",
        count(*) filter (where event_type = 'search')::int as searches
      from analytics_events
      where event_type in ('product_view', 'whatsapp_click', 'search')
        and created_at >= ${dayStart(raw.from)} and created_at < ${dayEnd(raw.to)}
      group by 1`);
  }
  return parts.length > 0
    ? sql.join(parts, sql` union all `)
    : sql`select null::date as d where false`;
}

const empty = (): OverviewCounts => ({
  newSellers: 0,
  newProducts: 0,
  views: 0,
  whatsappClicks: 0,
  searches: 0,
  payments: 0,
  paymentsPesewas: 0,
});

export async function analyticsOverview(
  db: Db,
  { from, to }: AnalyticsRange,
): Promise<AnalyticsOverview> {
  const start = dayStart(from);
  const end = dayEnd(to);

  const rows = async (query: SQL) => rowsOf<Row>(await db.execute(perDay(query)));
  // A payment counts on the day the provider confirmed it (see dashboard.service.ts for why
  // these rows and the net amount).
  const confirmedDay = accraDate(sql`confirmed_at`);
  // Independent reads, sent together: on PostgreSQL each takes a connection of the pool and the
  // slowest (the products of a year, the listed products per category) sets the time, not
  // their sum; PGlite runs them one after the other as before.
  const [sellerRows, productRows, eventRows, paymentRows, categories] = await Promise.all([
    rows(createdPerDay(sql`sellers`, 'newSellers', { from, to })),
    rows(createdPerDay(sql`products`, 'newProducts', { from, to })),
    rolledThrough(db).then((done) => rows(eventCounts(splitRange({ from, to }, done)))),
    rows(sql`
      select ${confirmedDay} as d, count(*)::int as payments,
        coalesce(sum(coalesce(net_pesewas, amount_pesewas)), 0)::text as "paymentsPesewas"
      from payments
      where status = 'success' and purpose <> 'order'
        and confirmed_at >= ${start} and confirmed_at < ${end}
      group by 1`),
    categoryCounts(db).then((counts) => counts.categories),
  ]);

  const byDay = new Map<string, OverviewCounts>();
  for (let i = 0; i < daysBetween(from, to); i++) byDay.set(addDays(from, i), empty());
  for (const rows of [sellerRows, productRows, eventRows, paymentRows]) {
    for (const row of rows) {
      const counts = byDay.get(row.day);
      if (!counts) continue;
      for (const metric of OVERVIEW_METRICS) {
        if (metric in row) counts[metric] = Number(row[metric]);
      }
    }
  }
  const days = [...byDay].map(([date, counts]) => ({ date, ...counts }));
  const totals = empty();
  for (const d of days) for (const metric of OVERVIEW_METRICS) totals[metric] += d[metric];
  return { from, to, days, totals, categories };
}
