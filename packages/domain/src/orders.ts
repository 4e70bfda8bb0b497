// Buy safely's API contracts (decision 066): the buyer's number check, placing and paying an
// order, the order page behind its link, the seller's Orders tab and the admin's resolution.
// Shared by server (validation, responses) and web (forms, screens); field messages are catalog
// keys (`orders.*`, `validation.*`).
import { z } from 'zod';
import { MomoNetworkSchema, ServiceZoneSchema } from './enum-schemas.ts';
import { SERVICE_ZONES } from './enums.ts';
import { cedis, codeField, phoneWith } from './fields.ts';
import {
  ORDER_CARRIERS,
  ORDER_STATUSES,
  REFUND_STATUSES,
  SELLER_PAYOUT_STATUSES,
} from './order-machine.ts';

export const ORDER_NAME_MAX = 80;
export const ORDER_PLACE_MAX = 120;
export const ORDER_PROBLEM_MIN = 10;
export const ORDER_PROBLEM_MAX = 500;
export const ORDER_REASON_MAX = 300;
/** Unpaid or disputed orders one buyer number may have started in a day (066). */
export const ORDER_OPEN_PER_DAY = 3;
export const SELLER_ORDERS_LIMIT = 50;
/** The order page's link: `/orders/<token>`, 128 random bits in base64url. */
export const orderPath = (token: string) => `/orders/${token}`;
export const OrderTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'validation.invalid'),
});

const place = (required: string) =>
  z.string(required).trim().min(2, required).max(ORDER_PLACE_MAX, 'orders.tooLong');
const optionalPlace = z
  .string()
  .trim()
  .max(ORDER_PLACE_MAX, 'orders.tooLong')
  .nullish()
  .transform((v) => v || null);

// ── the buyer ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/orders (after POST /api/auth/codes with purpose `order_buyer`): the buyer's details, the code they received, where it goes and the MoMo
 * wallet that pays (the WhatsApp number unless another is given). */
export const PlaceOrderSchema = z
  .object({
    productId: z.uuid('validation.invalid'),
    name: z
      .string('orders.nameRequired')
      .trim()
      .min(2, 'orders.nameRequired')
      .max(ORDER_NAME_MAX, 'orders.tooLong'),
    phone: z.string('orders.phoneRequired').pipe(phoneWith('orders.phoneRequired')),
    code: codeField,
    fulfilment: z.enum(['delivery', 'pickup'], 'orders.fulfilmentRequired'),
    zone: z.enum(SERVICE_ZONES, 'orders.zoneRequired').nullish(),
    dropoffLocation: optionalPlace,
    dropoffLandmark: optionalPlace,
    network: MomoNetworkSchema,
    payPhone: z
      .string()
      .pipe(phoneWith('orders.payPhoneInvalid'))
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((order, ctx) => {
    if (order.fulfilment !== 'delivery') return;
    if (!order.zone)
      ctx.addIssue({ code: 'custom', path: ['zone'], message: 'orders.zoneRequired' });
    if (!order.dropoffLocation || order.dropoffLocation.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['dropoffLocation'],
        message: 'orders.dropoffRequired',
      });
    }
  });
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrder = z.output<typeof PlaceOrderSchema>;

/** POST /api/orders/:token/pay: a new prompt after a declined or unanswered one. */
export const PayOrderSchema = z.object({
  network: MomoNetworkSchema,
  payPhone: z.string().pipe(phoneWith('orders.payPhoneInvalid')),
});

/** POST /api/orders/:token/problem: what is wrong, in the buyer's words. */
export const OrderProblemSchema = z.object({
  text: z
    .string('orders.problemRequired')
    .trim()
    .min(ORDER_PROBLEM_MIN, 'orders.problemRequired')
    .max(ORDER_PROBLEM_MAX, 'orders.tooLong'),
});

const StatusSchema = z.enum(ORDER_STATUSES);
const CarrierSchema = z.enum(ORDER_CARRIERS);

const OrderStepSchema = z.object({ status: StatusSchema, at: z.string() });

/** GET /api/orders/:token: the order as its buyer follows it. The delivery code is never on
 * the page: it travels on WhatsApp only, to the number that proved itself. */
export const BuyerOrderSchema = z.object({
  number: z.number().int(),
  status: StatusSchema,
  productId: z.string().nullable(),
  productTitle: z.string(),
  shop: z.string(),
  buyerName: z.string(),
  carrier: CarrierSchema,
  zone: ServiceZoneSchema.nullable(),
  dropoffLocation: z.string().nullable(),
  dropoffLandmark: z.string().nullable(),
  itemPesewas: z.number().int(),
  deliveryFeePesewas: z.number().int(),
  totalPesewas: z.number().int(),
  refundPesewas: z.number().int().nullable(),
  /** The waiting payment's reference (the simulator's prompt page opens it), or null. */
  paymentReference: z.string().nullable(),
  paymentStatus: z.enum(['pending', 'success', 'failed', 'held']).nullable(),
  /** Telecel Cash: the waiting prompt needs the voucher the buyer generates (*110#). */
  voucherNeeded: z.boolean(),
  /** The simulator's stand-in for the phone's prompt; null with a real provider. */
  promptPath: z.string().nullable(),
  paymentDueAt: z.string(),
  acceptDueAt: z.string().nullable(),
  releaseDueAt: z.string().nullable(),
  /** The tracking page of the delivery job, once a rider carries it. */
  trackingPath: z.string().nullable(),
  steps: z.array(OrderStepSchema),
  /** What the buyer may do now (order-machine.ts allowedOrderEvents). */
  actions: z.array(z.enum(['pay', 'abandon', 'buyer_cancel', 'confirm', 'report_problem'])),
});
export type BuyerOrder = z.infer<typeof BuyerOrderSchema>;

