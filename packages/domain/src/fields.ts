// Field schemas used by more than one contract (accounts, the seller's product form, the shop
// profile). Messages are catalog keys (`validation.*`).
import { z } from 'zod';
import { amountMessage, parseCedisToPesewas } from './money.ts';
import { normalizeGhanaPhone } from './phone.ts';

/** A Ghana phone number in any accepted form → E.164, or `message`. */
export const phoneWith = (message: string) =>
  z.string().transform((value, ctx) => {
    const phone = normalizeGhanaPhone(value);
    if (!phone) {
      // Never an amount's message: "02412345678" is a phone number with a digit too many.
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return phone;
  });

/** A 6-digit one-time code. */
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.codeFormat');

/** An amount in cedis as typed ("25", "25.50", 25.5) → integer pesewas, or `message`. */
export const cedis = (message: string) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const pesewas = parseCedisToPesewas(value);
    if (pesewas === null) {
      ctx.addIssue({ code: 'custom', message: amountMessage(value, message) });
      return z.NEVER;
    }
    return pesewas;
  });

/** Delivery areas typed comma separated → the areas, trimmed, empty parts dropped. */
export const splitDeliveryAreas = (typed: string) =>
  typed
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** Delivery areas typed comma separated; trimmed, empty parts dropped. */
export const deliveryAreasField = z.string().max(500).default('').transform(splitDeliveryAreas);

/** A cost in cedis that may be left blank: '' → null, else as `cedis` (0 is free). */
export const optionalCedis = (message: string) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') return null;
    const pesewas = parseCedisToPesewas(value);
    if (pesewas === null) {
      ctx.addIssue({ code: 'custom', message: amountMessage(value, message) });
      return z.NEVER;
    }
    return pesewas;
  });

/** Route params of one object by id (product, shop, upload): a malformed id is a 400. */
export const IdParamsSchema = z.object({ id: z.uuid('validation.invalid') });
