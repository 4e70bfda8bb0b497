// GET /api/admin/money?from=&to=&status=&page=: one page of payments and the filter's totals.
import type { AdminMoney } from '@dwa/domain/admin/money';
import type { PaymentStatus } from '@dwa/domain/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface MoneyFilter {
  from?: string;
  to?: string;
  status?: PaymentStatus;
  page: number;
}

export function moneySearch(filter: MoneyFilter): string {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const adminMoneyQuery = (filter: MoneyFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.moneyPage(filter),
    queryFn: ({ signal }) =>
      apiFetch<AdminMoney>(`/api/admin/money${moneySearch(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminMoney(filter: MoneyFilter) {
  return useQuery(adminMoneyQuery(filter));
}