export const PlacedOrderSchema = z.object({ token: z.string(), order: BuyerOrderSchema });

// ── the seller ────────────────────────────────────────────────────────────────────────────────

/** POST /api/seller/orders/:id/accept: a Dwa rider (from where to pick it up) or the seller's
 * own delivery; a pickup order stays a pickup. */
export const AcceptOrderSchema = z
  .object({
    /** Who carries a delivery order; a pickup order needs none. */
    carrier: z.enum(['rider', 'seller'], 'orders.carrierRequired').nullish(),
    pickupLocation: optionalPlace,
  })
  .superRefine((accept, ctx) => {
    if (accept.carrier === 'rider' && !accept.pickupLocation) {
      ctx.addIssue({ code: 'custom', path: ['pickupLocation'], message: 'orders.pickupRequired' });
    }
  });
export type AcceptOrder = z.output<typeof AcceptOrderSchema>;

/** POST /api/seller/orders/:id/cancel and decline. */
export const OrderReasonSchema = z.object({
  reason: place('orders.reasonRequired').max(ORDER_REASON_MAX, 'orders.tooLong'),
});

/** POST /api/seller/orders/:id/handover: the buyer's code, when the seller delivers or the
 * buyer picks up. */
export const OrderHandoverSchema = z.object({
  code: z
    .string('orders.codeRequired')
    .trim()
    .regex(/^\d{4}$/, 'orders.codeFormat'),
});

export const SellerOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: StatusSchema,
  productId: z.string().nullable(),
  productTitle: z.string(),
  buyerName: z.string(),
  /** Shown once paid: before that the seller has nobody to call. */
  buyerPhone: z.string().nullable(),
  carrier: CarrierSchema,
  zone: ServiceZoneSchema.nullable(),
  dropoffLocation: z.string().nullable(),
  dropoffLandmark: z.string().nullable(),
  itemPesewas: z.number().int(),
  deliveryFeePesewas: z.number().int(),
  totalPesewas: z.number().int(),
  /** What the seller receives if the order is released as it stands. */
  sellerPesewas: z.number().int(),
  acceptDueAt: z.string().nullable(),
  releaseDueAt: z.string().nullable(),
  problem: z.string().nullable(),
  createdAt: z.string(),
  actions: z.array(z.enum(['accept', 'decline', 'cancel_before_pickup', 'handover'])),
});
export type SellerOrder = z.infer<typeof SellerOrderSchema>;
export const SellerOrderListSchema = z.object({ items: z.array(SellerOrderSchema) });

// ── the admin ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/admin/orders/:id/resolve: a dispute's end, with the reason for the audit log. */
export const ResolveOrderSchema = z
  .object({
    outcome: z.enum(['release', 'partial', 'refund'], 'orders.outcomeRequired'),
    /** In cedis, as typed; only for a partial refund. */
    refund: cedis('orders.refundInvalid').optional(),
    reason: place('orders.reasonRequired').max(ORDER_REASON_MAX, 'orders.tooLong'),
  })
  .transform((r, ctx) => {
    if (r.outcome !== 'partial') {
      return { outcome: r.outcome, reason: r.reason, refundPesewas: null };
    }
    if (!r.refund || r.refund <= 0) {
      ctx.addIssue({ code: 'custom', path: ['refund'], message: 'orders.refundInvalid' });
      return z.NEVER;
    }
    return { outcome: r.outcome, reason: r.reason, refundPesewas: r.refund };
  });
export type ResolveOrder = z.output<typeof ResolveOrderSchema>;

export const AdminOrderSchema = SellerOrderSchema.omit({ actions: true }).extend({
  shop: z.string(),
  buyerPhone: z.string(),
  refundPesewas: z.number().int().nullable(),
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  /** The seller's payout of a released or settled order, once queued. */
  payoutStatus: z.enum(SELLER_PAYOUT_STATUSES).nullable(),
});
/** POST /api/admin/orders/:id/retry: the order's failed refund and payout, queued again. */
export const OrderRetrySchema = z.object({ refunds: z.number().int(), payouts: z.number().int() });
export const AdminOrderListSchema = z.object({
  items: z.array(AdminOrderSchema),
  /** Escrow's balance from the ledger, and the held orders' totals: equal when all is well. */
  escrowPesewas: z.number().int(),
});
