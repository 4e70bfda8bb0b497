import { describe, expect, it } from 'vitest';
import {
  affordableDays,
  boostCost,
  boostPlanBlocker,
  defaultBoostDays,
  isProAt,
} from './boosts.ts';
import { DEFAULT_PRICES } from './prices.ts';

const now = new Date('2026-03-01T12:00:00Z');
const future = '2026-04-01T00:00:00Z';
const past = '2026-02-01T00:00:00Z';
const verified = { isVerified: true, verifiedUntil: future, boostCredits: 0, proUntil: null };

describe('boost plan', () => {
  it('costs the price list’s credits per product for the chosen length, nothing with Pro', () => {
    expect(boostCost(1, 1, DEFAULT_PRICES, false)).toBe(1);
    expect(boostCost(2, 3, DEFAULT_PRICES, false)).toBe(4);
    expect(boostCost(3, 7, DEFAULT_PRICES, false)).toBe(12);
    expect(boostCost(3, 7, DEFAULT_PRICES, true)).toBe(0);
  });

  it('lets Pro boost without verification or credits, and asks others for the shortest boost', () => {
    const pro = { ...verified, isVerified: false, verifiedUntil: null, proUntil: future };
    expect(boostPlanBlocker(pro, 5, DEFAULT_PRICES, now)).toBeNull();
    // An ended Pro is no Pro.
    expect(boostPlanBlocker({ ...pro, proUntil: past }, 1, DEFAULT_PRICES, now)).toBe(
      'verification',
    );
    expect(boostPlanBlocker(verified, 1, DEFAULT_PRICES, now)).toBe('credits');
    expect(boostPlanBlocker({ ...verified, boostCredits: 1 }, 1, DEFAULT_PRICES, now)).toBeNull();
    expect(boostPlanBlocker({ ...verified, boostCredits: 1 }, 2, DEFAULT_PRICES, now)).toBe(
      'credits',
    );
    // Products boosted already (none needed) still need one credit, as the spec says.
    expect(boostPlanBlocker(verified, 0, DEFAULT_PRICES, now)).toBe('credits');
  });

  it('opens on a week when the credits pay for it, else on the longest they pay for', () => {
    expect(defaultBoostDays(4, 1, DEFAULT_PRICES, false)).toBe(7);
    expect(defaultBoostDays(3, 1, DEFAULT_PRICES, false)).toBe(3);
    expect(defaultBoostDays(5, 3, DEFAULT_PRICES, false)).toBe(1);
    expect(defaultBoostDays(0, 1, DEFAULT_PRICES, false)).toBe(1);
    expect(defaultBoostDays(0, 9, DEFAULT_PRICES, true)).toBe(7);
    expect(affordableDays(2, 1, DEFAULT_PRICES, false)).toEqual([1, 3]);
  });

  it('reads Pro from its end date', () => {
    expect(isProAt(future, now)).toBe(true);
    expect(isProAt(past, now)).toBe(false);
    expect(isProAt(null, now)).toBe(false);
  });
});
