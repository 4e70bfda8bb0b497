// PUT /api/admin/whatsapp/settings: saved encrypted on the server; the answer (masks only)
// replaces the cached view.
import type { BotSettingsUpdate, BotSettingsView } from '@dwa/domain/admin/whatsapp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSaveBotSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BotSettingsUpdate) =>
      apiFetch<BotSettingsView>('/api/admin/whatsapp/settings', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: (view) => client.setQueryData(queryKeys.admin.botSettings(), view),
  });
}
