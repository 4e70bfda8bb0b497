// GET /api/admin/whatsapp/uploads: the latest 20 uploads sent to the bot, and how many wait.
import type { AdminUploadList } from '@dwa/domain/admin/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const recentUploadsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.botUploads(),
    queryFn: ({ signal }) => apiFetch<AdminUploadList>('/api/admin/whatsapp/uploads', { signal }),
  });

export function useRecentUploads(enabled: boolean) {
  return useQuery({ ...recentUploadsQuery(), enabled });
}
