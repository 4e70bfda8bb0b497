// A seller's deliveries: the list, cancelling (with a reason, until the package is
// picked up) and confirming a delivered job (which completes it and pays the rider). Every query
// names the signed-in seller (invariant 2): another seller's job is simply not found.
import type { Db } from '@dwa/db/client';
import { deliveryJobs, orders } from '@dwa/db/schema/index';
import {
  SELLER_DELIVERIES_LIMIT,
  type SellerDelivery,
  type SellerDeliveryList,
} from '@dwa/domain/deliveries';
import { canDeliveryJob, deliveryJobFrom, deliveryJobTo } from '@dwa/domain/delivery-job';
import type { DeliveryJobStatus } from '@dwa/domain/enums';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { Tx } from '../../money/public.ts';
import { completeDelivery } from './complete-delivery.ts';
import { recordJobEvent } from './job-events.ts';
import { selectJobs, sellerDeliveryView } from './job-views.ts';
import { notifyRecipientCancelled } from './notify-recipient.ts';
import { notifyRider, type RiderNotifyDeps } from './notify-rider.ts';
import { jobMoved, jobNotFound } from './rider-jobs.service.ts';

/** The messenger is what tells the rider and the recipient; without one (a test of the bare
 * rule) nobody is told. */
type RiderNotifyDepsOptional = Partial<Pick<RiderNotifyDeps, 'messenger'>>;

export async function listSellerDeliveries(db: Db, sellerId: string): Promise<SellerDeliveryList> {
  const rows = await selectJobs(db)
    .where(eq(deliveryJobs.sellerId, sellerId))
    .orderBy(desc(deliveryJobs.createdAt), desc(deliveryJobs.number))
    .limit(SELLER_DELIVERIES_LIMIT);
  return { items: rows.map(sellerDeliveryView) };
}

export async function findSellerDelivery(
  db: Db,
  sellerId: string,
  jobId: string,
): Promise<SellerDelivery> {
  const [row] = await selectJobs(db).where(
    and(eq(deliveryJobs.id, jobId), eq(deliveryJobs.sellerId, sellerId)),
  );
  if (!row) throw jobNotFound();
  return sellerDeliveryView(row);
}

/** Who cancels a job: its seller (only their own jobs are found) or an admin (any job). */
export type JobCanceller = { type: 'seller'; id: string } | { type: 'admin'; id: string };

/**
 * requested or accepted → cancelled, in `tx`: the row locked, a conditional UPDATE, the job's
 * event, and on WhatsApp the rider (who may be on the way to the pickup) and the recipient (who
 * holds a code and a tracking link) told, each once. The same reason
 * again (a double click, a retry) changes nothing and answers null; once the package is picked
 * up, 409. Returns the status the job had, for the caller's own record (the admin's audit).
 */
export async function cancelJobIn(
  tx: Tx,
  deps: { clock: Clock } & RiderNotifyDepsOptional,
  input: {
    jobId: string;
    reason: string;
    by: JobCanceller;
    now: Date;
    /** The Buy safely order this job carries is being cancelled (and refunded) with it. */
    forOrder?: true;
  },
): Promise<{ from: DeliveryJobStatus; number: number } | null> {
  const { jobId, reason, by, now } = input;
  // A job carrying an order is cancelled with its order, which refunds the buyer: cancelling the
  // job alone would leave the order waiting for a rider who never comes, its money held.
  if (!input.forOrder) {
    const [carried] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.deliveryJobId, jobId));
    if (carried) throw new HttpError(409, 'conflict', 'errors.orders.cancelTheOrder');
  }
  const [job] = await tx
    .select({
      status: deliveryJobs.status,
      cancelReason: deliveryJobs.cancelReason,
      riderId: deliveryJobs.riderId,
      number: deliveryJobs.number,
    })
    .from(deliveryJobs)
    .where(
      by.type === 'seller'
        ? and(eq(deliveryJobs.id, jobId), eq(deliveryJobs.sellerId, by.id))
        : eq(deliveryJobs.id, jobId),
    )
    .for('update');
  if (!job) throw jobNotFound();
  if (job.status === deliveryJobTo('cancel')) {
    if (job.cancelReason === reason) return null; // a repeat of the same cancel
    throw jobMoved();
  }
  const from = job.status as DeliveryJobStatus;
  if (!canDeliveryJob(from, 'cancel')) {
    throw new HttpError(409, 'conflict', 'errors.deliveries.cannotCancel');
  }
  const [done] = await tx
    .update(deliveryJobs)
    .set({ status: deliveryJobTo('cancel'), cancelledAt: now, cancelReason: reason })
    .where(
      and(eq(deliveryJobs.id, jobId), inArray(deliveryJobs.status, [...deliveryJobFrom('cancel')])),
    )
    .returning({ id: deliveryJobs.id });
  if (!done) throw jobMoved();
  await recordJobEvent(tx, { jobId, from, to: deliveryJobTo('cancel'), actor: by, at: now });
  if (job.riderId && deps.messenger) {
    await notifyRider(
      tx,
      { messenger: deps.messenger, clock: deps.clock },
      { event: 'cancelled', riderId: job.riderId, jobId, values: { number: job.number, reason } },
    );
  }
  if (deps.messenger) await notifyRecipientCancelled(tx, { messenger: deps.messenger }, jobId);
  return { from, number: job.number };
}

/** requested or accepted → cancelled by its seller. Once picked up, the package is on the road: no. */
export async function cancelDelivery(
  deps: { db: Db; clock: Clock } & RiderNotifyDepsOptional,
  sellerId: string,
  jobId: string,
  reason: string,
): Promise<SellerDelivery> {
  const now = deps.clock.now();
  await deps.db.transaction((tx) =>
    cancelJobIn(tx, deps, { jobId, reason, by: { type: 'seller', id: sellerId }, now }),
  );
  return findSellerDelivery(deps.db, sellerId, jobId);
}

/** delivered → completed by the seller, who may rate the rider on the way. */
export async function confirmDelivery(
  deps: { db: Db; clock: Clock } & RiderNotifyDepsOptional,
  sellerId: string,
  jobId: string,
  rating?: number,
): Promise<SellerDelivery> {
  const now = deps.clock.now();
  const done = await deps.db.transaction((tx) =>
    completeDelivery(tx, jobId, { type: 'seller', id: sellerId }, now, {
      ...(rating === undefined ? {} : { rating }),
      ...(deps.messenger ? { notify: { messenger: deps.messenger, clock: deps.clock } } : {}),
    }),
  );
  const view = await findSellerDelivery(deps.db, sellerId, jobId);
  if (!done) throw jobMoved();
  return view;
}
