import type { PublicSettings } from '@dwa/domain/site';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';

/** Support contacts anyone may read (GET /api/settings/public). */
export function usePublicSettings(enabled = true) {
  return useQuery({
    queryKey: ['settings', 'public'],
    enabled,
    queryFn: ({ signal }) => apiFetch<PublicSettings>('/api/settings/public', { signal }),
    staleTime: 5 * 60_000,
  });
}
