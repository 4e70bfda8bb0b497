// Rider payouts (decision 039): a rider asks for part or all of the wallet balance to
// the saved MoMo wallet; the amount is held at once; an admin approves (the provider transfers it)
// or rejects (the hold is released). Shared by server and web; field messages are catalog keys
// (`payouts.*`).
import { z } from 'zod';
import { MomoNetworkSchema } from './enum-schemas.ts';
import { PAYOUT_STATUSES } from './enums.ts';
import { cedis, phoneWith } from './fields.ts';

export const PAYOUT_REASON_MAX = 300;
export const PAYOUT_ACCOUNT_NAME_MAX = 80;

/** POST /api/rider/payouts: the amount in cedis as typed ("25", "25.50"). Whether the balance
 * covers it is the server's to decide, under a lock. */
export const PayoutRequestSchema = z.object({
  amount: cedis('payouts.amountInvalid').refine((pesewas) => pesewas > 0, 'payouts.amountInvalid'),
});
export type PayoutRequest = z.input<typeof PayoutRequestSchema>;

/** Where a payout goes: the rider's saved MoMo wallet. */
export const PayoutWalletSchema = z.object({
  /** E.164. */
  phone: z.string(),
  network: MomoNetworkSchema,
  accountName: z.string().nullable(),
});
export type PayoutWallet = z.infer<typeof PayoutWalletSchema>;

/** PUT /api/rider/wallet: the wallet payouts go to. */
export const RiderWalletUpdateSchema = z.object({
  phone: z.string('payouts.phoneRequired').pipe(phoneWith('payouts.phoneRequired')),
  network: z.enum(MomoNetworkSchema.options, 'payouts.networkRequired'),
  accountName: z
    .string()
    .trim()
    .max(PAYOUT_ACCOUNT_NAME_MAX, 'payouts.accountNameTooLong')
    .optional()
    .transform((v) => v || null),
});
export type RiderWalletUpdate = z.input<typeof RiderWalletUpdateSchema>;

/** GET /api/rider/wallet: what can be asked for, what waits for a decision, where it goes. */
export const RiderWalletSummarySchema = z.object({
  balancePesewas: z.number().int(),
  heldPesewas: z.number().int(),
  wallet: PayoutWalletSchema.nullable(),
});
export type RiderWalletSummary = z.infer<typeof RiderWalletSummarySchema>;

export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** A payout as its rider sees it. */
export const PayoutViewSchema = z.object({
  id: z.string(),
  amountPesewas: z.number().int(),
  method: z.literal('momo'),
  status: PayoutStatusSchema,
  /** The wallet it goes to (null when that wallet was deleted since). */
  wallet: PayoutWalletSchema.nullable(),
  requestedAt: z.string(),
  /** When an admin approved or rejected it. */
  decidedAt: z.string().nullable(),
  /** Why it was rejected or its transfer failed. */
  failureReason: z.string().nullable(),
});
export type PayoutView = z.infer<typeof PayoutViewSchema>;

export const PayoutListSchema = z.object({ items: z.array(PayoutViewSchema) });
export type PayoutList = z.infer<typeof PayoutListSchema>;

/** A payout in the admin's list: with the rider's name and WhatsApp number. */
export const AdminPayoutViewSchema = PayoutViewSchema.extend({
  rider: z.object({ id: z.string(), name: z.string(), whatsappNumber: z.string() }),
});
export type AdminPayoutView = z.infer<typeof AdminPayoutViewSchema>;

export const AdminPayoutListSchema = z.object({ items: z.array(AdminPayoutViewSchema) });
export type AdminPayoutList = z.infer<typeof AdminPayoutListSchema>;

/** GET /api/admin/payouts?status=requested (all statuses without it). */
export const AdminPayoutQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, 'payouts.statusInvalid').optional(),
});

/** POST /api/admin/payouts/:id/reject: the rider is told why. */
export const PayoutRejectSchema = z.object({
  reason: z
    .string('payouts.reasonRequired')
    .trim()
    .min(1, 'payouts.reasonRequired')
    .max(PAYOUT_REASON_MAX, 'payouts.reasonTooLong'),
});
export type PayoutReject = z.input<typeof PayoutRejectSchema>;
