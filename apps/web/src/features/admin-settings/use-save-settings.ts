// PUT /api/admin/settings (contacts, banner, live link, business hours) and PUT
// /api/admin/settings/money (prices, commission). The answer is the new state of every setting;
// the public settings are asked again (the home page's banner). A 409 (another admin saved in
// between) reloads the settings, so the next save starts from theirs.
import type {
  AdminSettings,
  MoneySettingsUpdate,
  PlatformSettingsUpdate,
} from '@dwa/domain/admin/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const put = (path: string, body: unknown) =>
  apiFetch<AdminSettings>(path, { method: 'PUT', body: JSON.stringify(body) });

function useSave<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => put(path, body),
    onSuccess: (settings) => {
      client.setQueryData(queryKeys.admin.settings(), settings);
      void client.invalidateQueries({ queryKey: queryKeys.public.settings() });
      void client.invalidateQueries({ queryKey: queryKeys.public.prices() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: queryKeys.admin.settings() });
      }
    },
  });
}

export const useSavePlatformSettings = () => useSave<PlatformSettingsUpdate>('/api/admin/settings');

export const useSaveMoneySettings = () => useSave<MoneySettingsUpdate>('/api/admin/settings/money');
