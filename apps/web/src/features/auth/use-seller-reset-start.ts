// POST /api/auth/seller/reset/start: sends a reset code if the number has an account. The
// answer is neutral either way, so nobody can learn which numbers are registered.
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useSellerResetStart() {
  return useMutation({
    mutationFn: (phone: string) => postJson<unknown>('/api/auth/seller/reset/start', { phone }),
  });
}
