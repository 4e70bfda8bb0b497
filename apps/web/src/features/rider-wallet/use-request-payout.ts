// POST /api/rider/payouts {amount}: the server holds the amount at once (or refuses it with a
// field message); the balance, the history and the dashboard are asked again.
import type { PayoutRequest, PayoutView } from '@dwa/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutRequest) => postJson<PayoutView>('/api/rider/payouts', input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.rider.wallet() });
      void client.invalidateQueries({ queryKey: queryKeys.rider.payouts() });
      void client.invalidateQueries({ queryKey: queryKeys.rider.dashboard() });
    },
  });
}
