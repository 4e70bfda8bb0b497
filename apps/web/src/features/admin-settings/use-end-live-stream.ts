// POST /api/admin/live-streams/:id/end: the stream leaves the home page for good.
import type { AdminLiveStream } from '@dwa/domain/admin/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useEndLiveStream() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<AdminLiveStream>(`/api/admin/live-streams/${encodeURIComponent(id)}/end`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.liveStreams() });
      void client.invalidateQueries({ queryKey: queryKeys.public.liveStreams() });
    },
  });
}
