import { describe, expect, it } from 'vitest';
import { keptSearchParams, searchHref } from './search-href.ts';
import {
  readSearchState,
  searchStateToParams,
  withChanges,
  withoutFilters,
} from './search-params.ts';

describe('search URL state', () => {
  it('reads every parameter and round-trips it', () => {
    const url =
      'q=iphone&category=electronics&location=accra&minPrice=100&maxPrice=2500.50&delivery=true&verified=1&sort=price_asc&page=3';
    const state = readSearchState(new URLSearchParams(url));
    expect(state).toEqual({
      q: 'iphone',
      category: 'electronics',
      location: 'accra',
      minPrice: '100',
      maxPrice: '2500.50',
      delivery: true,
      verified: true,
      sort: 'price_asc',
      page: 3,
    });
    expect(readSearchState(searchStateToParams(state))).toEqual(state);
  });

  it('ignores unknown values and leaves defaults out of the URL', () => {
    const state = readSearchState(
      new URLSearchParams('category=cars&sort=cheapest&page=-2&delivery=yes'),
    );
    expect(state.category).toBeUndefined();
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
    expect(state.delivery).toBe(false);
    expect(searchStateToParams(state).toString()).toBe('');
  });

  it('reads the empty fields of a plain GET form submission as absent', () => {
    // What the filters form sends without JavaScript when only 'Verified sellers' is ticked.
    const state = readSearchState(
      new URLSearchParams(
        'q=rice&sort=newest&category=&location=&minPrice=&maxPrice=+&verified=true',
      ),
    );
    expect(state).toEqual({
      q: 'rice',
      category: undefined,
      location: undefined,
      minPrice: '',
      maxPrice: '',
      delivery: false,
      verified: true,
      sort: 'newest',
      page: 1,
    });
    expect(searchStateToParams(state).toString()).toBe('q=rice&verified=true&sort=newest');
    // An unticked box is not sent at all; an empty sort is the default.
    expect(readSearchState(new URLSearchParams('q=&sort=')).sort).toBe('relevance');
  });

  it('clears the filters but keeps the text and sort, from page 1', () => {
    const state = readSearchState(
      new URLSearchParams('q=rice&category=food&minPrice=5&delivery=true&sort=newest&page=3'),
    );
    expect(searchStateToParams(withoutFilters(state)).toString()).toBe('q=rice&sort=newest');
  });

  it('goes back to page 1 on any change but an explicit page', () => {
    const state = readSearchState(new URLSearchParams('q=rice&page=4'));
    expect(withChanges(state, { sort: 'newest' }).page).toBe(1);
    expect(withChanges(state, { page: 5 }).page).toBe(5);
  });
});

describe('searchHref', () => {
  it('submits only non-blank text and encodes it', () => {
    expect(searchHref('   ')).toBeNull();
    expect(searchHref('')).toBeNull();
    expect(searchHref(' <script>&x ')).toBe('/search?q=%3Cscript%3E%26x');
  });

  it('keeps filters, drops the page and a photo search', () => {
    const keep = new URLSearchParams('category=food&page=3&photo=1');
    expect(searchHref('rice', keep)).toBe('/search?category=food&q=rice');
    // The search bar's hidden inputs without JavaScript: the same parameters, but q.
    expect(keptSearchParams(new URLSearchParams('q=old&category=food&page=3')).toString()).toBe(
      'category=food',
    );
  });
});
