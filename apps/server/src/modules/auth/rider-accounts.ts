// Rider accounts: no password; the WhatsApp number is proven by a one-time code at sign-up and
// at every sign-in.
import { riders } from '@dwa/db/schema/index';
import type { RiderLoginSchema, RiderRegistrationSchema, SessionUser } from '@dwa/domain/auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { CODE_MESSAGES, consumeCode } from './one-time-codes.ts';
import { codeDeps, sendCode } from './send-code.ts';

type RiderUser = Extract<SessionUser, { type: 'rider' }>;
const PHONE_TAKEN = 'This WhatsApp number already has a rider account. Sign in instead.';

async function riderByPhone(deps: AuthDeps, phone: string) {
  const [row] = await deps.db
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
  const deliver = purpose === 'rider_signup' || Boolean(await riderByPhone(deps, phone));
  return sendCode(deps, phone, purpose, meta, deliver);
}

export async function registerRider(
  deps: AuthDeps,
  input: z.output<typeof RiderRegistrationSchema>,
): Promise<RiderUser> {
  if (await riderByPhone(deps, input.phone)) throw new HttpError(409, 'conflict', PHONE_TAKEN);
  await consumeCode(codeDeps(deps), {
    phone: input.phone,
    purpose: 'rider_signup',
    code: input.code,
  });
  try {
    const [row] = await deps.db
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
    return { type: 'rider', id: row.id, name: input.name, phone: input.phone };
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new HttpError(409, 'conflict', PHONE_TAKEN);
    }
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
  const rider = await riderByPhone(deps, input.phone);
  if (!rider) throw new HttpError(400, 'invalid_code', CODE_MESSAGES.invalid);
  return { type: 'rider', id: rider.id, name: rider.name, phone: input.phone };
}
