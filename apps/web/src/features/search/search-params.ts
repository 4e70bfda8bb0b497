// The search page keeps all its state in the URL (q, filters, sort, page), so a result list can
// be shared and the back button restores it. These pure functions read and write that state.
import { CATEGORIES, type Category } from '@dwa/domain/enums';
import { SEARCH_SORTS, type SearchSort } from '@dwa/domain/search-constants';

export interface SearchState {
  q: string;
  category: Category | undefined;
  location: string | undefined;
  /** Price bounds as typed (cedis); the server validates them and answers 400 for min > max. */
  minPrice: string;
  maxPrice: string;
  delivery: boolean;
  verified: boolean;
  sort: SearchSort;
  page: number;
}

const isOn = (value: string | null) => value === 'true' || value === '1';

export function readSearchState(params: URLSearchParams): SearchState {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: CATEGORIES.includes(category as Category) ? (category as Category) : undefined,
    location: params.get('location')?.trim() || undefined,
    minPrice: params.get('minPrice')?.trim() ?? '',
    maxPrice: params.get('maxPrice')?.trim() ?? '',
    delivery: isOn(params.get('delivery')),
    verified: isOn(params.get('verified')),
    sort: SEARCH_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL (and API) parameters of a state; defaults are left out so URLs stay short. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.location) params.set('location', state.location);
  if (state.minPrice) params.set('minPrice', state.minPrice);
  if (state.maxPrice) params.set('maxPrice', state.maxPrice);
  if (state.delivery) params.set('delivery', 'true');
  if (state.verified) params.set('verified', 'true');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The state with some fields changed; any change but the page itself goes back to page 1. */
export function withChanges(state: SearchState, changes: Partial<SearchState>): SearchState {
  return { ...state, page: 1, ...changes };
}

/** The state without any filter (the text and sort stay), from its first page. */
export function withoutFilters(state: SearchState): SearchState {
  return withChanges(state, {
    category: undefined,
    location: undefined,
    minPrice: '',
    maxPrice: '',
    delivery: false,
    verified: false,
  });
}

/** Whether any filter (not the text, sort or page) is set. */
export function hasFilters(state: SearchState): boolean {
  return Boolean(
    state.category ||
      state.location ||
      state.minPrice ||
      state.maxPrice ||
      state.delivery ||
      state.verified,
  );
}
