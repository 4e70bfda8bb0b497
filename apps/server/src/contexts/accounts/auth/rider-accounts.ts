// Rider accounts: no password; the WhatsApp number is proven by a one-time code at sign-up and
// at every sign-in.
import type { Db } from '@dwa/db/client';
import { riders } from '@dwa/db/schema/index';
import type { RiderLoginSchema, RiderRegistrationSchema, SessionUser } from '@dwa/domain/auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { checkCode, consumeCode, spendCode } from './one-time-codes.ts';
import { codeDeps, sendCode } from './send-code.ts';

type RiderUser = Extract<SessionUser, { type: 'rider' }>;
const phoneTaken = () => new HttpError(409, 'conflict', 'errors.accounts.riderPhoneTaken');

async function riderByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: riders.id, name: riders.name })
    .from(riders)
    .where(eq(riders.whatsappNumber, phone))
    .limit(1);
  return row;
}

/** Sign-up codes go to any number; sign-in codes only to riders (same answer for both). */
export async function sendRiderCode(
  deps: AuthDeps,
  phone: string,
  purpose: 'rider_signup' | 'rider_login',
  meta: RequestMeta,
) {
  const deliver = purpose === 'rider_signup' || Boolean(await riderByPhone(deps.db, phone));
  return sendCode(deps, phone, purpose, meta, deliver);
}

export async function registerRider(
  deps: AuthDeps,
  input: z.output<typeof RiderRegistrationSchema>,
): Promise<RiderUser> {
  // The code first (no answer about the number without it); spent with the account only.
  const codeId = await checkCode(codeDeps(deps), {
    phone: input.phone,
    purpose: 'rider_signup',
    code: input.code,
  });
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (await riderByPhone(tx, input.phone)) throw phoneTaken();
      await spendCode(tx, deps.clock, codeId);
      const [row] = await tx
        .insert(riders)
        .values({
          name: input.name,
          whatsappNumber: input.phone,
          baseLocation: input.baseLocation,
          vehicleType: input.vehicleType,
          serviceZones: input.serviceZones,
          languages: input.languages,
        })
        .returning({ id: riders.id });
      if (!row) throw new Error('rider insert returned nothing');
      return row.id;
    });
    return { type: 'rider', id, name: input.name, phone: input.phone };
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
}

export async function signInRider(
  deps: AuthDeps,
  input: z.output<typeof RiderLoginSchema>,
): Promise<RiderUser> {
  await consumeCode(codeDeps(deps), {
    phone: input.phone,
    purpose: 'rider_login',
    code: input.code,
  });
  const rider = await riderByPhone(deps.db, input.phone);
  if (!rider) throw new HttpError(400, 'invalid_code');
  return { type: 'rider', id: rider.id, name: rider.name, phone: input.phone };
}
