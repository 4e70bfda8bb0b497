import { describe, expect, it } from 'vitest';
import {
  AnalyticsRangeQuerySchema,
  addDays,
  daysBetween,
  isRealDay,
  resolveAnalyticsRange,
} from './analytics.ts';

describe('analytics range', () => {
  it('knows real calendar days', () => {
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('2026-1-01')).toBe(false);
    expect(isRealDay('yesterday')).toBe(false);
    expect(AnalyticsRangeQuerySchema.safeParse({ from: '2026-04-31' }).success).toBe(false);
  });

  it('defaults to the last 30 days, today included', () => {
    expect(resolveAnalyticsRange({}, '2026-11-24')).toEqual({
      range: { from: '2026-10-26', to: '2026-11-24' },
    });
    expect(daysBetween('2026-10-26', '2026-11-24')).toBe(30);
    expect(resolveAnalyticsRange({ to: '2026-03-01' }, '2026-11-24')).toEqual({
      range: { from: '2026-01-31', to: '2026-03-01' },
    });
  });

  it('refuses from after to, and more than 366 days', () => {
    expect(resolveAnalyticsRange({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-24')).toEqual({
      fields: { from: 'errors.adminAnalytics.rangeOrder', to: 'errors.adminAnalytics.rangeOrder' },
    });
    expect(resolveAnalyticsRange({ from: '2025-11-23' }, '2026-11-24')).toEqual({
      fields: { from: 'errors.adminAnalytics.rangeTooLong' },
    });
    expect(resolveAnalyticsRange({ from: '2025-11-24' }, '2026-11-24')).toEqual({
      range: { from: '2025-11-24', to: '2026-11-24' },
    });
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
