// POST /api/auth/codes: asks for a one-time code on WhatsApp (seller or rider sign-up, rider
// sign-in). The answer is the same whether or not the number is known.
import type { CodePurpose, CodeSent } from '@dwa/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useSendCode(purpose: CodePurpose) {
  return useMutation({
    mutationFn: (phone: string) => postJson<CodeSent>('/api/auth/codes', { phone, purpose }),
  });
}
