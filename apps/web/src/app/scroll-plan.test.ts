import { describe, expect, it } from 'vitest';
import { KEEP_SCROLL } from '../lib/keep-scroll.ts';
import {
  KEPT_ENTRIES,
  parsePositions,
  planScroll,
  remember,
  serializePositions,
} from './scroll-plan.ts';

const at = (pathname: string, hash = '') => ({ pathname, hash });

describe('planScroll', () => {
  it('opens a new page at its top', () => {
    expect(planScroll('PUSH', at('/'), at('/products/1'), undefined)).toEqual({ kind: 'top' });
    // Even a page seen before: a link is a new visit, not Back.
    expect(planScroll('PUSH', at('/products/1'), at('/'), 1200)).toEqual({ kind: 'top' });
    expect(planScroll('REPLACE', at('/seller/login'), at('/seller'), undefined)).toEqual({
      kind: 'top',
    });
  });

  it('opens at the element a #hash names', () => {
    expect(planScroll('PUSH', at('/'), at('/help', '#boost'), undefined)).toEqual({
      kind: 'anchor',
      id: 'boost',
    });
    expect(planScroll('PUSH', at('/'), at('/help', '#caf%C3%A9'), undefined)).toEqual({
      kind: 'anchor',
      id: 'café',
    });
    expect(planScroll('PUSH', at('/'), at('/help', '#%E0%A4%A'), undefined)).toEqual({
      kind: 'anchor',
      id: '%E0%A4%A',
    });
  });

  it('keeps the place when a page replaces its own URL', () => {
    expect(
      planScroll('REPLACE', at('/seller/products/uploads'), at('/seller/products/uploads'), 0),
    ).toEqual({ kind: 'keep' });
  });

  it('keeps the place for a link on the same page that asks to (a category chip), only there', () => {
    const chip = { ...at('/'), state: KEEP_SCROLL };
    expect(planScroll('PUSH', at('/'), chip, undefined)).toEqual({ kind: 'keep' });
    expect(planScroll('PUSH', at('/search'), chip, undefined)).toEqual({ kind: 'top' });
    expect(planScroll('PUSH', at('/'), at('/'), undefined)).toEqual({ kind: 'top' });
  });

  it('returns Back and Forward to where the visitor was, or leaves an unknown entry alone', () => {
    expect(planScroll('POP', at('/products/1'), at('/'), 2400)).toEqual({
      kind: 'restore',
      y: 2400,
    });
    expect(planScroll('POP', at('/'), at('/', '#main'), undefined)).toEqual({ kind: 'keep' });
  });
});

describe('positions', () => {
  it('keep the most recent entries only', () => {
    const positions = new Map<string, number>();
    for (let i = 0; i < KEPT_ENTRIES + 5; i++) remember(positions, `k${i}`, i * 10);
    expect(positions.size).toBe(KEPT_ENTRIES);
    expect(positions.has('k0')).toBe(false);
    // Scrolling an old entry again makes it recent.
    remember(positions, 'k5', 7.6);
    remember(positions, 'new', 1);
    expect(positions.has('k5')).toBe(true);
    expect(positions.get('k5')).toBe(8);
    expect(positions.has('k6')).toBe(false);
  });

  it('survive a round trip through storage and ignore what is not theirs', () => {
    const positions = new Map([
      ['a', 0],
      ['b', 1234],
    ]);
    expect(parsePositions(serializePositions(positions))).toEqual(positions);
    expect(parsePositions(null).size).toBe(0);
    expect(parsePositions('{oops').size).toBe(0);
    expect(parsePositions('{"a":1}').size).toBe(0);
    expect([...parsePositions('[["a",1],["b","x"],[3,4],"c",["d",-5]]')]).toEqual([
      ['a', 1],
      ['d', 0],
    ]);
  });
});
