// GET /api/payments/prices: what verification, Pro, credit packs and boosts cost (the admin's
// settings over the spec's defaults). The Pro benefits, the content pages, the pay dialog and the
// boost dialog all read it; until the answer is there (and when it fails) the defaults show, so
// a price is never blank and the server render and the first browser render agree.
import { DEFAULT_PRICES, type Prices } from '@dwa/domain/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';
import { queryKeys } from './query-keys.ts';

export const pricesQuery = () =>
  queryOptions({
    queryKey: queryKeys.public.prices(),
    queryFn: ({ signal }) => apiFetch<Prices>('/api/payments/prices', { signal }),
    staleTime: 5 * 60_000,
  });

export function usePrices(): Prices {
  return useQuery(pricesQuery()).data ?? DEFAULT_PRICES;
}
