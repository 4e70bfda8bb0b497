import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  DASHBOARD_DAYS,
  DashboardSchema,
  dashboardDays,
} from './seller-dashboard.ts';

describe('conversionRate', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0], // clicks without a counted view: still 0, never Infinity
    [0, 10, 0],
    [1, 1, 100],
    [1, 2, 50],
    [1, 8, 12.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 6, 16.7],
    [1, 7, 14.3],
    [3, 2, 150], // more clicks than views: reported as is
    [1, 1000, 0.1],
    [1, 2001, 0], // 0.0499… rounds down
    [1, 1999, 0.1], // 0.0500… rounds up
  ])('%i clicks / %i views → %d %%', (clicks, views, rate) => {
    expect(conversionRate(clicks, views)).toBe(rate);
  });

  it('has at most one decimal', () => {
    for (let views = 1; views <= 200; views++) {
      for (const clicks of [1, 7, 13, views]) {
        const rate = conversionRate(clicks, views);
        expect(Math.round(rate * 10) / 10).toBe(rate);
      }
    }
  });
});

describe('dashboardDays', () => {
  it('gives 30 UTC days oldest first, ending today', () => {
    const days = dashboardDays(new Date('2026-03-01T23:59:59Z'));
    expect(days).toHaveLength(DASHBOARD_DAYS);
    expect(days.at(-1)).toBe('2026-03-01');
    expect(days.at(-2)).toBe('2026-02-28');
    expect(days[0]).toBe('2026-01-31');
    expect(new Set(days).size).toBe(DASHBOARD_DAYS);
  });

  it('starts a new day at midnight UTC (Ghana time)', () => {
    expect(dashboardDays(new Date('2026-11-22T00:00:00Z'), 1)).toEqual(['2026-11-22']);
    expect(dashboardDays(new Date('2026-11-21T23:59:59.999Z'), 1)).toEqual(['2026-11-21']);
  });
});

describe('DashboardSchema', () => {
  const day = { date: '2026-11-22', views: 1, clicks: 0 };
  const stats = {
    totalProducts: 1,
    activeProducts: 1,
    totalViews: 1,
    whatsappClicks: 0,
    conversionRate: 0,
  };

  it('needs exactly 30 days', () => {
    expect(DashboardSchema.safeParse({ stats, daily: Array(30).fill(day) }).success).toBe(true);
    expect(DashboardSchema.safeParse({ stats, daily: Array(29).fill(day) }).success).toBe(false);
  });

  it('refuses negative counts and malformed dates', () => {
    const daily = Array(30).fill(day);
    expect(DashboardSchema.safeParse({ stats: { ...stats, totalViews: -1 }, daily }).success).toBe(
      false,
    );
    expect(
      DashboardSchema.safeParse({
        stats,
        daily: [...daily.slice(1), { ...day, date: '22/11/2026' }],
      }).success,
    ).toBe(false);
  });
});
