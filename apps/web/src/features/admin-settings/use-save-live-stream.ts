// POST /api/admin/live-streams (add, for the seller with that WhatsApp number) or PUT
// /api/admin/live-streams/:id (edit). The admin list and the public live strip are asked again.
import type {
  AdminLiveStream,
  LiveStreamCreate,
  LiveStreamUpdate,
} from '@dwa/domain/admin/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type SaveLiveStream =
  | { id: null; body: LiveStreamCreate }
  | { id: string; body: LiveStreamUpdate };

export function useSaveLiveStream() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveLiveStream) =>
      save.id === null
        ? postJson<AdminLiveStream>('/api/admin/live-streams', save.body)
        : apiFetch<AdminLiveStream>(`/api/admin/live-streams/${encodeURIComponent(save.id)}`, {
            method: 'PUT',
            body: JSON.stringify(save.body),
          }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.liveStreams() });
      void client.invalidateQueries({ queryKey: queryKeys.public.liveStreams() });
    },
  });
}
