// Buy safely (decision 066): orders a buyer pays by mobile money, held in escrow until the
// delivery code and the release window release them; their steps; and refunds through the
// payment provider. Statuses and transitions: packages/domain/src/order-machine.ts.
import { SERVICE_ZONES } from '@dwa/domain/enums';
import {
  ORDER_CARRIERS,
  ORDER_STATUSES,
  REFUND_STATUSES,
  SELLER_PAYOUT_STATUSES,
} from '@dwa/domain/order-machine';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ghanaPhone, id, oneOf, tstz, updatedAt } from './helpers.ts';
import { payments } from './money.ts';
import { products } from './products.ts';
import { deliveryJobs } from './riders.ts';
import { sellers } from './sellers.ts';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The short number a buyer or seller types on WhatsApp. */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    /** The order page's link (`/orders/:token`): 128 random bits; who holds it sees the order. */
    token: text('token').notNull().unique(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** As the buyer saw it: a later edit of the product does not change what was bought. */
    productTitle: text('product_title').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerLanguage: text('buyer_language').notNull().default('en'),
    carrier: text('carrier').notNull(),
    zone: text('zone'),
    dropoffLocation: text('dropoff_location'),
    dropoffLandmark: text('dropoff_landmark'),
    /** Fixed when the order is placed: the buyer pays exactly this total. */
    itemPesewas: integer('item_pesewas').notNull(),
    deliveryFeePesewas: integer('delivery_fee_pesewas').notNull(),
    totalPesewas: integer('total_pesewas').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    deliveryCommissionBasisPoints: integer('delivery_commission_basis_points').notNull(),
    /** The buyer's window after delivery, fixed with the price (the delivery flow starts it). */
    releaseHours: integer('release_hours').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    /** The 4 digits the buyer gives whoever hands over the goods; never shown to the seller. */
    deliveryCode: text('delivery_code').notNull(),
    deliveryJobId: uuid('delivery_job_id').references(() => deliveryJobs.id),
    /** The timers (order-machine.ts ORDER_TIMERS): the sweep applies what is due. */
    paymentDueAt: tstz('payment_due_at').notNull(),
    acceptDueAt: tstz('accept_due_at'),
    releaseDueAt: tstz('release_due_at'),
    paidAt: tstz('paid_at'),
    acceptedAt: tstz('accepted_at'),
    deliveredAt: tstz('delivered_at'),
    /** When the buyer was told it arrived (the timers sweep tells them: the delivery flow,
     * below orders, only moves the order). */
    deliveredToldAt: tstz('delivered_told_at'),
    endedAt: tstz('ended_at'),
    /** What went back to the buyer when it ended settled or refunded. */
    refundPesewas: integer('refund_pesewas'),
    problem: text('problem'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('orders_status_check', t.status, ORDER_STATUSES),
    oneOf('orders_carrier_check', t.carrier, ORDER_CARRIERS),
    oneOf('orders_zone_check', t.zone, SERVICE_ZONES),
    ghanaPhone('orders_buyer_e164', t.buyerPhone),
    check(
      'orders_amounts_check',
      sql`${t.itemPesewas} > 0 and ${t.deliveryFeePesewas} >= 0 and ${t.totalPesewas} = ${t.itemPesewas} + ${t.deliveryFeePesewas}`,
    ),
    check('orders_pickup_check', sql`${t.carrier} <> 'pickup' or ${t.deliveryFeePesewas} = 0`),
    check(
      'orders_place_check',
      sql`${t.carrier} = 'pickup' or (${t.zone} is not null and ${t.dropoffLocation} is not null)`,
    ),
    check(
      'orders_refund_check',
      sql`${t.refundPesewas} is null or (${t.refundPesewas} > 0 and ${t.refundPesewas} <= ${t.totalPesewas})`,
    ),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    // The buyer's limit (unpaid or disputed orders of a number in a day) and their list.
    index('orders_buyer_idx').on(t.buyerPhone, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_job_idx').on(t.deliveryJobId).where(sql`delivery_job_id is not null`),
    // The timers sweep: each timer's due orders, by due time.
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`status = 'awaiting_payment'`),
    index('orders_accept_due_idx').on(t.acceptDueAt).where(sql`status = 'paid'`),
    index('orders_release_due_idx').on(t.releaseDueAt).where(sql`status = 'delivered'`),
  ],
);

/** Every step an order took, written in the transaction that moved it: the order page's
 * timeline and the admin's history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    at: tstz('at').notNull(),
  },
  (t) => [
    oneOf('order_events_actor_check', t.actorType, ['buyer', 'seller', 'admin', 'system']),
    index('order_events_order_idx').on(t.orderId, t.at),
  ],
);

/** Money going back to a payer through the provider. One per payment: a second refund of the
 * same charge is refused here before it could reach the provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id').references(() => orders.id),
    amountPesewas: integer('amount_pesewas').notNull(),
    status: text('status').notNull().default('queued'),
    /** The provider's own reference once processed (Paystack's `refund_reference`). */
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('refunds_status_check', t.status, REFUND_STATUSES),
    check('refunds_amount_check', sql`${t.amountPesewas} > 0`),
    unique('refunds_payment_unique').on(t.paymentId),
    index('refunds_open_idx').on(t.createdAt).where(sql`status in ('queued', 'sent')`),
  ],
);

/** What a released order pays its seller, sent to their MoMo wallet through the provider's
 * transfer (the row's id is the transfer's reference: a retry cannot pay twice). */
export const sellerPayouts = pgTable(
  'seller_payouts',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPesewas: integer('amount_pesewas').notNull(),
    status: text('status').notNull().default('queued'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('seller_payouts_status_check', t.status, SELLER_PAYOUT_STATUSES),
    check('seller_payouts_amount_check', sql`${t.amountPesewas} > 0`),
    unique('seller_payouts_order_unique').on(t.orderId),
    index('seller_payouts_open_idx').on(t.createdAt).where(sql`status in ('queued', 'sent')`),
    index('seller_payouts_seller_idx').on(t.sellerId, t.createdAt),
  ],
);
