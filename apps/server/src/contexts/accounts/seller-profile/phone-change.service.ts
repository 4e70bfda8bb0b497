// Changing the shop's WhatsApp number: the new number must prove itself with a one-time code
// sent to it (purpose 'seller_phone_change', so no sign-up or reset code can be used here and
// this code is useless there). Buyers' chat links follow at once: they read the seller row. The
// bot's move after Meta reports a number change uses the same code and switch.
import type { Db } from '@dwa/db/client';
import { sellers } from '@dwa/db/schema/index';
import type { PhoneChangeSchema } from '@dwa/domain/seller-profile';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { ServerMessageKey } from '../../../lib/i18n.ts';
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
  const switched = await switchSellerNumber(deps.db, deps.clock, sellerId, null, input.phone);
  if (switched === 'taken') {
    throw phoneError(409, 'conflict', 'taken', 'errors.accounts.phoneInUse');
  }
}

/** The code purpose of a seller's number change: the web's, and the bot's move after Meta
 * reported a change (whatsapp-bot/number-move.ts), so either proves the new number the same
 * way. */
export const SELLER_PHONE_CHANGE = PURPOSE;

/**
 * Points the seller's shop at `to`, once its code was spent. With `from`, only while the shop
 * still has that number (one conditional UPDATE: a number changed meanwhile is not overwritten;
 * 'changed'). 'taken' when another seller has `to`: the unique index decides, inside a
 * savepoint, so the caller's transaction goes on.
 */
export async function switchSellerNumber(
  db: Db,
  clock: Clock,
  sellerId: string,
  from: string | null,
  to: string,
): Promise<'moved' | 'changed' | 'taken'> {
  try {
    const moved = await db.transaction((sp) =>
      sp
        .update(sellers)
        .set({ whatsappNumber: to, updatedAt: clock.now() })
        .where(
          from === null
            ? eq(sellers.id, sellerId)
            : and(eq(sellers.id, sellerId), eq(sellers.whatsappNumber, from)),
        )
        .returning({ id: sellers.id }),
    );
    return moved.length > 0 ? 'moved' : 'changed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
