// Time comes from here so expiry rules are testable without sleeping (architecture invariant 9).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand. */
export function fixedClock(start: Date): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

/** The real time moved by whatever the e2e journeys ask (E2E_CLOCK=adjustable, NODE_ENV=test
 * only): a journey can let a boost or a payment prompt run out without waiting for it. */
export function adjustableClock(): Clock & { advance(ms: number): Date } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
      return new Date(Date.now() + offset);
    },
  };
}
