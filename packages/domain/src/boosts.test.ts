import { describe, expect, it } from 'vitest';
import {
  boostBlocker,
  creditsNeeded,
  isBoostable,
  isBoostedAt,
  isProAt,
  isVerifiedAt,
} from './boosts.ts';
import { PRODUCT_STATUSES } from './enums.ts';

const now = new Date('2026-11-24T12:00:00Z');
const later = '2026-12-24T12:00:00Z';
const earlier = '2026-11-01T12:00:00Z';

describe('boostBlocker', () => {
  it('lets a verified seller with enough credits boost', () => {
    expect(boostBlocker({ isVerified: true, verifiedUntil: later, boostCredits: 1 }, 1, now)).toBe(
      null,
    );
    expect(boostBlocker({ isVerified: true, verifiedUntil: null, boostCredits: 3 }, 3, now)).toBe(
      null,
    );
  });

  it('asks for verification first: never verified, or verification ended', () => {
    expect(boostBlocker({ isVerified: false, verifiedUntil: null, boostCredits: 5 }, 1, now)).toBe(
      'verification',
    );
    expect(
      boostBlocker({ isVerified: true, verifiedUntil: earlier, boostCredits: 5 }, 1, now),
    ).toBe('verification');
  });

  it('asks for credits when there are fewer than the products need (at least one)', () => {
    const verified = { isVerified: true, verifiedUntil: later };
    expect(boostBlocker({ ...verified, boostCredits: 0 }, 1, now)).toBe('credits');
    expect(boostBlocker({ ...verified, boostCredits: 2 }, 3, now)).toBe('credits');
    expect(boostBlocker({ ...verified, boostCredits: 0 }, 0, now)).toBe('credits');
  });
});

describe('creditsNeeded', () => {
  it('counts the products not boosted right now', () => {
    expect(
      creditsNeeded(
        [
          { isBoosted: true, boostedUntil: later },
          { isBoosted: true, boostedUntil: earlier },
          { isBoosted: false, boostedUntil: null },
        ],
        now,
      ),
    ).toBe(2);
  });
});

describe('the standing rules as the server holds them (dates) and the web gets them (ISO)', () => {
  it('reads a boost, verification and Pro running now the same from either', () => {
    for (const [until, running] of [
      [later, true],
      [earlier, false],
    ] as const) {
      expect(isBoostedAt({ isBoosted: true, boostedUntil: until }, now)).toBe(running);
      expect(isBoostedAt({ isBoosted: true, boostedUntil: new Date(until) }, now)).toBe(running);
      expect(isVerifiedAt({ isVerified: true, verifiedUntil: new Date(until) }, now)).toBe(running);
      expect(isProAt(new Date(until), now)).toBe(running);
    }
    expect(isBoostedAt({ isBoosted: false, boostedUntil: new Date(later) }, now)).toBe(false);
    expect(isBoostedAt({ isBoosted: true, boostedUntil: null }, now)).toBe(false);
    expect(isVerifiedAt({ isVerified: true, verifiedUntil: null }, now)).toBe(true);
    expect(isProAt(null, now)).toBe(false);
  });

  it('boosts active products only', () => {
    expect(PRODUCT_STATUSES.filter(isBoostable)).toEqual(['active']);
  });
});
