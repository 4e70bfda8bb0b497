import {
  DELIVERY_JOB_STATUSES,
  PAYOUT_STATUSES,
  SERVICE_ZONES,
  VEHICLE_TYPES,
} from '@dwa/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts.ts';
import { createdAt, ghanaPhone, id, oneOf, tstz, updatedAt } from './helpers.ts';
import { momoWallets } from './money.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';

export const riders = pgTable(
  'riders',
  {
    id: id(),
    name: text('name').notNull(),
    whatsappNumber: text('whatsapp_number').notNull().unique(),
    baseLocation: text('base_location').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    serviceZones: text('service_zones').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    photoKey: text('photo_key'),
    /** The profile photo's WebP variants (photo pipeline), as sellers.photo_variants. */
    photoVariants:
      jsonb('photo_variants').$type<
        { width: number; height: number; key: string; bytes: number }[]
      >(),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationExpiry: tstz('verification_expiry'),
    isOnline: boolean('is_online').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }),
    ratingCount: integer('rating_count').notNull().default(0),
    completedDeliveries: integer('completed_deliveries').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ghanaPhone('riders_whatsapp_number_e164', t.whatsappNumber),
    oneOf('riders_vehicle_type_check', t.vehicleType, VEHICLE_TYPES),
    index('riders_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const deliveryJobs = pgTable(
  'delivery_jobs',
  {
    id: id(),
    /** The short number riders type on WhatsApp (`accept 12`). */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The one rider column: set when a rider accepts. */
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'set null' }),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    dropoffLandmark: text('dropoff_landmark'),
    /** The service zone riders are matched by. */
    zone: text('zone').notNull(),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    /** The 4 digits the recipient gives the rider; never shown to riders or on tracking. */
    deliveryCode: text('delivery_code'),
    /** Wrong codes entered so far; at MAX_WRONG_CODES only a photo proves the delivery. */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    cancelReason: text('cancel_reason'),
    quotedFeePesewas: integer('quoted_fee_pesewas').notNull(),
    riderEarningsPesewas: integer('rider_earnings_pesewas').notNull(),
    deliveryNote: text('delivery_note'),
    status: text('status').notNull().default('requested'),
    proofPhotoKey: text('proof_photo_key'),
    /** The proof photo's WebP variants, taken in the app after MAX_WRONG_CODES wrong codes. */
    proofPhotoVariants:
      jsonb('proof_photo_variants').$type<
        { width: number; height: number; key: string; bytes: number }[]
      >(),
    proofCode: text('proof_code'),
    acceptedAt: tstz('accepted_at'),
    pickedUpAt: tstz('picked_up_at'),
    deliveredAt: tstz('delivered_at'),
    completedAt: tstz('completed_at'),
    cancelledAt: tstz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('delivery_jobs_status_check', t.status, DELIVERY_JOB_STATUSES),
    oneOf('delivery_jobs_zone_check', t.zone, SERVICE_ZONES),
    ghanaPhone('delivery_jobs_recipient_e164', t.recipientPhone),
    check(
      'delivery_jobs_fee_check',
      sql`${t.quotedFeePesewas} >= 0 and ${t.riderEarningsPesewas} >= 0`,
    ),
    // A job past "requested" always has its rider.
    check(
      'delivery_jobs_rider_check',
      sql`${t.status} in ('requested', 'cancelled') or ${t.riderId} is not null`,
    ),
    index('delivery_jobs_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('delivery_jobs_rider_idx').on(t.riderId, t.status),
    index('delivery_jobs_open_idx')
      .on(t.zone, t.createdAt.desc().nullsFirst())
      .where(sql`status = 'requested'`),
    index('delivery_jobs_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    // The auto-complete job's sweep: delivered jobs by delivery time.
    index('delivery_jobs_delivered_idx').on(t.deliveredAt).where(sql`status = 'delivered'`),
  ],
);

/** Status history of delivery jobs: who moved it, from what, to what, when. */
export const deliveryJobEvents = pgTable(
  'delivery_job_events',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => deliveryJobs.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [
    oneOf('delivery_job_events_to_check', t.toStatus, DELIVERY_JOB_STATUSES),
    oneOf('delivery_job_events_actor_check', t.actorType, ['seller', 'rider', 'admin', 'system']),
    index('delivery_job_events_job_idx').on(t.jobId, t.at),
  ],
);

export const riderPayouts = pgTable(
  'rider_payouts',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    amountPesewas: integer('amount_pesewas').notNull(),
    method: text('method').notNull().default('momo'),
    walletId: uuid('wallet_id').references(() => momoWallets.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('requested'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    providerReference: text('provider_reference').unique(),
    failureReason: text('failure_reason'),
  },
  (t) => [
    oneOf('rider_payouts_status_check', t.status, PAYOUT_STATUSES),
    oneOf('rider_payouts_method_check', t.method, ['momo']),
    check('rider_payouts_amount_check', sql`${t.amountPesewas} > 0`),
    index('rider_payouts_requested_idx').on(t.requestedAt.desc().nullsFirst()),
    index('rider_payouts_rider_idx').on(t.riderId, t.status),
  ],
);
