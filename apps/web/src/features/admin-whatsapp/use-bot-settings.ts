// GET /api/admin/whatsapp/settings: the webhook URL, the verify token, and only masks of the
// access token and app secret.
import type { BotSettingsView } from '@dwa/domain/admin/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const botSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.botSettings(),
    queryFn: ({ signal }) => apiFetch<BotSettingsView>('/api/admin/whatsapp/settings', { signal }),
  });

export function useBotSettings(enabled: boolean) {
  return useQuery({ ...botSettingsQuery(), enabled });
}
