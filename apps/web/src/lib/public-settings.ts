// GET /api/settings/public: support contacts and the bot's number, which anyone may read (the
// assistant button, the support links, the seller center's WhatsApp banner and plan dialogs).
import type { PublicSettings } from '@dwa/domain/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';
import { queryKeys } from './query-keys.ts';

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.public.settings(),
    queryFn: ({ signal }) => apiFetch<PublicSettings>('/api/settings/public', { signal }),
    staleTime: 5 * 60_000,
  });

export function usePublicSettings(enabled = true) {
  return useQuery({ ...publicSettingsQuery(), enabled });
}
