// What Dwa reads from Paystack's answers, checked rather than trusted: a field that is missing
// or of the wrong type becomes a 'bad_response' error, never an `undefined` amount in the ledger.
// Only the fields used are declared; zod drops the rest.
import { z } from 'zod';

/** Whole pesewas that fit Dwa's integer columns (a larger figure is no answer to read). */
const pesewas = z.number().int().nonnegative().max(2_147_483_647);
const text = z.string().nullish();
/** `requested_amount`: a number in the verify and charge.success examples, a digit string in the
 * terminal events' ("200"), null on a dispute's transaction; absent from older events. */
const requested = z
  .union([
    pesewas,
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .nullish();

/** Every Paystack answer: `{ status, message, data }`; errors are `{ status: false, message }`,
 * in the newer format with `type` and a `code` (e.g. `invalid_transfer_recipient`). */
export const EnvelopeSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
  data: z.unknown().optional(),
});

/** `GET /bank?currency=GHS&type=mobile_money`. */
export const BankListSchema = z.array(
  z.object({
    name: z.string(),
    slug: z.string().nullish(),
    code: z.string().min(1),
    active: z.boolean().nullish(),
  }),
);

/** `POST /charge`, `POST /charge/submit_otp`. */
export const ChargeDataSchema = z.object({
  status: z.string(),
  display_text: text,
  message: text,
  gateway_response: text,
  fees: pesewas.nullish(),
});
export type ChargeData = z.infer<typeof ChargeDataSchema>;

/** `GET /transaction/verify/:reference`. */
export const VerifyDataSchema = z.object({
  reference: z.string(),
  status: z.string(),
  amount: pesewas,
  requested_amount: requested,
  fees: pesewas.nullish(),
  currency: z.string(),
  paid_at: text,
  gateway_response: text,
});

/** `POST /transferrecipient`. */
export const RecipientDataSchema = z.object({ recipient_code: z.string().min(1) });

/** `POST /transfer`, `GET /transfer/verify/:reference`. */
export const TransferDataSchema = z.object({
  status: z.string(),
  reason: text,
  gateway_response: text,
});
export type TransferData = z.infer<typeof TransferDataSchema>;

/** A webhook delivery: `{ event, data }`. */
export const WebhookSchema = z.object({ event: z.string(), data: z.unknown() });

export const ChargeSuccessEventSchema = z.object({
  reference: z.string().min(1),
  amount: pesewas,
  requested_amount: requested,
  fees: pesewas.nullish(),
  currency: z.string(),
});

export const ChargeFailedEventSchema = z.object({
  reference: z.string().min(1),
  gateway_response: text,
  message: text,
});

export const TransferEventSchema = z.object({
  reference: z.string().min(1),
  reason: text,
  gateway_response: text,
});

/** `POST /refund`: "Refund has been queued for processing", `data.status` 'pending' and the
 * refund's `id` (PaystackOSS/doc-code-snippets, src/api/refunds/create). */
export const RefundDataSchema = z.object({
  status: z.string(),
  id: z.union([z.number(), z.string()]).nullish(),
});

/** `refund.*` events: `amount` is a number in some of Paystack's samples and a digit string in
 * others; `refund_reference` is null until processed (doc-code-snippets, refund events). */
export const RefundEventSchema = z.object({
  status: z.string().nullish(),
  transaction_reference: z.string().min(1),
  refund_reference: text,
  amount: z.union([
    pesewas,
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
});
