import { describe, expect, it } from 'vitest';
import { hasFilters, readListParams, writeListParams } from './list-params.ts';

describe('My Products URL filters', () => {
  it('reads known values and drops unknown ones', () => {
    const params = readListParams(
      new URLSearchParams('q=phone&category=food&status=hidden&page=3'),
    );
    expect(params).toEqual({ q: 'phone', category: 'food', status: 'hidden', page: 3 });
    expect(readListParams(new URLSearchParams('category=cars&status=gone&page=-2'))).toEqual({
      q: '',
      category: undefined,
      status: undefined,
      page: 1,
    });
  });

  it('writes only what is set, and round-trips', () => {
    const params = { q: 'rice', category: 'food' as const, status: undefined, page: 1 };
    expect(writeListParams(params).toString()).toBe('q=rice&category=food');
    expect(readListParams(writeListParams(params))).toEqual(params);
    expect(hasFilters(params)).toBe(true);
    expect(hasFilters({ q: '  ', category: undefined, status: undefined, page: 2 })).toBe(false);
  });
});
