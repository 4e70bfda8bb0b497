// A rider's work: the job board, accepting a job and moving it on. The web and the
// WhatsApp bot call these same functions. Every move is one conditional UPDATE on the job's
// status (and, after accept, its rider), so of two riders accepting at once exactly one wins, and
// nobody moves a job that is not theirs.
import type { Db } from '@dwa/db/client';
import { deliveryJobs, riders } from '@dwa/db/schema/index';
import {
  acceptBlocker,
  RIDER_HISTORY_LIMIT,
  type RiderJob,
  type RiderJobBoard,
} from '@dwa/domain/deliveries';
import {
  canDeliveryJob,
  deliveryJobFrom,
  deliveryJobStep,
  deliveryJobTo,
} from '@dwa/domain/delivery-job';
import { ACTIVE_DELIVERY_STATUSES, type DeliveryJobStatus } from '@dwa/domain/enums';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { Tx } from '../../money/public.ts';
import { recordJobEvent } from './job-events.ts';
import { riderJobView, selectJobs } from './job-views.ts';

/** A job named by its id (web) or by the number riders type (WhatsApp). */
export type JobRef = { id: string } | { number: number };

const jobWhere = (ref: JobRef) =>
  'id' in ref ? eq(deliveryJobs.id, ref.id) : eq(deliveryJobs.number, ref.number);

export const jobNotFound = () => notFound('errors.deliveries.notFound');
const moved = () => new HttpError(409, 'conflict', 'errors.deliveries.moved');
/** A delivered job waits for its seller (or the auto-complete): the only step left is theirs. */
const AWAITING_SELLER = deliveryJobStep('complete').from;
/** History: the jobs the rider has nothing more to do on. */
const RIDER_HISTORY_STATUSES = [
  AWAITING_SELLER,
  deliveryJobTo('complete'),
  deliveryJobTo('cancel'),
];
/** New jobs a rider sees at once (the nearest in time first). */
const NEW_JOBS_SHOWN = 50;

async function riderRow(db: Db | Tx, riderId: string) {
  const [rider] = await db.select().from(riders).where(eq(riders.id, riderId));
  if (!rider) throw new HttpError(401, 'unauthorized');
  return rider;
}

/** GET /api/rider/jobs: new jobs in the rider's zones (only while online), the rider's own
 * active jobs (Assigned: accepted and picked up, what the dashboard counts as active), and
 * History: first the delivered ones waiting for the seller's confirmation (the rider's part is
 * done, the pay is not in yet), then the latest finished ones (decision 064). */
export async function listJobBoard(db: Db, riderId: string): Promise<RiderJobBoard> {
  const rider = await riderRow(db, riderId);
  const own = eq(deliveryJobs.riderId, riderId);
  const [newJobs, assigned, history] = await Promise.all([
    rider.isOnline && rider.serviceZones.length > 0
      ? selectJobs(db)
          .where(
            and(
              inArray(deliveryJobs.status, [...deliveryJobFrom('accept')]),
              isNull(deliveryJobs.riderId),
              inArray(deliveryJobs.zone, rider.serviceZones),
            ),
          )
          .orderBy(asc(deliveryJobs.createdAt), asc(deliveryJobs.number))
          .limit(NEW_JOBS_SHOWN)
      : Promise.resolve([]),
    selectJobs(db)
      .where(and(own, inArray(deliveryJobs.status, [...ACTIVE_DELIVERY_STATUSES])))
      .orderBy(asc(deliveryJobs.acceptedAt), asc(deliveryJobs.number)),
    selectJobs(db)
      .where(and(own, inArray(deliveryJobs.status, [...RIDER_HISTORY_STATUSES])))
      .orderBy(
        desc(sql`${deliveryJobs.status} = ${AWAITING_SELLER}`),
        desc(
          sql`coalesce(${deliveryJobs.completedAt}, ${deliveryJobs.cancelledAt}, ${deliveryJobs.deliveredAt})`,
        ),
        desc(deliveryJobs.number),
      )
      .limit(RIDER_HISTORY_LIMIT),
  ]);
  const view = (rows: typeof newJobs) => rows.map((r) => riderJobView(r, riderId));
  return {
    online: rider.isOnline,
    newJobs: view(newJobs),
    assigned: view(assigned),
    history: view(history),
  };
}

