// Seller accounts: registration (phone proven by a WhatsApp code), phone + password sign-in and
// password reset by code. Each returns the session user; routes set the cookie.
import { products, sellerCredentials, sellers } from '@dwa/db/schema/index';
import type {
  ResetCompleteSchema,
  SellerLoginSchema,
  SellerRegistrationSchema,
  SessionUser,
} from '@dwa/domain/auth';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { consumeCode } from './one-time-codes.ts';
import { passwordMatches } from './password-check.ts';
import { codeDeps, sendCode } from './send-code.ts';
import { endUserSessions } from './sessions.ts';
import { assertMaySignIn, clearSignInFailures, recordSignInFailure } from './sign-in-limits.ts';

type SellerUser = Extract<SessionUser, { type: 'seller' }>;
const PHONE_TAKEN = 'This phone number already has a seller account. Sign in instead.';
export const INVALID_SELLER_LOGIN = 'Invalid phone or password.';
export const RESET_FAILED = 'Reset failed. Check your code and try again.';

async function sellerByPhone(deps: AuthDeps, phone: string) {
  const [row] = await deps.db
    .select({ id: sellers.id, name: sellers.businessName, status: sellers.status })
    .from(sellers)
    .where(eq(sellers.whatsappNumber, phone))
    .limit(1);
  return row;
}

export async function registerSeller(
  deps: AuthDeps,
  input: z.output<typeof SellerRegistrationSchema>,
  meta: RequestMeta,
): Promise<SellerUser> {
  if (await sellerByPhone(deps, input.phone)) throw new HttpError(409, 'conflict', PHONE_TAKEN);
  await consumeCode(codeDeps(deps), {
    phone: input.phone,
    purpose: 'seller_signup',
    code: input.code,
  });
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [seller] = await tx
        .insert(sellers)
        .values({
          businessName: input.businessName,
          whatsappNumber: input.phone,
          locationSlug: input.location,
          preferredLanguage: meta.lang,
        })
        .returning({ id: sellers.id });
      if (!seller) throw new Error('seller insert returned nothing');
      await tx.insert(sellerCredentials).values({ sellerId: seller.id, passwordHash });
      const p = input.product;
      await tx.insert(products).values({
        sellerId: seller.id,
        title: p.title,
        description: p.description,
        pricePesewas: p.pricePesewas,
        category: p.category,
        locationSlug: input.location,
        deliveryAvailable: p.deliveryAvailable,
        deliveryCostPesewas: p.deliveryCostPesewas ?? null,
        deliveryAreas: p.deliveryAreas,
      });
      return seller.id;
    });
    return { type: 'seller', id, name: input.businessName, phone: input.phone };
  } catch (err) {
    // Two registrations racing for one number: the unique index decides.
    if (isUniqueViolation(err)) {
      throw new HttpError(409, 'conflict', PHONE_TAKEN);
    }
    throw err;
  }
}

export async function signInSeller(
  deps: AuthDeps,
  input: z.output<typeof SellerLoginSchema>,
  meta: RequestMeta,
): Promise<SellerUser> {
  await assertMaySignIn(deps, input.phone, meta.ip);
  const [row] = await deps.db
    .select({
      id: sellers.id,
      name: sellers.businessName,
      status: sellers.status,
      passwordHash: sellerCredentials.passwordHash,
    })
    .from(sellers)
    .innerJoin(sellerCredentials, eq(sellerCredentials.sellerId, sellers.id))
    .where(eq(sellers.whatsappNumber, input.phone))
    .limit(1);
  const ok = await passwordMatches(row?.passwordHash, input.password);
  if (!ok || !row || row.status === 'suspended') {
    await recordSignInFailure(deps, input.phone, meta.ip);
    throw new HttpError(401, 'invalid_credentials', INVALID_SELLER_LOGIN);
  }
  await clearSignInFailures(deps, input.phone);
  return { type: 'seller', id: row.id, name: row.name, phone: input.phone };
}

export async function startSellerReset(deps: AuthDeps, phone: string, meta: RequestMeta) {
  const seller = await sellerByPhone(deps, phone);
  return sendCode(deps, phone, 'seller_reset', meta, Boolean(seller));
}

export async function completeSellerReset(
  deps: AuthDeps,
  input: z.output<typeof ResetCompleteSchema>,
) {
  const seller = await sellerByPhone(deps, input.phone);
  try {
    await consumeCode(codeDeps(deps), {
      phone: input.phone,
      purpose: 'seller_reset',
      code: input.code,
    });
  } catch (err) {
    if (err instanceof HttpError && err.code === 'invalid_code') {
      throw new HttpError(400, 'invalid_code', RESET_FAILED);
    }
    throw err;
  }
  if (!seller) throw new HttpError(400, 'invalid_code', RESET_FAILED);
  await deps.db
    .update(sellerCredentials)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      passwordChangedAt: deps.clock.now(),
    })
    .where(eq(sellerCredentials.sellerId, seller.id));
  // Whoever knew the old password is signed out everywhere.
  await endUserSessions(deps.db, 'seller', seller.id);
}
