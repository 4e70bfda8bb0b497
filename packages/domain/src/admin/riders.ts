// The admin's Riders and Deliveries screen: GET /api/admin/riders (search, counters),
// GET /api/admin/delivery-jobs (the latest 50), POST /api/admin/delivery-jobs/:id/cancel. Payouts
// come from the payouts module's own admin API. Field messages are catalog keys: the web's
// `adminRiders.*` texts (the server reads them too) and `errors.adminRiders.*`.
import { z } from 'zod';
import { canDeliveryJob } from '../delivery-job.ts';
import { ServiceZoneSchema, VehicleTypeSchema } from '../enum-schemas.ts';
import { DELIVERY_JOB_STATUSES } from '../enums.ts';
import { PAYOUT_REASON_MAX } from '../payouts.ts';

/** The riders list holds the newest 200 that match; the counters are the whole platform's. */
export const ADMIN_RIDERS_LIMIT = 200;
/** The spec's "latest 50" delivery jobs. */
export const ADMIN_JOBS_LIMIT = 50;
export const ADMIN_RIDER_SEARCH_MAX = 100;
export const ADMIN_CANCEL_REASON_MAX = 300;

/** ?q= matches a name or base location (any part, any case) or a WhatsApp number in any spelling
 * ("024 123 4567", "+233241234567", "241234567"). */
export const AdminRiderQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN_RIDER_SEARCH_MAX, 'errors.adminRiders.searchTooLong')
    .optional()
    .transform((q) => q || undefined),
});
export type AdminRiderQuery = z.input<typeof AdminRiderQuerySchema>;

/** The digits a number search looks for in stored E.164 numbers (without `+`): a local 0 prefix
 * becomes 233; fewer than 3 digits search nothing by number. */
export function phoneDigitsOf(q: string): string | null {
  if (/[^\d\s()+\-.]/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.startsWith('0') ? `233${digits.slice(1)}` : digits;
}

const count = z.number().int().min(0);

export const AdminRiderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.164. */
  whatsappNumber: z.string(),
  baseLocation: z.string(),
  vehicleType: VehicleTypeSchema,
  serviceZones: z.array(ServiceZoneSchema),
  /** Verified now: a verification whose expiry has passed counts as none. */
  isVerified: z.boolean(),
  verificationExpiry: z.string().nullable(),
  isOnline: z.boolean(),
  /** The average of the sellers' ratings (1–5), null before the first. */
  rating: z.number().nullable(),
  ratingCount: count,
  completedDeliveries: count,
  createdAt: z.string(),
});
export type AdminRider = z.infer<typeof AdminRiderSchema>;

export const AdminRiderCountersSchema = z.object({
  total: count,
  verified: count,
  onlineNow: count,
  /** Payouts waiting for an admin's decision (status requested). */
  pendingPayouts: count,
});
export type AdminRiderCounters = z.infer<typeof AdminRiderCountersSchema>;

export const AdminRiderListSchema = z.object({
  items: z.array(AdminRiderSchema),
  /** The most rows `items` holds (the newest that match). */
  limit: count,
  counters: AdminRiderCountersSchema,
});
export type AdminRiderList = z.infer<typeof AdminRiderListSchema>;

export const AdminDeliveryJobSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  zone: ServiceZoneSchema,
  feePesewas: count,
  status: z.enum(DELIVERY_JOB_STATUSES),
  /** null: nobody accepted it (the screen says 'Unassigned'). */
  riderName: z.string().nullable(),
  /** null: the seller's account is gone (the screen says 'N/A'). */
  sellerName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDeliveryJob = z.infer<typeof AdminDeliveryJobSchema>;

export const AdminDeliveryJobListSchema = z.object({ items: z.array(AdminDeliveryJobSchema) });
export type AdminDeliveryJobList = z.infer<typeof AdminDeliveryJobListSchema>;

/** Whether an admin may still cancel a job: the delivery job machine's cancel (the server decides
 * again, under a row lock). */
export const isCancellableJob = (status: AdminDeliveryJob['status']) =>
  canDeliveryJob(status, 'cancel');

/** POST /api/admin/delivery-jobs/:id/cancel: the rider is told the reason on WhatsApp. */
export const AdminJobCancelSchema = z.object({
  reason: z
    .string('adminRiders.cancelDialog.reasonRequired')
    .trim()
    .min(3, 'adminRiders.cancelDialog.reasonRequired')
    .max(ADMIN_CANCEL_REASON_MAX, 'adminRiders.tooLong'),
});
export type AdminJobCancel = z.input<typeof AdminJobCancelSchema>;

/** The reject dialog's check of the reason before it goes to POST /api/admin/payouts/:id/reject
 * (the same bounds as PayoutRejectSchema, in the admin's catalog). */
export const AdminPayoutRejectFormSchema = z.object({
  reason: z
    .string('adminRiders.rejectDialog.reasonRequired')
    .trim()
    .min(1, 'adminRiders.rejectDialog.reasonRequired')
    .max(PAYOUT_REASON_MAX, 'adminRiders.tooLong'),
});
