// A delivery job as its seller and as a rider see it: one select with the product, the seller
// and the rider joined, and the two shapes made of it. What each may see is decided here: the
// recipient's code is never in either; the recipient's name and phone reach a rider only while
// the job is theirs to deliver.
import type { Db } from '@dwa/db/client';
import { deliveryJobs, products, riders, sellers } from '@dwa/db/schema/index';
import {
  MAX_WRONG_CODES,
  type RiderJob,
  type SellerDelivery,
  trackingPath,
} from '@dwa/domain/deliveries';
import { canDeliveryJob, isActiveDelivery } from '@dwa/domain/delivery-job';
import type { DeliveryJobStatus, ServiceZone, VehicleType } from '@dwa/domain/enums';
import { eq } from 'drizzle-orm';
import { toPhotoView } from '../../catalog/public.ts';
import type { Tx } from '../../money/public.ts';

export function selectJobs(db: Db | Tx) {
  return db
    .select({
      job: deliveryJobs,
      productTitle: products.title,
      sellerName: sellers.businessName,
      sellerPhone: sellers.whatsappNumber,
      riderName: riders.name,
      riderPhone: riders.whatsappNumber,
      riderVehicle: riders.vehicleType,
    })
    .from(deliveryJobs)
    .leftJoin(products, eq(products.id, deliveryJobs.productId))
    .leftJoin(sellers, eq(sellers.id, deliveryJobs.sellerId))
    .leftJoin(riders, eq(riders.id, deliveryJobs.riderId));
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function times(job: JobRow['job']) {
  return {
    createdAt: job.createdAt.toISOString(),
    acceptedAt: iso(job.acceptedAt),
    pickedUpAt: iso(job.pickedUpAt),
    deliveredAt: iso(job.deliveredAt),
    completedAt: iso(job.completedAt),
    cancelledAt: iso(job.cancelledAt),
  };
}

export function sellerDeliveryView(row: JobRow): SellerDelivery {
  const { job } = row;
  const proofPhoto = job.proofPhotoVariants ? toPhotoView(job.proofPhotoVariants) : null;
  return {
    ...times(job),
    id: job.id,
    number: job.number,
    status: job.status as DeliveryJobStatus,
    product:
      job.productId && row.productTitle ? { id: job.productId, title: row.productTitle } : null,
    pickupLocation: job.pickupLocation,
    zone: job.zone as ServiceZone,
    dropoffLocation: job.dropoffLocation,
    dropoffLandmark: job.dropoffLandmark,
    recipientName: job.recipientName ?? '',
    recipientPhone: job.recipientPhone ?? '',
    deliveryNote: job.deliveryNote,
    feePesewas: job.quotedFeePesewas,
    rider:
      row.riderName && row.riderPhone && row.riderVehicle
        ? {
            name: row.riderName,
            phone: row.riderPhone,
            vehicleType: row.riderVehicle as VehicleType,
          }
        : null,
    cancelReason: job.cancelReason,
    proof: proofPhoto
      ? { kind: 'photo', photo: proofPhoto }
      : job.proofCode
        ? { kind: 'code', photo: null }
        : null,
    trackingPath: trackingPath(job.id),
  };
}

export function riderJobView(row: JobRow, riderId: string): RiderJob {
  const { job } = row;
  const mine = job.riderId === riderId;
  const status = job.status as DeliveryJobStatus;
  const delivering = mine && isActiveDelivery(status);
  return {
    ...times(job),
    id: job.id,
    number: job.number,
    status,
    zone: job.zone as ServiceZone,
    productTitle: row.productTitle,
    pickupLocation: job.pickupLocation,
    dropoffLocation: job.dropoffLocation,
    dropoffLandmark: job.dropoffLandmark,
    deliveryNote: job.deliveryNote,
    feePesewas: job.quotedFeePesewas,
    earningsPesewas: job.riderEarningsPesewas,
    seller:
      row.sellerName && row.sellerPhone ? { name: row.sellerName, phone: row.sellerPhone } : null,
    recipient:
      delivering && job.recipientName && job.recipientPhone
        ? { name: job.recipientName, phone: job.recipientPhone }
        : null,
    wrongCodes: mine ? job.wrongCodes : 0,
    photoProofAllowed:
      delivering && canDeliveryJob(status, 'deliver') && job.wrongCodes >= MAX_WRONG_CODES,
  };
}
