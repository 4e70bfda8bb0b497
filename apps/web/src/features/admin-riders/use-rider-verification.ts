// POST /api/admin/riders/:id/verification {verified}: verified for 365 days, or the verification
// cleared. The riders list and its counters are asked again whatever the answer.
import type { RiderVerificationView } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useRiderVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      postJson<RiderVerificationView>(`/api/admin/riders/${encodeURIComponent(id)}/verification`, {
        verified,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.riders() }),
  });
}
