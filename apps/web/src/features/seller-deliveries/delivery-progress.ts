// What the seller's list does with a job in each status: which actions it offers, which times it
// shows, and whether the list keeps asking the server (a rider may move a job at any moment).
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { canDeliveryJob, isFinishedDelivery } from '@dwa/domain/delivery-job';
import type { DeliveryJobStatus } from '@dwa/domain/enums';

/** How often the list asks again while a job is on its way: gentle on data and battery. */
export const DELIVERIES_POLL_MS = 20_000;

/** Still moving: requested, accepted, picked up, or delivered and waiting for the seller. */
export const isInProgress = (status: DeliveryJobStatus) => !isFinishedDelivery(status);

/** The seller may cancel until the rider picks the package up (the machine's rule; the server
 * says 409 after). */
export const canCancel = (status: DeliveryJobStatus) => canDeliveryJob(status, 'cancel');

/** Confirming completes a delivered job and pays the rider. */
export const canConfirm = (status: DeliveryJobStatus) => canDeliveryJob(status, 'complete');

/** The list's refetch interval: poll while any job is in progress, else not at all. */
export const pollInterval = (items: readonly Pick<SellerDelivery, 'status'>[] | undefined) =>
  items?.some((d) => isInProgress(d.status)) ? DELIVERIES_POLL_MS : false;

type Times = Pick<
  SellerDelivery,
  'createdAt' | 'acceptedAt' | 'pickedUpAt' | 'deliveredAt' | 'completedAt' | 'cancelledAt'
>;

/** The times a job has reached, in the order they happen (a cancelled job ends with its
 * cancellation): 'Requested …', 'Accepted …'. */
export function reachedTimes(job: Times): { status: DeliveryJobStatus; at: string }[] {
  const all: [DeliveryJobStatus, string | null][] = [
    ['requested', job.createdAt],
    ['accepted', job.acceptedAt],
    ['picked_up', job.pickedUpAt],
    ['delivered', job.deliveredAt],
    ['completed', job.completedAt],
    ['cancelled', job.cancelledAt],
  ];
  return all.flatMap(([status, at]) => (at ? [{ status, at }] : []));
}
