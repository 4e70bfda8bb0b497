// PUT /api/rider/profile: name, base location, vehicle, service zones (at least one), languages.
import type { RiderProfile, RiderProfileUpdate } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { riderProfileChanged } from './use-rider-profile.ts';

export function useUpdateRiderProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RiderProfileUpdate) =>
      apiFetch<RiderProfile>('/api/rider/profile', { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (profile) => riderProfileChanged(client, profile),
  });
}
