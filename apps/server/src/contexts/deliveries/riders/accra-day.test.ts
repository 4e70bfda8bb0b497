import { describe, expect, it } from 'vitest';
import { accraDayOf } from './accra-day.ts';

describe('the Accra day', () => {
  it.each([
    ['2026-03-10T00:00:00.000Z', '2026-03-10T00:00:00.000Z'],
    ['2026-03-10T23:59:59.999Z', '2026-03-10T00:00:00.000Z'],
    ['2026-12-31T12:34:56.789Z', '2026-12-31T00:00:00.000Z'],
  ])('of %s starts at %s and lasts 24 hours', (now, start) => {
    const day = accraDayOf(new Date(now));
    expect(day.start.toISOString()).toBe(start);
    expect(day.end.getTime() - day.start.getTime()).toBe(86_400_000);
  });
});
