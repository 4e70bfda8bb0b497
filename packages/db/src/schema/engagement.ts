import { ANALYTICS_EVENT_TYPES, INQUIRY_TYPES, LIVE_STREAM_STATUSES } from '@dwa/domain/enums';
import { RECEIPT_SOURCES, RECEIPT_STATUSES } from '@dwa/domain/receipts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ghanaPhone, id, oneOf, tstz } from './helpers.ts';
import { payments } from './money.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('analytics_events_type_check', t.eventType, ANALYTICS_EVENT_TYPES),
    index('analytics_events_type_idx').on(t.eventType, t.createdAt),
    index('analytics_events_seller_idx').on(t.sellerId, t.createdAt),
    index('analytics_events_created_idx').on(t.createdAt),
  ],
);

/** A buyer reaching a seller (e.g. a WhatsApp click), recorded by the server. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('whatsapp_click'),
    visitorId: text('visitor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('inquiries_type_check', t.type, INQUIRY_TYPES),
    index('inquiries_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    number: text('number').notNull().unique(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Kept for the seller; never shown on the public verification page. */
    buyerPhone: text('buyer_phone').notNull(),
    productTitle: text('product_title').notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    /** Decision 038: a buyer's request means nothing until its seller confirms it. Rows from
     * before this column were never confirmed by anyone, so they start as requested. */
    status: text('status').notNull().default('requested'),
    source: text('source').notNull().default('buyer_request'),
    confirmedAt: tstz('confirmed_at'),
    declinedAt: tstz('declined_at'),
    /** The payment a `payment` receipt was made from. Nothing writes these yet: the payments
     * work creates them once a charge is applied. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    ghanaPhone('receipts_buyer_phone_e164', t.buyerPhone),
    check('receipts_amount_check', sql`${t.amountPesewas} > 0`),
    oneOf('receipts_status_check', t.status, RECEIPT_STATUSES),
    oneOf('receipts_source_check', t.source, RECEIPT_SOURCES),
    // The seller center's list of requests waiting for an answer.
    index('receipts_seller_status_idx').on(t.sellerId, t.status, t.createdAt),
    // A payment's receipt, looked up while the seller's pay dialog follows the payment.
    index('receipts_payment_idx').on(t.paymentId).where(sql`${t.paymentId} is not null`),
  ],
);

export const liveStreams = pgTable(
  'live_streams',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    status: text('status').notNull().default('scheduled'),
    startsAt: tstz('starts_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('live_streams_status_check', t.status, LIVE_STREAM_STATUSES),
    index('live_streams_status_idx').on(t.status, t.startsAt),
  ],
);

// Decision 056: the admin analytics read these daily rollups of analytics_events for every
// Accra day up to analytics_rollup_state.rolled_through, and the raw table only after it
// (today, normally). The rollup task rewrites whole days from the raw rows, so running it
// twice or on two instances gives the same counts.

/** Events per Accra day and type (the overview's views, clicks and searches). */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.eventType] })],
);

/** Events per seller, type and Accra day. */
export const analyticsSellerDays = pgTable(
  'analytics_seller_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.eventType, t.day] })],
);

// Retention and cohorts (decision 056) read these two instead of every activity row of every
// seller. Both carry the seller's sign-up day (the Accra date of sellers.created_at, which
// never changes), so a cohort is a range of sign-up days in them and no join is needed.

/** The Accra days each seller was active: a day with a sign-in, a product created (its row or
 * its product_created event) or a WhatsApp upload. */
export const analyticsSellerActiveDays = pgTable(
  'analytics_seller_active_days',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.day] }),
    // The rollup rewrites days; the cohorts read the current week's days of everyone.
    index('analytics_seller_active_days_day_idx').on(t.day),
    // Retention's days 1, 7 and 30 after sign-up: a few rows a seller out of a year of days.
    index('analytics_seller_active_days_retention_idx')
      .on(t.signupDay, t.day)
      .where(sql`${t.day} - ${t.signupDay} in (1, 7, 30)`),
  ],
);

/** The Monday-start weeks since sign-up in which each seller was active on a day from their
 * sign-up day on (the sign-up week's days before it do not count), derived from the active
 * days: what the cohorts screen counts. */
export const analyticsSellerActiveWeeks = pgTable(
  'analytics_seller_active_weeks',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    signupDay: date('signup_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    // Week first: the rollup rewrites weeks.
    primaryKey({ columns: [t.week, t.sellerId] }),
    // The cohorts of a range: its sign-up days, from the index alone as the years pile up.
    index('analytics_seller_active_weeks_signup_idx').on(t.signupDay, t.week),
  ],
);

/** One row: the last Accra day whose rollups are complete. */
export const analyticsRollupState = pgTable(
  'analytics_rollup_state',
  {
    id: integer('id').primaryKey().default(1),
    rolledThrough: date('rolled_through', { mode: 'string' }).notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('analytics_rollup_state_one_row', sql`${t.id} = 1`)],
);
