// What sellers buy and how a payment is asked for and followed (decision 039): the
// prices (defaults from the spec; the admin's settings override them), the purchase request, the
// payment as the seller and the phone-style prompt see it. Shared by server and web.
import { z } from 'zod';
import { MomoNetworkSchema } from './enum-schemas.ts';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './enums.ts';
import { phoneWith } from './fields.ts';
import type { Prices } from './prices.ts';

export {
  BOOST_DURATION_DAYS,
  type BoostDurationDays,
  DEFAULT_PRICES,
  type Prices,
} from './prices.ts';

/** `n` digits, as typed (spaces around allowed). */
const digits = (n: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(new RegExp(`^\\d{${n}}$`), message);

// ── prices ────────────────────────────────────────────────────────────────────────────────────

const count = z.number().int().positive();

/** GET /api/payments/prices, and the settings' shape (prices.ts has the defaults). */
export const PricesSchema = z.object({
  verificationPesewas: count,
  verificationDays: count,
  proMonthlyPesewas: count,
  creditPacks: z.array(z.object({ credits: count, pesewas: count })),
  boostCredits: z.object({ 1: count, 3: count, 7: count }),
  proBoostLimit: count,
}) satisfies z.ZodType<Prices>;

// ── starting a payment ────────────────────────────────────────────────────────────────────────

export const PURCHASE_ITEMS = ['verification', 'pro', 'credits'] as const;
export type PurchaseItem = (typeof PURCHASE_ITEMS)[number];

/** POST /api/seller/payments: what to buy and the wallet that pays (the saved MoMo wallet by
 * default in the form; any Ghana number the seller can approve on). */
export const PurchaseRequestSchema = z
  .object({
    item: z.enum(PURCHASE_ITEMS, 'payments.itemRequired'),
    /** For credits: the pack's size (one of the price list's packs). */
    credits: z
      .number('payments.packRequired')
      .int('payments.packRequired')
      .positive('payments.packRequired')
      .optional(),
    phone: z.string('payments.phoneRequired').pipe(phoneWith('payments.phoneRequired')),
    network: z.enum(MomoNetworkSchema.options, 'payments.networkRequired'),
  })
  .refine((r) => r.item !== 'credits' || r.credits !== undefined, {
    path: ['credits'],
    message: 'payments.packRequired',
  });
export type PurchaseRequest = z.input<typeof PurchaseRequestSchema>;

/** POST /api/seller/payments/:reference/voucher (Telecel's voucher path). */
export const VoucherSchema = z.object({ voucher: digits(6, 'payments.voucherInvalid') });

// ── a payment as the seller follows it ────────────────────────────────────────────────────────

export const PAYMENT_FAILURES = ['declined', 'insufficient_funds', 'timeout', 'provider'] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/** Why a payment is held for review (charge-settlement.ts decides). */
export const PAYMENT_HOLD_REASONS = [
  'fees_exceed_amount',
  'amount_mismatch',
  'currency_mismatch',
] as const;
export type PaymentHoldReason = (typeof PAYMENT_HOLD_REASONS)[number];

export const PaymentViewSchema = z.object({
  reference: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** Credits a pack brings; null for verification and Pro. */
  credits: z.number().int().nullable(),
  amountPesewas: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** What the payer must do next while pending: approve the prompt, or enter a voucher. */
  next: z.enum(['approve_on_phone', 'enter_voucher']).nullable(),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
  /** The simulator's stand-in for the phone's prompt (`/pay/<reference>`); null with a real
   * provider, whose prompt is on the payer's phone. */
  promptPath: z.string().nullable(),
  /** The provider's own instruction for the payer while pending (Paystack's `display_text`, e.g.
   * "Please dial *170# to approve"), shown as given (English) beside Dwa's translated one. */
  displayText: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** The receipt Dwa made when the money arrived (/receipts/<number>); null until then. */
  receiptNumber: z.string().nullable(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

export const PaymentListSchema = z.object({ items: z.array(PaymentViewSchema) });

// ── the simulator's prompt (/pay/:reference) ──────────────────────────────────────────────────

/** GET /api/payments/simulator/:reference: what the payer's phone would show. */
export const SimulatedPromptSchema = z.object({
  reference: z.string(),
  merchant: z.string(),
  amountPesewas: z.number().int(),
  /** The paying number, partly hidden (`024 ••• 4567`). */
  phone: z.string(),
  network: MomoNetworkSchema,
  status: z.enum(PAYMENT_STATUSES),
  /** Telecel: the voucher the payer would generate by dialling, while Dwa waits for it (null once
   * it reached Dwa: the PIN prompt follows). */
  voucher: z.string().nullable(),
});
export type SimulatedPrompt = z.infer<typeof SimulatedPromptSchema>;

/** POST /api/payments/simulator/:reference: the payer's answer. A PIN is needed to approve. */
export const SimulatedAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('approve'), pin: digits(4, 'payments.pinInvalid') }),
  z.object({ answer: z.literal('decline') }),
  z.object({ answer: z.literal('insufficient_funds') }),
]);
export type SimulatedAnswer = z.input<typeof SimulatedAnswerSchema>;
