// The signed-in seller's shop profile: read it (with the verification, Pro and wallet state) and
// change the shop details. Every query names the seller from the session, never from the client.
import type { Db } from '@dwa/db/client';
import { sellers } from '@dwa/db/schema/index';
import type { RegistrationLocation } from '@dwa/domain/enums';
import type { ProfileUpdateSchema, SellerProfile } from '@dwa/domain/seller-profile';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { toPhotoView } from '../../catalog/public.ts';
import { balanceOf } from '../../money/public.ts';
import { getWallet } from './wallet.service.ts';

/** The seller's profile; 404 when the account is gone (a session outliving its seller). */
export async function getSellerProfile(db: Db, sellerId: string): Promise<SellerProfile> {
  const [[s], wallet, boostCredits] = await Promise.all([
    db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1),
    getWallet(db, sellerId),
    balanceOf(db, 'seller_credits', sellerId),
  ]);
  if (!s) throw notFound('errors.notFound.seller');
  return {
    id: s.id,
    businessName: s.businessName,
    whatsappNumber: s.whatsappNumber,
    location: s.locationSlug as RegistrationLocation,
    description: s.description,
    photo: s.photoVariants ? toPhotoView(s.photoVariants) : null,
    isVerified: s.isVerified,
    verifiedUntil: s.verifiedUntil?.toISOString() ?? null,
    proUntil: s.proUntil?.toISOString() ?? null,
    boostCredits,
    wallet,
    buySafely: s.buySafely,
  };
}

/** Buy safely on or off. On needs the MoMo wallet the seller is paid to (decision 066); the
 * orders already placed keep going either way. */
export async function setBuySafely(
  deps: { db: Db; clock: Clock },
  sellerId: string,
  enabled: boolean,
): Promise<SellerProfile> {
  if (enabled && !(await getWallet(deps.db, sellerId))) {
    throw new HttpError(400, 'validation_failed', 'errors.orders.walletFirst', {
      enabled: 'errors.orders.walletFirst',
    });
  }
  const updated = await deps.db
    .update(sellers)
    .set({ buySafely: enabled, updatedAt: deps.clock.now() })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id });
  if (updated.length === 0) throw notFound('errors.notFound.seller');
  return getSellerProfile(deps.db, sellerId);
}

/** Name, location and description; the products' copy of the name follows by trigger (0005). */
export async function updateSellerProfile(
  deps: { db: Db; clock: Clock },
  sellerId: string,
  input: z.output<typeof ProfileUpdateSchema>,
): Promise<SellerProfile> {
  const updated = await deps.db
    .update(sellers)
    .set({
      businessName: input.businessName,
      locationSlug: input.location,
      description: input.description,
      updatedAt: deps.clock.now(),
    })
    .where(eq(sellers.id, sellerId))
    .returning({ id: sellers.id });
  if (updated.length === 0) throw notFound('errors.notFound.seller');
  return getSellerProfile(deps.db, sellerId);
}
