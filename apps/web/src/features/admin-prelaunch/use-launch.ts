// POST /api/admin/launch: the server runs the checks again and records the launch (refused while
// a check fails, and once only); the report it answers replaces the one on screen.
import type { LaunchResult } from '@dwa/domain/admin/prelaunch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useLaunch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<LaunchResult>('/api/admin/launch'),
    onSuccess: (result) => {
      client.setQueryData(queryKeys.admin.prelaunch(), result.report);
      void client.invalidateQueries({ queryKey: queryKeys.admin.settings() });
    },
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.admin.prelaunch() }),
  });
}
