// Changing the shop's WhatsApp number: the new number must prove itself with a one-time code
// sent to it (purpose 'seller_phone_change', so no sign-up or reset code can be used here and
// this code is useless there). Buyers' chat links follow at once: they read the seller row.
import { sellers } from '@dwa/db/schema/index';
import type { PhoneChangeSchema } from '@dwa/domain/seller-profile';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ServerMessageKey } from '../../lib/i18n.ts';
import type { AuthDeps, RequestMeta } from '../auth/auth-deps.ts';
import { consumeCode } from '../auth/one-time-codes.ts';
import { codeDeps, sendCode } from '../auth/send-code.ts';

const PURPOSE = 'seller_phone_change';

const phoneError = (
  status: number,
  code: HttpError['code'],
  key: string,
  message?: ServerMessageKey,
) => new HttpError(status, code, message, { phone: `sellerProfile.phone.${key}` });

/** 400 when the number is already this seller's, 409 when another seller has it. Seller
 * numbers are public (every shop page links to one), so saying "taken" reveals nothing. */
async function assertNumberFree(deps: AuthDeps, sellerId: string, phone: string) {
  const [current] = await deps.db
    .select({ phone: sellers.whatsappNumber })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!current) throw notFound('errors.notFound.seller');
  if (current.phone === phone) {
    throw phoneError(400, 'validation_failed', 'same');
  }
  const [other] = await deps.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.whatsappNumber, phone), ne(sellers.id, sellerId)))
    .limit(1);
  if (other) throw phoneError(409, 'conflict', 'taken', 'errors.accounts.phoneInUse');
}

export async function sendPhoneChangeCode(
  deps: AuthDeps,
  sellerId: string,
  phone: string,
  meta: RequestMeta,
) {
  await assertNumberFree(deps, sellerId, phone);
  return sendCode(deps, phone, PURPOSE, meta, true);
}

export async function changeSellerPhone(
  deps: AuthDeps,
  sellerId: string,
  input: z.output<typeof PhoneChangeSchema>,
) {
  // Checked before the code is spent, so a taken number does not cost the seller the code.
  await assertNumberFree(deps, sellerId, input.phone);
  await consumeCode(codeDeps(deps), { phone: input.phone, purpose: PURPOSE, code: input.code });
  try {
    await deps.db
      .update(sellers)
      .set({ whatsappNumber: input.phone, updatedAt: deps.clock.now() })
      .where(eq(sellers.id, sellerId));
  } catch (error) {
    // Another seller took the number between the check and now: the unique index decides.
    if (isUniqueViolation(error)) {
      throw phoneError(409, 'conflict', 'taken', 'errors.accounts.phoneInUse');
    }
    throw error;
  }
}
