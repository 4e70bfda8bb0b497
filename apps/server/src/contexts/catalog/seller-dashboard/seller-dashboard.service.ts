// The numbers a seller sees first: totals from the seller's product rows (the counters the
// server increments when a buyer views or taps WhatsApp, contexts/catalog/products) and the same two
// kinds of event per UTC day from analytics_events. Two queries, both scoped to the seller.
import type { Db } from '@dwa/db/client';
import { analyticsEvents, products } from '@dwa/db/schema/index';
import {
  conversionRate,
  DASHBOARD_DAYS,
  type Dashboard,
  dashboardDays,
} from '@dwa/domain/seller-dashboard';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';

const DAY_MS = 86_400_000;

export async function sellerDashboard(db: Db, clock: Clock, sellerId: string): Promise<Dashboard> {
  const days = dashboardDays(clock.now());
  const from = new Date(`${days[0]}T00:00:00Z`);
  const until = new Date(from.getTime() + DASHBOARD_DAYS * DAY_MS);

  const [totals] = await db
    .select({
      totalProducts: count(),
      activeProducts: count(sql`case when ${products.status} = 'active' then 1 end`),
      // sum() of integers is bigint (a string from the driver); ::int keeps it a number.
      totalViews: sql<number>`coalesce(sum(${products.viewCount}), 0)::int`,
      whatsappClicks: sql<number>`coalesce(sum(${products.whatsappClickCount}), 0)::int`,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));

  // The (seller_id, created_at) index bounds this to the seller's last 30 days of events.
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      views: count(sql`case when ${analyticsEvents.eventType} = 'product_view' then 1 end`),
      clicks: count(sql`case when ${analyticsEvents.eventType} = 'whatsapp_click' then 1 end`),
    })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.sellerId, sellerId),
        gte(analyticsEvents.createdAt, from),
        lt(analyticsEvents.createdAt, until),
        inArray(analyticsEvents.eventType, ['product_view', 'whatsapp_click']),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));

  const stats = totals ?? { totalProducts: 0, activeProducts: 0, totalViews: 0, whatsappClicks: 0 };
  return {
    stats: { ...stats, conversionRate: conversionRate(stats.whatsappClicks, stats.totalViews) },
    daily: days.map((date) => ({
      date,
      views: byDay.get(date)?.views ?? 0,
      clicks: byDay.get(date)?.clicks ?? 0,
    })),
  };
}
