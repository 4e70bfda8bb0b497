// POST /api/auth/seller/reset/complete: the code and the new password (204, not signed in).
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export interface ResetComplete {
  phone: string;
  code: string;
  newPassword: string;
}

export function useSellerResetComplete() {
  return useMutation({
    mutationFn: (body: ResetComplete) => postJson<null>('/api/auth/seller/reset/complete', body),
  });
}
