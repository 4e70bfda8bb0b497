// POST /api/seller/profile/phone/code: a code on WhatsApp to the new number.
import type { CodeSent } from '@dwa/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => postJson<CodeSent>('/api/seller/profile/phone/code', { phone }),
  });
}
