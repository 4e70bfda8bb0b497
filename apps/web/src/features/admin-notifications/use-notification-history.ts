// GET /api/admin/notifications: the newest 50 notifications and manual messages (spec).
import type { NotificationHistory } from '@dwa/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const HISTORY_SIZE = 50;

export const notificationHistoryQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.notificationHistory(),
    queryFn: ({ signal }) =>
      apiFetch<NotificationHistory>(`/api/admin/notifications?pageSize=${HISTORY_SIZE}`, {
        signal,
      }),
    // Queued messages become sent (or failed) within seconds.
    refetchInterval: (query) =>
      query.state.data?.items.some((i) => i.status === 'queued') ? 3000 : false,
  });

export function useNotificationHistory(enabled: boolean) {
  return useQuery({ ...notificationHistoryQuery(), enabled });
}
