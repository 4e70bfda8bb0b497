// The seller dashboard's contract: four totals and a 30-day series of views and WhatsApp clicks,
// all counted by the server (views and clicks are the server-recorded counters, never anything
// the browser claims). Shared by the server (response schema) and the web (types, formatting).
import { z } from 'zod';

/** Days in the chart, ending today (UTC, which is Ghana time all year). */
export const DASHBOARD_DAYS = 30;

const count = z.number().int().min(0);

export const DashboardDaySchema = z.object({
  /** 'YYYY-MM-DD' in UTC. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: count,
  clicks: count,
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

/** GET /api/seller/dashboard */
export const DashboardSchema = z.object({
  stats: z.object({
    totalProducts: count,
    activeProducts: count,
    totalViews: count,
    whatsappClicks: count,
    /** Percent with one decimal (12.5 means 12.5 %); see conversionRate. */
    conversionRate: z.number().min(0),
  }),
  /** DASHBOARD_DAYS entries, oldest first, the last one today; days without events are 0. */
  daily: z.array(DashboardDaySchema).length(DASHBOARD_DAYS),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** WhatsApp clicks per view as a percent rounded to one decimal; 0 when nothing was viewed
 * (spec). Not capped at 100: views count once per visitor per day while every click counts, so
 * a buyer who taps twice makes more clicks than views, and the number says so honestly. */
export function conversionRate(clicks: number, views: number): number {
  if (views <= 0) return 0;
  // Integer arithmetic first (clicks × 1000 ÷ views), so 1/8 is exactly 12.5, not 12.499….
  return Math.round((clicks * 1000) / views) / 10;
}

/** The chart's days as 'YYYY-MM-DD', oldest first, ending on the UTC day of `now`. */
export function dashboardDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
