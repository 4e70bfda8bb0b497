// POST /api/admin/delivery-jobs/:id/cancel {reason}. The jobs list is asked again whatever the
// answer: a 409 means the rider picked the package up meanwhile, and the list should show it.
import type { AdminDeliveryJob } from '@dwa/domain/admin/riders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      postJson<AdminDeliveryJob>(`/api/admin/delivery-jobs/${encodeURIComponent(id)}/cancel`, {
        reason,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.deliveryJobs() }),
  });
}
