// The simulator's phone prompt (/pay/:reference): GET what the payer's phone would show, and
// POST the payer's answer. Public by reference, like the prompt a real network shows whoever
// holds the phone. After an answer the prompt is read again, so the page shows the outcome.
import { isPaymentWaiting } from '@dwa/domain/payment-machine';
import type { SimulatedAnswer, SimulatedPrompt } from '@dwa/domain/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const path = (reference: string) => `/api/payments/simulator/${encodeURIComponent(reference)}`;

export const paymentPromptQuery = (reference: string) =>
  queryOptions({
    queryKey: queryKeys.public.paymentPrompt(reference),
    queryFn: ({ signal }) => apiFetch<SimulatedPrompt>(path(reference), { signal }),
    // Approving settles through the webhook a moment later: ask until it says so.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isPaymentWaiting(status) ? 2_000 : false;
    },
  });

export function usePaymentPrompt(reference: string) {
  return useQuery(paymentPromptQuery(reference));
}

export function useAnswerPrompt(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: SimulatedAnswer) => postJson<unknown>(path(reference), answer),
    onSettled: () =>
      client.invalidateQueries({ queryKey: queryKeys.public.paymentPrompt(reference) }),
  });
}
