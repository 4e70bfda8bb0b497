import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(nestsDeeperThan('x', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it('walks a value nested far past the stack without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    const wide = { items: Array.from({ length: 100_000 }, (_, i) => ({ i })) };
    expect(nestsDeeperThan(wide, 32)).toBe(false);
  });
});
