// The rider's moves on a job: accept, pick up, deliver with the recipient's code, or with a photo
// taken in the app (only once wrong codes allow it). Each answers the job; whatever the answer,
// the board and the dashboard are asked again (another rider may have taken the job, a wrong
// code counts up).
import type { RiderJob } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type JobMove =
  | { kind: 'accept' | 'pickup'; jobId: string }
  | { kind: 'deliver'; jobId: string; code: string }
  | { kind: 'proof'; jobId: string; photo: File };

const path = (jobId: string, action: string) =>
  `/api/rider/jobs/${encodeURIComponent(jobId)}/${action}`;

function send(move: JobMove): Promise<RiderJob> {
  switch (move.kind) {
    case 'accept':
    case 'pickup':
      return postJson<RiderJob>(path(move.jobId, move.kind));
    case 'deliver':
      return postJson<RiderJob>(path(move.jobId, 'deliver'), { code: move.code });
    case 'proof': {
      const body = new FormData();
      body.append('photo', move.photo);
      return apiFetch<RiderJob>(path(move.jobId, 'proof-photo'), { method: 'POST', body });
    }
  }
}

export function useJobAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.rider.jobs() });
      void client.invalidateQueries({ queryKey: queryKeys.rider.dashboard() });
    },
  });
}
