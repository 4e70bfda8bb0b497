// Delivered jobs the seller has not confirmed complete by themselves 24 hours after delivery,
// so a rider is never left unpaid by a seller who forgets. Every 10 minutes, in
// batches; each job in its own transaction, so one bad row does not hold back the rest, and a
// rerun (or a second instance) finds the job completed already and does nothing.
import type { Db } from '@dwa/db/client';
import { deliveryJobs } from '@dwa/db/schema/index';
import { AUTO_COMPLETE_AFTER_MS } from '@dwa/domain/deliveries';
import { deliveryJobFrom } from '@dwa/domain/delivery-job';
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import { completeDelivery } from './complete-delivery.ts';
import type { RiderNotifyDeps } from './notify-rider.ts';

const BATCH = 200;

/** Completes what is due; answers how many it completed. */
export async function autoCompleteDeliveries(
  db: Db,
  clock: Clock,
  notify?: RiderNotifyDeps,
): Promise<number> {
  const now = clock.now();
  const due = await db
    .select({ id: deliveryJobs.id })
    .from(deliveryJobs)
    .where(
      and(
        inArray(deliveryJobs.status, [...deliveryJobFrom('complete')]),
        lte(deliveryJobs.deliveredAt, new Date(now.getTime() - AUTO_COMPLETE_AFTER_MS)),
      ),
    )
    .orderBy(asc(deliveryJobs.deliveredAt))
    .limit(BATCH);
  let completed = 0;
  for (const { id } of due) {
    const done = await db.transaction((tx) =>
      completeDelivery(tx, id, { type: 'system', id: null }, now, notify ? { notify } : {}),
    );
    if (done) completed++;
  }
  return completed;
}

export const autoCompleteDeliveriesTask = (
  deps: { db: Db; clock: Clock } & Pick<RiderNotifyDeps, 'messenger'>,
): TaskDefinition => ({
  name: 'deliveries.auto-complete',
  cron: '*/10 * * * *',
  handler: async () => {
    await autoCompleteDeliveries(deps.db, deps.clock, deps);
  },
});
