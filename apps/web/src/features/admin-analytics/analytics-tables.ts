// Each analytics tab's table as plain text cells: the screen renders exactly these, and Export
// CSV writes exactly these (header row first), so the file is what the admin sees.
import type {
  AnalyticsCohorts,
  AnalyticsOverview,
  AnalyticsRetention,
  RetentionCell,
} from '@dwa/domain/admin/analytics';
import { OVERVIEW_METRICS } from '@dwa/domain/admin/analytics';
import { pesewasToCedisString } from '@dwa/domain/money';
import { formatDate } from '../../lib/format-date.ts';
import { formatCount } from '../../lib/format-number.ts';
import type { TFunction } from '../../lib/i18n.ts';

export interface TextTable {
  header: string[];
  rows: string[][];
  /** A last row of totals (part of the table and of the file). */
  footer?: string[];
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function metricCell(metric: (typeof OVERVIEW_METRICS)[number], n: number) {
  return metric === 'paymentsPesewas' ? pesewasToCedisString(n) : formatCount(n);
}

export function overviewTable(data: AnalyticsOverview, t: TFunction, language: string): TextTable {
  return {
    header: [
      t('adminAnalytics.table.date'),
      ...OVERVIEW_METRICS.map((m) => t(`adminAnalytics.metrics.${m}`)),
    ],
    rows: data.days.map((day) => [
      formatDate(day.date, language),
      ...OVERVIEW_METRICS.map((m) => metricCell(m, day[m])),
    ]),
    footer: [
      t('adminAnalytics.table.total'),
      ...OVERVIEW_METRICS.map((m) => metricCell(m, data.totals[m])),
    ],
  };
}

function retentionCell(cell: RetentionCell, t: TFunction) {
  if (cell.rate === null) return t('adminAnalytics.notYet');
  return `${percent(cell.rate)} (${t('adminAnalytics.ofCount', {
    active: formatCount(cell.active),
    eligible: formatCount(cell.eligible),
  })})`;
}

export function retentionTable(
  data: AnalyticsRetention,
  t: TFunction,
  language: string,
): TextTable {
  return {
    header: [
      t('adminAnalytics.retention.week'),
      t('adminAnalytics.retention.size'),
      t('adminAnalytics.retention.day1'),
      t('adminAnalytics.retention.day7'),
      t('adminAnalytics.retention.day30'),
    ],
    rows: data.cohorts.map((c) => [
      formatDate(c.weekStart, language),
      formatCount(c.size),
      retentionCell(c.day1, t),
      retentionCell(c.day7, t),
      retentionCell(c.day30, t),
    ]),
  };
}

export function cohortsTable(data: AnalyticsCohorts, t: TFunction, language: string): TextTable {
  return {
    header: [
      t('adminAnalytics.retention.week'),
      t('adminAnalytics.retention.size'),
      ...Array.from({ length: data.weeks + 1 }, (_, n) =>
        t('adminAnalytics.cohorts.week', { n: String(n) }),
      ),
    ],
    rows: data.cohorts.map((c) => [
      formatDate(c.weekStart, language),
      formatCount(c.size),
      ...c.weeks.map((w) => (w.rate === null ? '' : percent(w.rate))),
    ]),
  };
}

/** The table as CSV rows: header, rows, then the totals. */
export const csvRows = (table: TextTable) => [
  table.header,
  ...table.rows,
  ...(table.footer ? [table.footer] : []),
];
