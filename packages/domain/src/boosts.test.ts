import { describe, expect, it } from 'vitest';
import { boostBlocker, creditsNeeded } from './boosts.ts';

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
