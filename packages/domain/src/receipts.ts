// Receipts a buyer asks for on a product page, verifiable by number.
import { z } from 'zod';
import { amountMessage, parseCedisToPesewas } from './money.ts';
import { normalizeGhanaPhone } from './phone.ts';

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
    amount: z.union([z.string(), z.number()]).transform((value, ctx) => {
      const pesewas = parseCedisToPesewas(value);
      if (pesewas === null || pesewas <= 0) {
        ctx.addIssue({ code: 'custom', message: amountMessage(value, 'validation.price') });
        return z.NEVER;
      }
      return pesewas;
    }),
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
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const RECEIPT_NUMBER_PATTERN = /^DWA-\d{8}-[A-Z0-9]{6}$/;
