// Zod schema for price fields (kept apart from money.ts: see phone-schema.ts).
import { z } from 'zod';
import { parseCedisToPesewas } from './money.ts';

export const PriceInputSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const pesewas = parseCedisToPesewas(value);
  if (pesewas === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter a price in cedis, like 25 or 25.50.' });
    return z.NEVER;
  }
  return pesewas;
});
