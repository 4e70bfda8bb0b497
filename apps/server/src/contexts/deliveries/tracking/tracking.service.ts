// The public tracking page's data: anyone with the link (sent to the recipient) sees where the
// package is. So it tells only what a stranger may know: the job's number and status, the shop
// and product, the rider's first name and vehicle once one accepted, and when each step
// happened. Never the recipient, the code, a phone or a place.
import type { Db } from '@dwa/db/client';
import { deliveryJobEvents, deliveryJobs, products, riders, sellers } from '@dwa/db/schema/index';
import { firstNameOf, type Tracking } from '@dwa/domain/deliveries';
import { DELIVERY_JOB_STATUSES, type DeliveryJobStatus, type VehicleType } from '@dwa/domain/enums';
import { asc, eq } from 'drizzle-orm';

const step = (status: DeliveryJobStatus) => DELIVERY_JOB_STATUSES.indexOf(status);

export async function getTracking(db: Db, jobId: string): Promise<Tracking | null> {
  // Only the columns shown are read: nothing personal can leak through a later change here.
  const [job] = await db
    .select({
      number: deliveryJobs.number,
      status: deliveryJobs.status,
      createdAt: deliveryJobs.createdAt,
      shopName: sellers.businessName,
      productTitle: products.title,
      riderName: riders.name,
      vehicleType: riders.vehicleType,
    })
    .from(deliveryJobs)
    .leftJoin(sellers, eq(sellers.id, deliveryJobs.sellerId))
    .leftJoin(products, eq(products.id, deliveryJobs.productId))
    .leftJoin(riders, eq(riders.id, deliveryJobs.riderId))
    .where(eq(deliveryJobs.id, jobId))
    .limit(1);
  if (!job) return null;
  const events = await db
    .select({ status: deliveryJobEvents.toStatus, at: deliveryJobEvents.at })
    .from(deliveryJobEvents)
    .where(eq(deliveryJobEvents.jobId, jobId))
    .orderBy(asc(deliveryJobEvents.at));
  const timeline = events.map((e) => ({ status: e.status as DeliveryJobStatus, at: e.at }));
  // Every job was asked for when it was made, whether or not that step was logged.
  if (!timeline.some((e) => e.status === 'requested')) {
    timeline.unshift({ status: 'requested', at: job.createdAt });
  }
  // Steps logged in the same instant read in the order they happen.
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime() || step(a.status) - step(b.status));
  const status = job.status as DeliveryJobStatus;
  return {
    number: job.number,
    status,
    shopName: job.shopName,
    productTitle: job.productTitle,
    rider:
      job.riderName !== null && status !== 'requested'
        ? { firstName: firstNameOf(job.riderName), vehicleType: job.vehicleType as VehicleType }
        : null,
    timeline: timeline.map((e) => ({ status: e.status, at: e.at.toISOString() })),
  };
}
