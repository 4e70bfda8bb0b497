// PUT /api/rider/availability. Optimistic: the switch moves at once; if the server refuses (or
// cannot be reached) it moves back and the rider is told. Either way the job board is asked
// again, since new jobs are listed only while online.
import type { RiderDashboard } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.ts';

export function useSetAvailability() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const key = queryKeys.rider.dashboard();
  return useMutation({
    mutationFn: (online: boolean) =>
      apiFetch<{ online: boolean; updatedAt: string }>('/api/rider/availability', {
        method: 'PUT',
        body: JSON.stringify({ online }),
      }),
    onMutate: async (online) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<RiderDashboard>(key);
      if (before) client.setQueryData<RiderDashboard>(key, { ...before, online });
      return { before };
    },
    onError: (error, _online, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      notify('error', t('riderCenter.dashboard.availability.failed'), describeError(error, t));
    },
    onSuccess: ({ online }) => {
      client.setQueryData<RiderDashboard>(key, (d) => (d ? { ...d, online } : d));
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.rider.jobs() });
    },
  });
}
