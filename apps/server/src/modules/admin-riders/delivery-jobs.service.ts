// The admin's delivery jobs: the latest 50 (with the rider's and the seller's names), and
// cancelling one with a reason while no rider has picked the package up. The cancel follows the
// seller's rule (seller-deliveries.service.ts) for any job: the row locked, a conditional UPDATE,
// the job's event, the admin's audit row and the rider's WhatsApp message, all in one transaction.
import type { Db } from '@dwa/db/client';
import { deliveryJobs } from '@dwa/db/schema/index';
import {
  ADMIN_JOBS_LIMIT,
  type AdminDeliveryJob,
  type AdminDeliveryJobList,
} from '@dwa/domain/admin/riders';
import type { DeliveryJobStatus, ServiceZone } from '@dwa/domain/enums';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAdminAction } from '../admin/admin-access.ts';
import { recordJobEvent } from '../deliveries/job-events.ts';
import { type JobRow, selectJobs } from '../deliveries/job-views.ts';
import { notifyRider, type RiderNotifyDeps } from '../deliveries/notify-rider.ts';
import { jobMoved, jobNotFound } from '../deliveries/rider-jobs.service.ts';

function jobView({ job, riderName, sellerName }: JobRow): AdminDeliveryJob {
  return {
    id: job.id,
    number: job.number,
    pickupLocation: job.pickupLocation,
    dropoffLocation: job.dropoffLocation,
    zone: job.zone as ServiceZone,
    feePesewas: job.quotedFeePesewas,
    status: job.status as DeliveryJobStatus,
    riderName,
    sellerName,
    cancelReason: job.cancelReason,
    createdAt: job.createdAt.toISOString(),
  };
}

export async function listAdminDeliveryJobs(db: Db): Promise<AdminDeliveryJobList> {
  const rows = await selectJobs(db)
    .orderBy(desc(deliveryJobs.createdAt), desc(deliveryJobs.number))
    .limit(ADMIN_JOBS_LIMIT);
  return { items: rows.map(jobView) };
}

async function findJob(db: Db, jobId: string): Promise<AdminDeliveryJob> {
  const [row] = await selectJobs(db).where(eq(deliveryJobs.id, jobId));
  if (!row) throw jobNotFound();
  return jobView(row);
}

/** requested or accepted → cancelled, by an admin. The same reason again (a double click, a
 * retried request) answers the cancelled job and changes nothing; once picked up: 409. */
export async function cancelJobAsAdmin(
  deps: { db: Db; clock: Clock; messenger: RiderNotifyDeps['messenger'] },
  adminId: string,
  jobId: string,
  reason: string,
): Promise<AdminDeliveryJob> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        status: deliveryJobs.status,
        cancelReason: deliveryJobs.cancelReason,
        riderId: deliveryJobs.riderId,
        number: deliveryJobs.number,
      })
      .from(deliveryJobs)
      .where(eq(deliveryJobs.id, jobId))
      .for('update');
    if (!job) throw jobNotFound();
    if (job.status === 'cancelled') {
      if (job.cancelReason === reason) return;
      throw jobMoved();
    }
    if (job.status !== 'requested' && job.status !== 'accepted') {
      throw new HttpError(409, 'conflict', 'errors.deliveries.cannotCancel');
    }
    const [done] = await tx
      .update(deliveryJobs)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason })
      .where(
        and(eq(deliveryJobs.id, jobId), inArray(deliveryJobs.status, ['requested', 'accepted'])),
      )
      .returning({ id: deliveryJobs.id });
    if (!done) throw jobMoved();
    await recordJobEvent(tx, {
      jobId,
      from: job.status as DeliveryJobStatus,
      to: 'cancelled',
      actor: { type: 'admin', id: adminId },
      at: now,
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'delivery_job.cancel',
      targetType: 'delivery_job',
      targetId: jobId,
      before: { status: job.status },
      after: { status: 'cancelled' },
      detail: { number: job.number, reason },
      at: now,
    });
    // A rider who accepted it may be on the way to the pickup.
    if (job.riderId) {
      await notifyRider(
        tx,
        { messenger: deps.messenger, clock: deps.clock },
        { event: 'cancelled', riderId: job.riderId, jobId, values: { number: job.number, reason } },
      );
    }
  });
  return findJob(deps.db, jobId);
}
