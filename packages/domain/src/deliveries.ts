// Deliveries (decision 040): a seller asks for a rider, the recipient gets a 4-digit code
// and a tracking link, a rider in the zone accepts (one wins), picks up, delivers with the code
// (or a photo after 5 wrong codes), and the job completes when the seller confirms or 24 hours
// after delivery. Shared by server (validation, responses) and web (forms, screens); field
// messages are catalog keys (`deliveries.*`).
import { z } from 'zod';
import { RiderRegistrationSchema } from './auth.ts';
import { ServiceZoneSchema, VehicleTypeSchema } from './enum-schemas.ts';
import { DELIVERY_JOB_STATUSES, SERVICE_ZONES, type ServiceZone } from './enums.ts';
import { cedis, phoneWith } from './fields.ts';
import { PhotoViewSchema } from './photo-view.ts';

export const DELIVERY_CODE_LENGTH = 4;
/** Wrong codes a rider may enter; after that only a photo proves the delivery. */
export const MAX_WRONG_CODES = 5;
/** A delivered job the seller has not confirmed completes by itself this long after delivery. */
export const AUTO_COMPLETE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Dwa's share of a delivery fee unless the admins' `delivery_commission` setting says else. */
export const DEFAULT_DELIVERY_COMMISSION_BASIS_POINTS = 2_000;
export const DELIVERY_COMMISSION_SETTING = 'delivery_commission';
/** Lists: the rider's history (spec), the seller's deliveries. */
export const RIDER_HISTORY_LIMIT = 20;
export const SELLER_DELIVERIES_LIMIT = 50;
export const PLACE_MAX = 120;
export const RECIPIENT_NAME_MAX = 80;
export const DELIVERY_NOTE_MAX = 300;
export const CANCEL_REASON_MAX = 300;
/** GHS 10,000: far above any delivery, well inside an integer column. */
export const DELIVERY_FEE_MAX_PESEWAS = 1_000_000;

export const DeliveryStatusSchema = z.enum(DELIVERY_JOB_STATUSES);

const place = (required: string) =>
  z.string(required).trim().min(2, required).max(PLACE_MAX, 'deliveries.tooLong');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'deliveries.tooLong')
    .nullish()
    .transform((v) => v || null);

// ── the seller asks for a rider ───────────────────────────────────────────────────────────────

/** POST /api/seller/deliveries. The fee is typed in cedis (the form fills in the product's
 * delivery cost); parsed it is `feePesewas`. */
export const DeliveryRequestSchema = z
  .object({
    productId: z.uuid('validation.invalid').nullish(),
    pickupLocation: place('deliveries.pickupRequired'),
    zone: z.enum(SERVICE_ZONES, 'deliveries.zoneRequired'),
    dropoffLocation: place('deliveries.dropoffRequired'),
    dropoffLandmark: optionalText(PLACE_MAX),
    recipientName: z
      .string('deliveries.recipientNameRequired')
      .trim()
      .min(2, 'deliveries.recipientNameRequired')
      .max(RECIPIENT_NAME_MAX, 'deliveries.tooLong'),
    recipientPhone: z
      .string('deliveries.recipientPhoneRequired')
      .pipe(phoneWith('deliveries.recipientPhoneRequired')),
    deliveryNote: optionalText(DELIVERY_NOTE_MAX),
    fee: cedis('deliveries.feeInvalid').refine(
      (p) => p > 0 && p <= DELIVERY_FEE_MAX_PESEWAS,
      'deliveries.feeInvalid',
    ),
  })
  .transform(({ fee, productId, ...r }) => ({
    ...r,
    productId: productId ?? null,
    feePesewas: fee,
  }));
export type DeliveryRequestInput = z.input<typeof DeliveryRequestSchema>;
export type DeliveryRequest = z.output<typeof DeliveryRequestSchema>;

/** POST /api/seller/deliveries/:id/cancel. */
export const DeliveryCancelSchema = z.object({
  reason: z
    .string('deliveries.reasonRequired')
    .trim()
    .min(3, 'deliveries.reasonRequired')
    .max(CANCEL_REASON_MAX, 'deliveries.tooLong'),
});