export async function findRiderJob(db: Db | Tx, riderId: string, ref: JobRef): Promise<RiderJob> {
  const [row] = await selectJobs(db).where(jobWhere(ref));
  // Another rider's job is as good as absent; an open one any rider may look at.
  if (!row || (row.job.riderId !== null && row.job.riderId !== riderId)) throw jobNotFound();
  return riderJobView(row, riderId);
}

/** requested → accepted. The rider must be verified, online and serve the job's zone (checked
 * from the rider's row, read in the same transaction); the job must still be open. Accepting a
 * job one already holds answers it again, so a repeated tap or message does no harm. */
export async function acceptJob(
  deps: { db: Db; clock: Clock },
  riderId: string,
  ref: JobRef,
): Promise<RiderJob> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const rider = await riderRow(tx, riderId);
    const [job] = await tx
      .select({
        id: deliveryJobs.id,
        zone: deliveryJobs.zone,
        status: deliveryJobs.status,
        riderId: deliveryJobs.riderId,
      })
      .from(deliveryJobs)
      .where(jobWhere(ref));
    if (!job) throw jobNotFound();
    if (job.riderId === riderId) return; // already theirs
    if (!canDeliveryJob(job.status as DeliveryJobStatus, 'accept')) throw alreadyTaken(job.status);
    const blocker = acceptBlocker(rider, job.zone, now);
    if (blocker === 'unverified')
      throw new HttpError(403, 'forbidden', 'errors.deliveries.unverified');
    if (blocker) throw new HttpError(409, 'conflict', `errors.deliveries.${blocker}`);
    const [taken] = await tx
      .update(deliveryJobs)
      .set({ status: deliveryJobTo('accept'), riderId, acceptedAt: now })
      .where(
        and(
          eq(deliveryJobs.id, job.id),
          inArray(deliveryJobs.status, [...deliveryJobFrom('accept')]),
          isNull(deliveryJobs.riderId),
          inArray(deliveryJobs.zone, rider.serviceZones),
        ),
      )
      .returning({ id: deliveryJobs.id });
    if (!taken) throw alreadyTaken('accepted');
    await recordJobEvent(tx, {
      jobId: job.id,
      ...deliveryJobStep('accept'),
      actor: { type: 'rider', id: riderId },
      at: now,
    });
  });
  return findRiderJob(deps.db, riderId, ref);
}

function alreadyTaken(status: string) {
  return status === 'cancelled'
    ? new HttpError(409, 'conflict', 'errors.deliveries.moved')
    : new HttpError(409, 'conflict', 'errors.deliveries.alreadyTaken');
}

/** accepted → picked_up, by the job's rider only. */
export async function pickUpJob(
  deps: { db: Db; clock: Clock },
  riderId: string,
  ref: JobRef,
): Promise<RiderJob> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const job = await ownJob(tx, riderId, ref);
    if (job.status === deliveryJobTo('pick_up')) return; // a repeat of the same move
    const [moved_] = await tx
      .update(deliveryJobs)
      .set({ status: deliveryJobTo('pick_up'), pickedUpAt: now })
      .where(
        and(
          eq(deliveryJobs.id, job.id),
          eq(deliveryJobs.riderId, riderId),
          inArray(deliveryJobs.status, [...deliveryJobFrom('pick_up')]),
        ),
      )
      .returning({ id: deliveryJobs.id });
    if (!moved_) throw moved();
    await recordJobEvent(tx, {
      jobId: job.id,
      ...deliveryJobStep('pick_up'),
      actor: { type: 'rider', id: riderId },
      at: now,
    });
  });
  return findRiderJob(deps.db, riderId, ref);
}

/** The rider's own job, locked: another rider's (or no) job is a 404. */
export async function ownJob(tx: Tx, riderId: string, ref: JobRef) {
  const [job] = await tx
    .select()
    .from(deliveryJobs)
    .where(and(jobWhere(ref), eq(deliveryJobs.riderId, riderId)))
    .for('update');
  if (!job) throw jobNotFound();
  return job as typeof job & { status: DeliveryJobStatus };
}

export { moved as jobMoved };
