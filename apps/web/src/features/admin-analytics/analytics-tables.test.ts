import type {
  AnalyticsCohorts,
  AnalyticsOverview,
  AnalyticsRetention,
} from '@dwa/domain/admin/analytics';
import { describe, expect, it } from 'vitest';
import { cohortsTable, csvRows, overviewTable, retentionTable } from './analytics-tables.ts';

// Keys and values as text, so the test sees which text and which numbers each cell takes.
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key;

const zero = {
  newSellers: 0,
  newProducts: 0,
  views: 0,
  whatsappClicks: 0,
  searches: 0,
  payments: 0,
  paymentsPesewas: 0,
};

describe('analytics tables', () => {
  it('overview: a row per day, the totals last, money in cedis, counts grouped', () => {
    const data: AnalyticsOverview = {
      from: '2026-06-16',
      to: '2026-06-17',
      days: [
        { date: '2026-06-16', ...zero, views: 1234, payments: 1, paymentsPesewas: 4925 },
        { date: '2026-06-17', ...zero, searches: 2 },
      ],
      totals: { ...zero, views: 1234, searches: 2, payments: 1, paymentsPesewas: 4925 },
      categories: [],
    };
    const table = overviewTable(data, t, 'en');
    expect(table.header).toEqual([
      'adminAnalytics.table.date',
      'adminAnalytics.metrics.newSellers',
      'adminAnalytics.metrics.newProducts',
      'adminAnalytics.metrics.views',
      'adminAnalytics.metrics.whatsappClicks',
      'adminAnalytics.metrics.searches',
      'adminAnalytics.metrics.payments',
      'adminAnalytics.metrics.paymentsPesewas',
    ]);
    expect(table.rows).toEqual([
      ['16 Jun 2026', '0', '0', '1,234', '0', '0', '1', '49.25'],
      ['17 Jun 2026', '0', '0', '0', '0', '2', '0', '0.00'],
    ]);
    expect(table.footer).toEqual([
      'adminAnalytics.table.total',
      '0',
      '0',
      '1,234',
      '0',
      '2',
      '1',
      '49.25',
    ]);
    expect(csvRows(table)).toHaveLength(4);
    expect(overviewTable(data, t, 'tw').rows[0]?.[0]).not.toBe('16 Jun 2026');
  });

  it('retention: percent with the counts; a day not reached says so, never 0%', () => {
    const data: AnalyticsRetention = {
      from: '2026-06-01',
      to: '2026-06-17',
      today: '2026-06-17',
      cohorts: [
        {
          weekStart: '2026-06-08',
          size: 3,
          day1: { eligible: 3, active: 1, rate: 1 / 3 },
          day7: { eligible: 2, active: 0, rate: 0 },
          day30: { eligible: 0, active: 0, rate: null },
        },
      ],
    };
    expect(retentionTable(data, t, 'en').rows).toEqual([
      [
        '8 Jun 2026',
        '3',
        '33% (adminAnalytics.ofCount{"active":"1","eligible":"3"})',
        '0% (adminAnalytics.ofCount{"active":"0","eligible":"2"})',
        'adminAnalytics.notYet',
      ],
    ]);
  });

  it('cohorts: a column per week since sign-up; weeks not begun are blank', () => {
    const data: AnalyticsCohorts = {
      from: '2026-06-01',
      to: '2026-06-17',
      today: '2026-06-17',
      weeks: 2,
      cohorts: [
        {
          weekStart: '2026-06-01',
          size: 4,
          weeks: [
            { week: 0, active: 4, rate: 1 },
            { week: 1, active: 1, rate: 0.25 },
            { week: 2, active: 0, rate: 0 },
          ],
        },
        {
          weekStart: '2026-06-15',
          size: 1,
          weeks: [
            { week: 0, active: 1, rate: 1 },
            { week: 1, active: 0, rate: null },
            { week: 2, active: 0, rate: null },
          ],
        },
      ],
    };
    const table = cohortsTable(data, t, 'en');
    expect(table.header.slice(2)).toEqual([
      'adminAnalytics.cohorts.week{"n":"0"}',
      'adminAnalytics.cohorts.week{"n":"1"}',
      'adminAnalytics.cohorts.week{"n":"2"}',
    ]);
    expect(table.rows).toEqual([
      ['1 Jun 2026', '4', '100%', '25%', '0%'],
      ['15 Jun 2026', '1', '100%', '', ''],
    ]);
  });
});
