import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock.ts';
import { createMicroCache } from './micro-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe('micro cache', () => {
  it('answers from memory until the TTL passes, then loads again', async () => {
    const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
    const cache = createMicroCache<number>({ ttlMs: 1000, maxEntries: 10, clock });
    const c = counter();
    expect(await cache.get('a', c.load)).toBe(1);
    clock.advance(999);
    expect(await cache.get('a', c.load)).toBe(1);
    clock.advance(1);
    expect(await cache.get('a', c.load)).toBe(2);
    expect(c.calls).toBe(2);
  });

  it('shares one load between concurrent misses and keeps keys apart', async () => {
    const cache = createMicroCache<number>({
      ttlMs: 1000,
      maxEntries: 10,
      clock: fixedClock(new Date()),
    });
    const c = counter();
    const results = await Promise.all([cache.get('a', c.load), cache.get('a', c.load)]);
    expect(results).toEqual([1, 1]);
    expect(await cache.get('b', c.load)).toBe(2);
  });

  it('does not remember failures', async () => {
    const cache = createMicroCache<number>({
      ttlMs: 1000,
      maxEntries: 10,
      clock: fixedClock(new Date()),
    });
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('evicts the oldest key beyond maxEntries, is bypassed with ttl 0, and can be cleared', async () => {
    const clock = fixedClock(new Date());
    const cache = createMicroCache<string>({ ttlMs: 1000, maxEntries: 2, clock });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    cache.clear();
    expect(await cache.get('c', async () => 'c3')).toBe('c3');
    const off = createMicroCache<number>({ ttlMs: 0, maxEntries: 2, clock });
    const c = counter();
    await off.get('a', c.load);
    await off.get('a', c.load);
    expect(c.calls).toBe(2);
  });
});
