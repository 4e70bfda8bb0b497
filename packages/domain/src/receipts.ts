// Receipts: a buyer asks for one on a product page; it means something only once the seller has
// confirmed it (decision 038). A receipt made from a payment Dwa received says so instead.
import { z } from 'zod';
import { PAYMENT_PURPOSES } from './enums.ts';
import { amountMessage, parseCedisToPesewas } from './money.ts';
import { normalizeGhanaPhone } from './phone.ts';

export const RECEIPT_STATUSES = ['requested', 'confirmed', 'declined'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** Who made the receipt: a buyer asking (the seller confirms it), or a payment through Dwa. */
export const RECEIPT_SOURCES = ['buyer_request', 'payment'] as const;
export type ReceiptSource = (typeof RECEIPT_SOURCES)[number];

/** What the public page says the receipt is. Only `paid` claims Dwa saw money move. */
export const RECEIPT_KINDS = ['requested', 'confirmed', 'declined', 'paid'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const receiptKind = (source: ReceiptSource, status: ReceiptStatus): ReceiptKind =>
  source === 'payment' ? 'paid' : status;

export type ReceiptEvent = 'confirm' | 'decline';

export type ReceiptTransition =
  | {
      ok: true;
      from: 'requested';
      to: 'confirmed' | 'declined';
      stamp: 'confirmedAt' | 'declinedAt';
    }
  | { ok: false; reason: 'invalid_transition' | 'not_a_request' };

/** The one state a receipt can be answered in (confirmed or declined): a buyer's request still
 * waiting. The one home of this rule (decision 053): the seller's answer is applied with
 * `UPDATE … WHERE` this status and source, the seller's list of requests to answer is this state,
 * and the seller center offers Confirm and Decline from it. */
export const ANSWERABLE_RECEIPT = { status: 'requested', source: 'buyer_request' } as const;
const RULES = {
  confirm: { to: 'confirmed', stamp: 'confirmedAt' },
  decline: { to: 'declined', stamp: 'declinedAt' },
} as const satisfies Record<ReceiptEvent, { to: ReceiptStatus; stamp: string }>;

/** A seller answers a buyer's request once: confirmed and declined are final, and a receipt made
 * from a payment is not the seller's to answer. */
export function receiptTransition(
  from: ReceiptStatus,
  event: ReceiptEvent,
  source: ReceiptSource = 'buyer_request',
): ReceiptTransition {
  if (source !== ANSWERABLE_RECEIPT.source) return { ok: false, reason: 'not_a_request' };
  if (from !== ANSWERABLE_RECEIPT.status) return { ok: false, reason: 'invalid_transition' };
  return { ok: true, from: ANSWERABLE_RECEIPT.status, ...RULES[event] };
}

/** Whether a buyer's request in this status still waits for the seller's answer. */
export const isReceiptAwaitingAnswer = (status: ReceiptStatus) =>
  status === ANSWERABLE_RECEIPT.status;

/** Cedis as typed → whole pesewas above zero that fit the column, or an issue on the field. */
function toPesewas(value: string | number, ctx: z.RefinementCtx): number {
  const pesewas = parseCedisToPesewas(value);
  if (pesewas === null || pesewas <= 0) {
    ctx.addIssue({ code: 'custom', message: amountMessage(value, 'validation.price') });
    return z.NEVER;
  }
  return pesewas;
}
const Cedis = z.union([z.string(), z.number()], 'validation.price');

/** POST /api/receipts. The amount is typed in cedis (`amount`); parsed, it is `amountPesewas`. */
export const ReceiptRequestSchema = z
  .object({
    productId: z.uuid('validation.invalid'),
    buyerPhone: z.string().transform((value, ctx) => {
      const phone = normalizeGhanaPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'validation.phone' });
        return z.NEVER;
      }
      return phone;
    }),
    amount: Cedis.transform(toPesewas),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountPesewas: amount }));
export type ReceiptRequest = z.input<typeof ReceiptRequestSchema>;

/** What anyone holding the number may see: never the buyer's phone. */
export const ReceiptSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  productTitle: z.string(),
  amountPesewas: z.number().int(),
  seller: z.object({ businessName: z.string(), location: z.string() }),
  verificationUrl: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  kind: z.enum(RECEIPT_KINDS),
  /** When the seller confirmed it (or the payment was received); null until then. */
  confirmedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  /** A payment through Dwa (kind `paid`): what the seller bought from Dwa. The seller is then the
   * payer and Dwa the payee; null for a buyer's receipt. */
  purchase: z
    .object({ purpose: z.enum(PAYMENT_PURPOSES), credits: z.number().int().nullable() })
    .nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const RECEIPT_NUMBER_PATTERN = /^DWA-\d{8}-[A-Z0-9]{6}$/;

/** One receipt in the seller center: the buyer's phone is shown to the seller it was sent to. */
export const SellerReceiptSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  createdAt: z.string(),
  productId: z.uuid().nullable(),
  productTitle: z.string(),
  amountPesewas: z.number().int(),
  /** E.164. */
  buyerPhone: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  kind: z.enum(RECEIPT_KINDS),
  confirmedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  verificationUrl: z.string(),
});
export type SellerReceipt = z.infer<typeof SellerReceiptSchema>;

/** GET /api/seller/receipts: the requests waiting for an answer (oldest first: first asked, first
 * answered), then the latest answered ones. */
export const SellerReceiptListSchema = z.object({
  requested: z.array(SellerReceiptSchema),
  answered: z.array(SellerReceiptSchema),
});
export type SellerReceiptList = z.infer<typeof SellerReceiptListSchema>;

/** How many answered receipts the list shows. */
export const ANSWERED_RECEIPTS_SHOWN = 50;

/** POST /api/seller/receipts/:id/confirm: the amount the seller received, when it differs from
 * what the buyer typed (empty or absent: the buyer's amount stands). */
export const ConfirmReceiptSchema = z
  .object({
    amount: Cedis.optional().transform((value, ctx) =>
      value === undefined || String(value).trim() === '' ? undefined : toPesewas(value, ctx),
    ),
  })
  .transform(({ amount }) => ({ amountPesewas: amount }));
export type ConfirmReceiptInput = z.input<typeof ConfirmReceiptSchema>;
