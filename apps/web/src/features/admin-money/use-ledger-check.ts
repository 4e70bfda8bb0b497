// GET /api/admin/money/ledger-check: the ledger's consistency check (it reads the whole ledger,
// so it runs when the screen opens and when asked again, not with every page of the list).
import type { LedgerCheck } from '@dwa/domain/admin/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const ledgerCheckQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.ledgerCheck(),
    queryFn: ({ signal }) => apiFetch<LedgerCheck>('/api/admin/money/ledger-check', { signal }),
    staleTime: 60_000,
  });

export function useLedgerCheck() {
  return useQuery(ledgerCheckQuery());
}
