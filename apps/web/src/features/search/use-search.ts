import type { SearchResponse } from '@dwa/domain/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { type SearchState, searchStateToParams } from './search-params.ts';

export const SEARCH_PAGE_SIZE = 24;

/** GET /api/search for the URL's state. The previous results stay on screen while the next
 * page or filter loads, so the grid does not flash empty. */
export const searchQuery = (state: SearchState) => {
  const params = searchStateToParams(state);
  params.set('pageSize', String(SEARCH_PAGE_SIZE));
  const query = params.toString();
  return queryOptions({
    queryKey: queryKeys.public.search(query),
    queryFn: ({ signal }) => apiFetch<SearchResponse>(`/api/search?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export function useSearch(state: SearchState) {
  return useQuery(searchQuery(state));
}
