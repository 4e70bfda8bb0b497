import { describe, expect, it } from 'vitest';
import { AdminJobCancelSchema, isCancellableJob, phoneDigitsOf } from './riders.ts';

describe('phoneDigitsOf', () => {
  it('reads a number in any spelling as the digits of its E.164 form', () => {
    expect(phoneDigitsOf('024 123 4567')).toBe('233241234567');
    expect(phoneDigitsOf('+233 (24) 123-4567')).toBe('233241234567');
    expect(phoneDigitsOf('241234567')).toBe('241234567');
    expect(phoneDigitsOf('055')).toBe('23355');
  });

  it('leaves names, places and too-short numbers to the text search', () => {
    expect(phoneDigitsOf('Kofi 024')).toBeNull();
    expect(phoneDigitsOf('Tema')).toBeNull();
    expect(phoneDigitsOf('24')).toBeNull();
    expect(phoneDigitsOf('- -')).toBeNull();
  });
});

describe('cancelling a job', () => {
  it('is possible until the package is picked up', () => {
    expect(isCancellableJob('requested')).toBe(true);
    expect(isCancellableJob('accepted')).toBe(true);
    for (const status of ['picked_up', 'delivered', 'completed', 'cancelled'] as const) {
      expect(isCancellableJob(status)).toBe(false);
    }
  });

  it('needs a reason of 3 to 300 characters, trimmed', () => {
    expect(AdminJobCancelSchema.parse({ reason: '  Shop closed ' })).toEqual({
      reason: 'Shop closed',
    });
    expect(AdminJobCancelSchema.safeParse({ reason: ' ab ' }).success).toBe(false);
    expect(AdminJobCancelSchema.safeParse({ reason: 'x'.repeat(301) }).success).toBe(false);
  });
});
