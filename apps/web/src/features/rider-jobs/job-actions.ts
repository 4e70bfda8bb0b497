// What a job card offers, by its tab and status (the rider's next step from the delivery machine,
// packages/domain/src/delivery-job.ts): lifted out of the card so the rules are tested directly.
// The server decides again (only the assigned rider moves a job; a code is refused after
// MAX_WRONG_CODES wrong ones, then only a photo proves the delivery).
import type { RiderJob, RiderJobBoard } from '@dwa/domain/deliveries';
import { canDeliveryJob, riderNextEvent } from '@dwa/domain/delivery-job';

export const JOB_TABS = ['newJobs', 'assigned', 'history'] as const;
export type JobTab = (typeof JOB_TABS)[number];

export type JobAction = 'accept' | 'pickUp' | 'deliverCode' | 'deliverPhoto';

export function jobAction(
  job: Pick<RiderJob, 'status' | 'photoProofAllowed'>,
  tab: JobTab,
): JobAction | null {
  const next = riderNextEvent(job.status);
  if (tab === 'newJobs') return next === 'accept' ? 'accept' : null;
  if (tab !== 'assigned') return null;
  if (next === 'pick_up') return 'pickUp';
  if (next === 'deliver') return job.photoProofAllowed ? 'deliverPhoto' : 'deliverCode';
  return null;
}

/** A delivered job waits for its seller: the machine's next step (complete) is not the rider's. */
export const awaitsSellerConfirmation = (job: Pick<RiderJob, 'status'>) =>
  canDeliveryJob(job.status, 'complete');

/** The tab a `?tab=` value names; New Jobs for anything else. */
export const tabOf = (value: string | null): JobTab =>
  (JOB_TABS as readonly string[]).includes(value ?? '') ? (value as JobTab) : 'newJobs';

/** Each tab's count, as the tab names it. New jobs count none while offline (none are listed). */
export const tabCounts = (board: RiderJobBoard): Record<JobTab, number> => ({
  newJobs: board.online ? board.newJobs.length : 0,
  assigned: board.assigned.length,
  history: board.history.length,
});

/** A code field keeps digits only, at most the code's length (a pasted "48 21" becomes "4821"). */
export const codeDigits = (typed: string, length: number) =>
  typed.replace(/\D/g, '').slice(0, length);

/** When a history job ended: completed or cancelled, else delivered (waiting for the seller). */
export function finishedAt(job: RiderJob): string | null {
  return job.completedAt ?? job.cancelledAt ?? job.deliveredAt;
}
