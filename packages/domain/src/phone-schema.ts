// Zod schemas for phone fields, apart from phone.ts so code that only formats numbers (the
// buyer's pages) does not pull zod into its bundle.
import { z } from 'zod';
import { INVALID_PHONE_MESSAGE, normalizeGhanaPhone } from './phone.ts';

/** A form field: any accepted spelling in, E.164 out. */
export const GhanaPhoneSchema = z.string().transform((value, ctx) => {
  const phone = normalizeGhanaPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});
