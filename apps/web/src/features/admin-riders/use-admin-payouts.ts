// GET /api/admin/payouts: riders' payouts of every status, newest first, with rider and wallet.
import type { AdminPayoutList } from '@dwa/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const adminPayoutsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.payouts(),
    queryFn: ({ signal }) => apiFetch<AdminPayoutList>('/api/admin/payouts', { signal }),
  });

export function useAdminPayouts(enabled: boolean) {
  return useQuery({ ...adminPayoutsQuery(), enabled });
}
