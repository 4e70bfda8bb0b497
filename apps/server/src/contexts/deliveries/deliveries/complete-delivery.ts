// delivered → completed, once: when the seller confirms, or by the auto-complete job
// 24 hours after delivery. The conditional UPDATE decides who completes it; the rider's earning
// (fixed when the job was requested) goes through the ledger, whose unique key would refuse a
// second credit anyway; the rider's counters and rating move in the same transaction.
import { deliveryJobs, riders } from '@dwa/db/schema/index';
import { deliveryJobFrom, deliveryJobStep, deliveryJobTo } from '@dwa/domain/delivery-job';
import { riderCreditTransaction } from '@dwa/domain/ledger';
import { formatGhs } from '@dwa/domain/money';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { recordTransaction, type Tx } from '../../money/public.ts';
import { recordJobEvent } from './job-events.ts';
import { notifyRider, type RiderNotifyDeps } from './notify-rider.ts';

export type Completer = { type: 'seller'; id: string } | { type: 'system'; id: null };

/** True when this call completed the job; false when it was not (or no longer) delivered, or
 * not the seller's. */
export async function completeDelivery(
  tx: Tx,
  jobId: string,
  by: Completer,
  now: Date,
  options: { rating?: number; notify?: RiderNotifyDeps } = {},
): Promise<boolean> {
  const { rating, notify } = options;
  const conditions: SQL[] = [
    eq(deliveryJobs.id, jobId),
    inArray(deliveryJobs.status, [...deliveryJobFrom('complete')]),
  ];
  if (by.type === 'seller') conditions.push(eq(deliveryJobs.sellerId, by.id));
  const [job] = await tx
    .update(deliveryJobs)
    .set({ status: deliveryJobTo('complete'), completedAt: now })
    .where(and(...conditions))
    .returning({
      riderId: deliveryJobs.riderId,
      earning: deliveryJobs.riderEarningsPesewas,
      number: deliveryJobs.number,
    });
  if (!job) return false;
  if (!job.riderId) throw new Error(`delivered job ${jobId} has no rider`);
  await recordTransaction(
    tx,
    riderCreditTransaction({ reference: jobId, riderId: job.riderId, earningPesewas: job.earning }),
    { at: now },
  );
  await tx
    .update(riders)
    .set({
      completedDeliveries: sql`${riders.completedDeliveries} + 1`,
      ...(rating === undefined
        ? {}
        : {
            ratingAvg: sql`round((coalesce(${riders.ratingAvg}, 0) * ${riders.ratingCount} + ${rating})::numeric / (${riders.ratingCount} + 1), 2)`,
            ratingCount: sql`${riders.ratingCount} + 1`,
          }),
    })
    .where(eq(riders.id, job.riderId));
  await recordJobEvent(tx, { jobId, ...deliveryJobStep('complete'), actor: by, at: now });
  if (notify) {
    await notifyRider(tx, notify, {
      event: 'completed',
      riderId: job.riderId,
      jobId,
      values: { number: job.number, amount: formatGhs(job.earning) },
    });
  }
  return true;
}