/** POST /api/seller/deliveries/:id/confirm: the seller may rate the rider (1–5) on the way. */
export const DeliveryConfirmSchema = z.object({
  rating: z
    .number('deliveries.ratingInvalid')
    .int('deliveries.ratingInvalid')
    .min(1, 'deliveries.ratingInvalid')
    .max(5, 'deliveries.ratingInvalid')
    .optional(),
});

/** POST /api/rider/jobs/:id/deliver: the recipient's code. */
export const DeliverWithCodeSchema = z.object({
  code: z
    .string('deliveries.codeFormat')
    .trim()
    .regex(/^\d{4}$/, 'deliveries.codeFormat'),
});

// ── views ─────────────────────────────────────────────────────────────────────────────────────

const TimesSchema = z.object({
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

/** How a delivery was proven: the recipient's code, or a photo after wrong codes. */
export const DeliveryProofSchema = z.object({
  kind: z.enum(['code', 'photo']),
  photo: PhotoViewSchema.nullable(),
});

/** A job as the seller who asked for it sees it. */
export const SellerDeliverySchema = TimesSchema.extend({
  id: z.string(),
  number: z.number().int(),
  status: DeliveryStatusSchema,
  product: z.object({ id: z.string(), title: z.string() }).nullable(),
  pickupLocation: z.string(),
  zone: ServiceZoneSchema,
  dropoffLocation: z.string(),
  dropoffLandmark: z.string().nullable(),
  recipientName: z.string(),
  /** E.164. */
  recipientPhone: z.string(),
  deliveryNote: z.string().nullable(),
  feePesewas: z.number().int(),
  rider: z
    .object({ name: z.string(), phone: z.string(), vehicleType: VehicleTypeSchema })
    .nullable(),
  cancelReason: z.string().nullable(),
  proof: DeliveryProofSchema.nullable(),
  /** Site path of the public tracking page. */
  trackingPath: z.string(),
});
export type SellerDelivery = z.infer<typeof SellerDeliverySchema>;

export const SellerDeliveryListSchema = z.object({ items: z.array(SellerDeliverySchema) });
export type SellerDeliveryList = z.infer<typeof SellerDeliveryListSchema>;

/** A job as a rider sees it: a new job shows where and what it pays; the recipient's name and
 * phone appear only to the rider who accepted it, while it is theirs to deliver. */
export const RiderJobSchema = TimesSchema.extend({
  id: z.string(),
  number: z.number().int(),
  status: DeliveryStatusSchema,
  zone: ServiceZoneSchema,
  productTitle: z.string().nullable(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  dropoffLandmark: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  feePesewas: z.number().int(),
  earningsPesewas: z.number().int(),
  seller: z.object({ name: z.string(), phone: z.string() }).nullable(),
  recipient: z.object({ name: z.string(), phone: z.string() }).nullable(),
  wrongCodes: z.number().int(),
  /** A photo is accepted as proof (after MAX_WRONG_CODES wrong codes). */
  photoProofAllowed: z.boolean(),
});
export type RiderJob = z.infer<typeof RiderJobSchema>;

/** GET /api/rider/jobs: the three tabs with their counts. New jobs are listed only while the
 * rider is online. */
export const RiderJobBoardSchema = z.object({
  online: z.boolean(),
  newJobs: z.array(RiderJobSchema),
  assigned: z.array(RiderJobSchema),
  history: z.array(RiderJobSchema),
});
export type RiderJobBoard = z.infer<typeof RiderJobBoardSchema>;

/** The public tracking page: status and times, the rider's first name and vehicle, nothing
 * personal. */
export const TrackingSchema = z.object({
  number: z.number().int(),
  status: DeliveryStatusSchema,
  shopName: z.string().nullable(),
  productTitle: z.string().nullable(),
  rider: z.object({ firstName: z.string(), vehicleType: VehicleTypeSchema }).nullable(),
  timeline: z.array(z.object({ status: DeliveryStatusSchema, at: z.string() })),
});
export type Tracking = z.infer<typeof TrackingSchema>;

// ── the rider ─────────────────────────────────────────────────────────────────────────────────

/** PUT /api/rider/availability. */
export const AvailabilitySchema = z.object({ online: z.boolean('validation.invalid') });
export const AvailabilityViewSchema = z.object({ online: z.boolean(), updatedAt: z.string() });

export const RiderActivitySchema = z.object({
  kind: z.enum(['job', 'earning', 'payout']),
  at: z.string(),
  /** job: the status it reached; payout: the payout's status. */
  status: z.string(),
  jobNumber: z.number().int().nullable(),
  amountPesewas: z.number().int().nullable(),
});
export type RiderActivity = z.infer<typeof RiderActivitySchema>;

/** GET /api/rider/dashboard. */
export const RiderDashboardSchema = z.object({
  online: z.boolean(),
  isVerified: z.boolean(),
  verificationExpiry: z.string().nullable(),
  activeJobs: z.number().int(),
  todayEarningsPesewas: z.number().int(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number().int(),
  completedDeliveries: z.number().int(),
  walletBalancePesewas: z.number().int(),
  activity: z.array(RiderActivitySchema),
});
export type RiderDashboard = z.infer<typeof RiderDashboardSchema>;

/** GET /api/rider/profile (and the answer of every change). */
export const RiderProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** E.164. */
  phone: z.string(),
  baseLocation: z.string(),
  vehicleType: VehicleTypeSchema,
  serviceZones: z.array(ServiceZoneSchema),
  languages: z.array(z.string()),
  photo: PhotoViewSchema.nullable(),
  isVerified: z.boolean(),
  verificationExpiry: z.string().nullable(),
});
export type RiderProfile = z.infer<typeof RiderProfileSchema>;

/** PUT /api/rider/profile: what the rider may change (the number is the sign-in; verification
 * is the admins'). A rider with no zone would never see a job, so one is needed. */
export const RiderProfileUpdateSchema = RiderRegistrationSchema.pick({
  name: true,
  baseLocation: true,
  vehicleType: true,
  languages: true,
}).extend({
  serviceZones: z.array(ServiceZoneSchema).min(1, 'deliveries.zonesRequired').max(20),
});
export type RiderProfileUpdate = z.input<typeof RiderProfileUpdateSchema>;

/** POST /api/admin/riders/:id/verification: verify (365 days from now, per spec) or unverify
 * (the expiry cleared). */
export const RIDER_VERIFICATION_DAYS = 365;
export const RiderVerificationSchema = z.object({ verified: z.boolean('validation.invalid') });
export const RiderVerificationViewSchema = z.object({
  id: z.string(),
  isVerified: z.boolean(),
  verificationExpiry: z.string().nullable(),
});
export type RiderVerificationView = z.infer<typeof RiderVerificationViewSchema>;

// ── pure rules ────────────────────────────────────────────────────────────────────────────────

/** Whether a rider may accept jobs now; the reason (an `errors.deliveries.*` key) if not. */
export function acceptBlocker(
  rider: {
    isOnline: boolean;
    isVerified: boolean;
    verificationExpiry: Date | null;
    serviceZones: readonly string[];
  },
  jobZone: string,
  now: Date,
): 'unverified' | 'offline' | 'outsideZone' | null {
  const verified =
    rider.isVerified && (rider.verificationExpiry === null || rider.verificationExpiry > now);
  if (!verified) return 'unverified';
  if (!rider.isOnline) return 'offline';
  if (!rider.serviceZones.includes(jobZone)) return 'outsideZone';
  return null;
}

/** The zone a free-text place names ("Adum, Kumasi" → kumasi), if one does: the request form's
 * first guess from the shop's location. */
export function zoneOfPlace(place: string): ServiceZone | null {
  const text = place.toLowerCase();
  if (/\btema\b/.test(text)) return 'tema';
  if (/kumasi|adum|kejetia|bantama/.test(text)) return 'kumasi';
  if (/takoradi|sekondi/.test(text)) return 'takoradi';
  if (/cape coast|kotokuraba/.test(text)) return 'cape-coast';
  if (/tamale/.test(text)) return 'tamale';
  if (/accra|osu|madina|makola|legon|spintex|kaneshie|circle/.test(text)) return 'accra-central';
  return null;
}

/** The rider's first name, all the tracking page tells about them. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The site path of a job's public tracking page. */
export const trackingPath = (jobId: string) => `/track/${jobId}`;
