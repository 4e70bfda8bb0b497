// The admin dashboard and analytics: what GET /api/admin/dashboard and
// /api/admin/analytics/{overview,retention,cohorts} answer, and the date range they take. Days
// are Africa/Accra calendar days (Ghana keeps UTC all year, no DST), written YYYY-MM-DD. Field
// messages are server catalog keys (`errors.adminAnalytics.*`).
import { z } from 'zod';
import { CategorySchema } from '../enum-schemas.ts';

const count = z.number().int().min(0);

/** GET /api/admin/dashboard: the cards and the entries' badges, counted from the tables. */
export const AdminDashboardSchema = z.object({
  totalSellers: count,
  /** The sellers' products in their own statuses: a listing Dwa blocked is not counted. */
  totalProducts: count,
  /** Riders online now, and delivery jobs accepted or picked up. */
  activeRiders: count,
  activeDeliveries: count,
  /** Applied (successful) mobile money payments: what Dwa received after the provider's fee,
   * and how many. */
  revenue: z.object({ pesewas: count, transactions: count }),
  /** Buy safely (decision 066): what escrow holds now (the ledger), the totals of every order
   * ever paid (GMV), how many were paid, and how many of those had a problem reported. */
  orders: z.object({
    escrowPesewas: count,
    gmvPesewas: count,
    paid: count,
    disputed: count,
  }),
  badges: z.object({
    pendingUploads: count,
    requestedPayouts: count,
    openReports: count,
    newMessages: count,
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const ANALYTICS_DEFAULT_DAYS = 30;
/** The longest range one request may ask for (a leap year). */
export const ANALYTICS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z.string().refine(isRealDay, 'errors.adminAnalytics.dateInvalid');

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both optional: see resolveAnalyticsRange. */
export const AnalyticsRangeQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
});
export type AnalyticsRangeQuery = z.infer<typeof AnalyticsRangeQuerySchema>;

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** `iso` moved by `days` calendar days. */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The Accra calendar day of `now` (UTC all year). */
export const accraDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The range asked for, defaults filled (to = today, from = 29 days before `to`: the last 30
 * days), or the field messages of a range that cannot be: from after to, or longer than
 * ANALYTICS_MAX_DAYS.
 */
export function resolveAnalyticsRange(
  query: AnalyticsRangeQuery,
  today: string,
): { range: AnalyticsRange } | { fields: Record<string, string> } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  if (from > to) {
    return {
      fields: {
        from: 'errors.adminAnalytics.rangeOrder',
        to: 'errors.adminAnalytics.rangeOrder',
      },
    };
  }
  if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) {
    return { fields: { from: 'errors.adminAnalytics.rangeTooLong' } };
  }
  return { range: { from, to } };
}

const range = { from: z.string(), to: z.string() };

export const OverviewCountsSchema = z.object({
  newSellers: count,
  newProducts: count,
  views: count,
  whatsappClicks: count,
  searches: count,
  /** Applied mobile money payments that day and what Dwa received from them. */
  payments: count,
  paymentsPesewas: count,
});
export type OverviewCounts = z.infer<typeof OverviewCountsSchema>;
export const OVERVIEW_METRICS = Object.keys(OverviewCountsSchema.shape) as (keyof OverviewCounts)[];

/** GET /api/admin/analytics/overview: every day of the range (zeros included), the totals and
 * the listed (active) products per category now. */
export const AnalyticsOverviewSchema = z.object({
  ...range,
  days: z.array(OverviewCountsSchema.extend({ date: z.string() })),
  totals: OverviewCountsSchema,
  categories: z.array(z.object({ category: CategorySchema, count })),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;

/** Days after sign-up the retention table asks about. */
export const RETENTION_DAYS = [1, 7, 30] as const;

/** Of the cohort's sellers whose day N has come (`eligible`), how many were active on it; rate
 * = active / eligible, null while no seller of the cohort has reached that day. */
export const RetentionCellSchema = z.object({
  eligible: count,
  active: count,
  rate: z.number().min(0).max(1).nullable(),
});
export type RetentionCell = z.infer<typeof RetentionCellSchema>;

/** GET /api/admin/analytics/retention: sellers who signed up in the range, by Monday-start
 * week; active = created a product, sent a WhatsApp upload or signed in that Accra day. */
export const AnalyticsRetentionSchema = z.object({
  ...range,
  today: z.string(),
  cohorts: z.array(
    z.object({
      weekStart: z.string(),
      size: count,
      day1: RetentionCellSchema,
      day7: RetentionCellSchema,
      day30: RetentionCellSchema,
    }),
  ),
});
export type AnalyticsRetention = z.infer<typeof AnalyticsRetentionSchema>;

/** Columns of the cohort table at most (weeks 0..52). */
export const COHORT_MAX_WEEKS = 52;

/** GET /api/admin/analytics/cohorts: weekly sign-up cohorts × weeks since sign-up (week 0 is
 * the sign-up week): the share of the cohort active in that calendar week, null for a week
 * that has not begun. */
export const AnalyticsCohortsSchema = z.object({
  ...range,
  today: z.string(),
  /** Columns: weeks 0..weeks. */
  weeks: z.number().int().min(0),
  cohorts: z.array(
    z.object({
      weekStart: z.string(),
      size: count,
      weeks: z.array(
        z.object({
          week: z.number().int().min(0),
          active: count,
          rate: z.number().min(0).max(1).nullable(),
        }),
      ),
    }),
  ),
});
export type AnalyticsCohorts = z.infer<typeof AnalyticsCohortsSchema>;
