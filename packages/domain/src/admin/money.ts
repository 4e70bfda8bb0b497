// The admin's Mobile Money screen: GET /api/admin/money (the sellers' payments, newest
// first, a page at a time, with totals for the filter) and GET /api/admin/money/ledger-check (the
// ledger's consistency check). Days are Africa/Accra calendar days (Ghana keeps UTC all year),
// written YYYY-MM-DD; money is integer pesewas. Field messages are `errors.adminRiders.*` keys.
import { z } from 'zod';
import { MomoNetworkSchema } from '../enum-schemas.ts';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../enums.ts';
import { PAYMENT_HOLD_REASONS } from '../payments.ts';

export const MONEY_PAGE_SIZE = 50;
/** Pages past this are refused: narrow the dates instead (10,000 payments back). */
export const MONEY_MAX_PAGE = 200;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** ?from=&to=&status=&page=: every part optional (no dates: all time; no status: every status). */
export const AdminMoneyQuerySchema = z
  .object({
    from: z.string().refine(isCalendarDay, 'errors.adminRiders.dateInvalid').optional(),
    to: z.string().refine(isCalendarDay, 'errors.adminRiders.dateInvalid').optional(),
    status: z.enum(PAYMENT_STATUSES, 'errors.adminRiders.statusInvalid').optional(),
    page: z.coerce
      .number('errors.adminRiders.pageInvalid')
      .int('errors.adminRiders.pageInvalid')
      .min(1, 'errors.adminRiders.pageInvalid')
      .max(MONEY_MAX_PAGE, 'errors.adminRiders.pageInvalid')
      .default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'errors.adminRiders.rangeOrder',
    path: ['to'],
  });
export type AdminMoneyQuery = z.input<typeof AdminMoneyQuerySchema>;

const count = z.number().int().min(0);

export const AdminPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** Credits a pack brings; null for verification and Pro. */
  credits: z.number().int().nullable(),
  provider: z.enum(['simulator', 'paystack']),
  network: MomoNetworkSchema.nullable(),
  /** The paying number, E.164. */
  phone: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** What the payer paid once the charge succeeded (the price plus the fee when the payer bears
   * it; as reported when held); the price before. */
  grossPesewas: count,
  /** What the provider kept and what Dwa received: known once the charge succeeded. */
  feePesewas: count.nullable(),
  netPesewas: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  /** Why the payment waits for a person (status `held`). */
  heldReason: z.enum(PAYMENT_HOLD_REASONS).nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/** Sums of payments: gross asked; fee and net of the successful ones (others moved no money). */
export const MoneyTotalSchema = z.object({
  count,
  grossPesewas: count,
  feePesewas: count,
  netPesewas: z.number().int(),
});
export type MoneyTotal = z.infer<typeof MoneyTotalSchema>;

export const AdminMoneySchema = z.object({
  items: z.array(AdminPaymentSchema),
  page: z.number().int().min(1),
  pageSize: count,
  /** Another page of the same filter exists. */
  hasMore: z.boolean(),
  /** For the whole filter (dates and status), every page. */
  totals: z.object({
    all: MoneyTotalSchema,
    byStatus: z.object({
      pending: MoneyTotalSchema,
      success: MoneyTotalSchema,
      failed: MoneyTotalSchema,
      held: MoneyTotalSchema,
    }),
  }),
});
export type AdminMoney = z.infer<typeof AdminMoneySchema>;

/** What the ledger check can find (apps/server/src/contexts/money/ledger/ledger-check.ts). */
export const LEDGER_PROBLEM_CODES = [
  'unknown_account',
  'unsafe_amount',
  'unbalanced',
  'account_owner',
  'negative_balance',
  'balance_mismatch',
  'payment_amounts',
  'charge_missing',
  'charge_mismatch',
  'charge_not_success',
  'charge_without_payment',
  'credits_missing',
  'credits_mismatch',
  'credits_not_paid',
  'escrow_mismatch',
  'order_ending',
] as const;
export type LedgerProblemCode = (typeof LEDGER_PROBLEM_CODES)[number];

export const LedgerCheckSchema = z.object({
  ok: z.boolean(),
  problems: z.array(
    z.object({
      code: z.enum(LEDGER_PROBLEM_CODES),
      /** What it is about: a movement, an account or a payment. */
      subject: z.string(),
      /** The check's own technical account of it (amounts and accounts, in English). */
      message: z.string(),
    }),
  ),
  summary: z.object({
    rows: count,
    movements: count,
    accounts: count,
    successfulPayments: count,
    platformRevenuePesewas: z.number().int(),
  }),
  checkedAt: z.string(),
});
export type LedgerCheck = z.infer<typeof LedgerCheckSchema>;
