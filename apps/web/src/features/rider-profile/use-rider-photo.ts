// The rider's photo: POST /api/rider/profile/photo (one file in the multipart field "photo"),
// answered with the new profile; DELETE removes it.
import type { RiderProfile } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { riderProfileQuery } from './use-rider-profile.ts';

export function useUploadRiderPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      return apiFetch<RiderProfile>('/api/rider/profile/photo', { method: 'POST', body });
    },
    onSuccess: (profile) => client.setQueryData(riderProfileQuery().queryKey, profile),
  });
}

export function useRemoveRiderPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<RiderProfile | null>('/api/rider/profile/photo', { method: 'DELETE' }),
    onSuccess: (answer) => {
      // The answer may be the profile or nothing (204): either way the photo is gone.
      client.setQueryData<RiderProfile>(riderProfileQuery().queryKey, (p) =>
        answer && 'id' in answer ? answer : p ? { ...p, photo: null } : p,
      );
    },
  });
}
