// Seller accounts: registration (phone proven by a WhatsApp code; the first product with its
// photos), phone + password sign-in and password reset by code. Each returns the session user;
// routes set the cookie.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { productImages, products, sellerCredentials, sellers } from '@dwa/db/schema/index';
import type {
  ResetCompleteSchema,
  SellerLoginSchema,
  SellerRegistrationSchema,
  SessionUser,
} from '@dwa/domain/auth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { endUserSessions } from '../../../access/sessions.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { EncodedPhoto } from '../../catalog/public.ts';
import { imageRow, withStoredPhotos } from '../../catalog/public.ts';
import { notifyFirstProduct, notifyWelcome } from '../../messaging/public.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { checkCode, spendCode } from './one-time-codes.ts';
import { passwordMatches } from './password-check.ts';
import { codeDeps, sendCode } from './send-code.ts';
import { beginSignIn, signInSucceeded } from './sign-in-limits.ts';

type SellerUser = Extract<SessionUser, { type: 'seller' }>;
const phoneTaken = () => new HttpError(409, 'conflict', 'errors.accounts.sellerPhoneTaken');
const resetFailed = () => new HttpError(400, 'invalid_code', 'errors.accounts.resetFailed');

async function sellerByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.businessName, status: sellers.status })
    .from(sellers)
    .where(eq(sellers.whatsappNumber, phone))
    .limit(1);
  return row;
}

export interface RegistrationDeps extends AuthDeps {
  storage: ObjectStorage;
  log: FastifyBaseLogger;
}

/** Registers the seller with the first product and its photos (`readPhotos`: encoded by the
 * photo pipeline, first = cover; asked for only once the code has proven the phone). The files
 * are stored before the one transaction that writes the seller, the product and its photo rows,
 * and deleted again if it fails: all of it or nothing. */
export async function registerSeller(
  deps: RegistrationDeps,
  input: z.output<typeof SellerRegistrationSchema>,
  meta: RequestMeta,
  readPhotos: () => Promise<EncodedPhoto[]> = async () => [],
): Promise<SellerUser> {
  // The code first: without it nobody learns whether the number has an account. It is spent
  // only together with the account, so a registration that fails leaves it usable.
  const codeId = await checkCode(codeDeps(deps), {
    phone: input.phone,
    purpose: 'seller_signup',
    code: input.code,
  });
  // A taken number is told before any photo is decoded (and checked again in the transaction).
  if (await sellerByPhone(deps.db, input.phone)) throw phoneTaken();
  const photos = await readPhotos();
  const passwordHash = await hashPassword(input.password);
  const productId = randomUUID();
  try {
    const id = await withStoredPhotos(deps, productId, photos, (stored) =>
      deps.db.transaction(async (tx) => {
        if (await sellerByPhone(tx, input.phone)) throw phoneTaken();
        await spendCode(tx, deps.clock, codeId);
        const [seller] = await tx
          .insert(sellers)
          .values({
            businessName: input.businessName,
            whatsappNumber: input.phone,
            locationSlug: input.location,
            preferredLanguage: meta.lang,
            // The injected clock: the inactivity reminder counts from these (decision 031).
            createdAt: deps.clock.now(),
          })
          .returning({ id: sellers.id });
        if (!seller) throw new Error('seller insert returned nothing');
        await tx.insert(sellerCredentials).values({ sellerId: seller.id, passwordHash });
        const p = input.product;
        const [product] = await tx
          .insert(products)
          .values({
            id: productId,
            sellerId: seller.id,
            title: p.title,
            description: p.description,
            pricePesewas: p.pricePesewas,
            category: p.category,
            locationSlug: input.location,
            deliveryAvailable: p.deliveryAvailable,
            deliveryCostPesewas: p.deliveryAvailable ? (p.deliveryCostPesewas ?? null) : null,
            deliveryAreas: p.deliveryAreas,
            createdAt: deps.clock.now(),
            updatedAt: deps.clock.now(),
          })
          .returning({ id: products.id });
        if (stored.length > 0) {
          await tx
            .insert(productImages)
            .values(stored.map((s, position) => imageRow(productId, position, s)));
        }
        // The messages exist exactly when the account does (decision 031).
        await notifyWelcome(tx, deps, seller.id);
        await notifyFirstProduct(tx, deps, seller.id, product!.id);
        return seller.id;
      }),
    );
    // Registering signs the seller in (the route opens the session): recorded as a sign-in, as
    // the password's is, so the admin's sellers list has a last sign-in from the first day.
    trackSignIn(deps, id);
    return { type: 'seller', id, name: input.businessName, phone: input.phone };
  } catch (err) {
    // Two registrations racing for one number: the unique index decides.
    if (isUniqueViolation(err)) throw phoneTaken();
    throw err;
  }
}

/** Retention counts a sign-in as a day the seller was active (admin analytics); the sellers list
 * shows the last one. Buffered: a failed write cannot fail or slow the sign-in. */
function trackSignIn(deps: AuthDeps, sellerId: string) {
  deps.events.track({ eventType: 'seller_signed_in', sellerId, at: deps.clock.now() });
}

export async function signInSeller(
  deps: AuthDeps,
  input: z.output<typeof SellerLoginSchema>,
  meta: RequestMeta,
): Promise<SellerUser> {
  const attempt = await beginSignIn(deps, input.phone, meta);
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
  if (!ok || !row) {
    throw new HttpError(401, 'invalid_credentials', 'errors.accounts.invalidSellerLogin');
  }
  // Only after the right password (a wrong one says nothing about the account): suspended by
  // an admin, told so plainly rather than left guessing at their password.
  if (row.status === 'suspended') {
    throw new HttpError(403, 'account_suspended', 'errors.adminModeration.sellerSuspended');
  }
  await signInSucceeded(deps, attempt);
  trackSignIn(deps, row.id);
  return { type: 'seller', id: row.id, name: row.name, phone: input.phone };
}

export async function startSellerReset(deps: AuthDeps, phone: string, meta: RequestMeta) {
  const seller = await sellerByPhone(deps.db, phone);
  return sendCode(deps, phone, 'seller_reset', meta, Boolean(seller));
}

export async function completeSellerReset(
  deps: AuthDeps,
  input: z.output<typeof ResetCompleteSchema>,
) {
  let codeId: string;
  try {
    codeId = await checkCode(codeDeps(deps), {
      phone: input.phone,
      purpose: 'seller_reset',
      code: input.code,
    });
  } catch (err) {
    if (err instanceof HttpError && err.code === 'invalid_code') throw resetFailed();
    throw err;
  }
  const seller = await sellerByPhone(deps.db, input.phone);
  if (!seller) throw resetFailed();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await spendCode(tx, deps.clock, codeId);
    await tx
      .update(sellerCredentials)
      .set({ passwordHash, passwordChangedAt: deps.clock.now() })
      .where(eq(sellerCredentials.sellerId, seller.id));
    // Whoever knew the old password is signed out everywhere.
    await endUserSessions(tx, 'seller', seller.id);
  });
}
