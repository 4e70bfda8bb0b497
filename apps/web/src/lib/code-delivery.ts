// Whether WhatsApp could deliver a one-time code (GET /api/auth/codes/deliveries/:id), asked
// every few seconds while the code step waits: a code WhatsApp refused, or messages WhatsApp is
// holding back, are said at once instead of leaving the person waiting for a code that will not
// come (decision 047).
import type { CodeDelivery } from '@dwa/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api.ts';
import { queryKeys } from './query-keys.ts';

const POLL_MS = 4000;

export const codeDeliveryQuery = (id: string, waiting: boolean) =>
  queryOptions({
    queryKey: queryKeys.public.codeDelivery(id),
    queryFn: ({ signal }) =>
      apiFetch<CodeDelivery>(`/api/auth/codes/deliveries/${encodeURIComponent(id)}`, { signal }),
    enabled: waiting && id !== '',
    staleTime: 0,
    // A failure is final for this code; anything else may still change.
    refetchInterval: (query) => (query.state.data?.status === 'failed' ? false : POLL_MS),
  });

/** While `waiting`, what WhatsApp made of the code sent as `id` (undefined: nothing yet). */
export function useCodeDelivery(id: string | undefined, waiting: boolean) {
  return useQuery(codeDeliveryQuery(id ?? '', waiting)).data;
}

/** What the code step says about the delivery, if anything. */
export function deliveryNotice(
  delivery: CodeDelivery | undefined,
): 'otp.notOnWhatsApp' | 'otp.undeliverable' | 'otp.delayed' | null {
  if (delivery?.status === 'failed') {
    return delivery.reason === 'not_on_whatsapp' ? 'otp.notOnWhatsApp' : 'otp.undeliverable';
  }
  if (delivery?.status === 'delayed') return 'otp.delayed';
  return null;
}

/** A code WhatsApp could not deliver need not be waited out: a new one may be asked for now. */
export const mayResendEarly = (delivery: CodeDelivery | undefined) => delivery?.status === 'failed';
