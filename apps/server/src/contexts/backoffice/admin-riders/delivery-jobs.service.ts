// The admin's delivery jobs: the latest 50 (with the rider's and the seller's names), and
// cancelling one with a reason while no rider has picked the package up. The cancel follows the
// seller's rule (cancelJobIn in seller-deliveries.service.ts) for any job, with the admin's audit
// row in the same transaction.
import type { Db } from '@dwa/db/client';
import { deliveryJobs } from '@dwa/db/schema/index';
import {
  ADMIN_JOBS_LIMIT,
  type AdminDeliveryJob,
  type AdminDeliveryJobList,
} from '@dwa/domain/admin/riders';
import { deliveryJobTo } from '@dwa/domain/delivery-job';
import type { DeliveryJobStatus, ServiceZone } from '@dwa/domain/enums';
import { desc, eq } from 'drizzle-orm';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RiderNotifyDeps } from '../../deliveries/public.ts';
import { cancelJobIn, type JobRow, jobNotFound, selectJobs } from '../../deliveries/public.ts';

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
    const cancelled = await cancelJobIn(tx, deps, {
      jobId,
      reason,
      by: { type: 'admin', id: adminId },
      now,
    });
    if (!cancelled) return; // the same cancel again: already audited
    await recordAdminAction(tx, {
      adminId,
      action: 'delivery_job.cancel',
      targetType: 'delivery_job',
      targetId: jobId,
      before: { status: cancelled.from },
      after: { status: deliveryJobTo('cancel') },
      detail: { number: cancelled.number, reason },
      at: now,
    });
  });
  return findJob(deps.db, jobId);
}
