// Bulk Hide / Unhide / Boost / Delete on the products a seller selected. One transaction: the
// selected rows are locked first, and if any id is not the seller's the whole request is a 404
// and nothing changes. Deleted products' own files are removed after the commit.
import type { Db } from '@dwa/db/client';
import { boosts, productImages, products, sellers } from '@dwa/db/schema/index';
import { boostCost, isBoostable, isBoostedAt, isProAt, isVerifiedAt } from '@dwa/domain/boosts';
import type { ProductStatus } from '@dwa/domain/enums';
import { creditUseTransaction } from '@dwa/domain/ledger';
import type { BoostDurationDays } from '@dwa/domain/prices';
import type { BulkActionSchema, BulkResult } from '@dwa/domain/seller-products';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HttpError } from '../../../lib/http-error.ts';
import type { ServerMessageKey } from '../../../lib/i18n.ts';
import { notifyBoostActive } from '../../messaging/public.ts';
import { balanceOf, getPrices, recordTransaction } from '../../money/public.ts';
import type { PhotoVariant } from '../products/photo-view.ts';
import { deleteFilesAfterCommit, type SaveDeps } from './save-product.service.ts';

type BulkInput = z.output<typeof BulkActionSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Locked = { id: string; status: string; isBoosted: boolean; boostedUntil: Date | null };

const DAY_MS = 24 * 60 * 60 * 1000;

const bulkError = (
  status: number,
  code: HttpError['code'],
  key: string,
  message?: ServerMessageKey,
) => new HttpError(status, code, message, { ids: `sellerBulk.${key}` });

export async function applyBulkAction(
  deps: SaveDeps,
  sellerId: string,
  { action, ids, days = 7 }: BulkInput,
): Promise<BulkResult> {
  let removedPhotos: { productId: string; variants: PhotoVariant[] }[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: products.id,
        status: products.status,
        isBoosted: products.isBoosted,
        boostedUntil: products.boostedUntil,
      })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.sellerId, sellerId)))
      .for('update');
    if (locked.length !== ids.length) {
      throw bulkError(404, 'not_found', 'notFound', 'errors.notFound.products');
    }
    const now = deps.clock.now();
    switch (action) {
      case 'hide':
        return { action, changed: await setStatus(tx, ids, ['active', 'draft'], 'hidden', now) };
      case 'unhide':
        return { action, changed: await setStatus(tx, ids, ['hidden'], 'active', now) };
      case 'delete': {
        removedPhotos = await tx
          .select({ productId: productImages.productId, variants: productImages.variants })
          .from(productImages)
          .where(inArray(productImages.productId, ids));
        // Photo rows, boosts and inquiries go with the product (ON DELETE CASCADE).
        const gone = await tx
          .delete(products)
          .where(and(inArray(products.id, ids), eq(products.sellerId, sellerId)))
          .returning({ id: products.id });
        return { action, changed: gone.length };
      }
      case 'boost':
        return boost(tx, deps, sellerId, locked, days);
    }
  });
  if (removedPhotos.length > 0) await deleteFilesAfterCommit(deps, removedPhotos);
  return result;
}

/** Moves the products in one of `from` to `to`; others (e.g. hiding a sold one) stay as they are. */
async function setStatus(tx: Tx, ids: string[], from: string[], to: string, now: Date) {
  const changed = await tx
    .update(products)
    .set({ status: to, updatedAt: now })
    .where(and(inArray(products.id, ids), inArray(products.status, from)))
    .returning({ id: products.id });
  return changed.length;
}

/** Boosting, as the spec says: a Pro seller boosts without credits, up to the fair-use
 * number of products boosted at once; anyone else must be verified and spends the price of the
 * chosen length in credits for each product not boosted now. Each boosted product gets `days` more
 * at the top (from now, or from the end of a boost that ran out but is not yet swept). Products
 * already boosted are left alone and cost nothing. The seller's row is locked first: two boosts
 * at once spend credits one after the other, never the same credit twice. */
async function boost(
  tx: Tx,
  deps: SaveDeps,
  sellerId: string,
  locked: Locked[],
  days: BoostDurationDays,
): Promise<BulkResult> {
  const now = deps.clock.now();
  const [seller] = await tx
    .select({
      isVerified: sellers.isVerified,
      verifiedUntil: sellers.verifiedUntil,
      proUntil: sellers.proUntil,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  if (!seller) throw bulkError(404, 'not_found', 'notFound', 'errors.notFound.products');
  const pro = isProAt(seller.proUntil, now);
  if (!pro && !isVerifiedAt(seller, now)) {
    throw bulkError(403, 'verification_required', 'verificationRequired');
  }
  if (!locked.every((p) => isBoostable(p.status as ProductStatus))) {
    throw bulkError(400, 'validation_failed', 'activeOnly', 'errors.boosts.activeOnly');
  }
  const balance = await balanceOf(tx, 'seller_credits', sellerId);
  const toBoost = locked.filter((p) => !isBoostedAt(p, now));
  if (toBoost.length === 0) return { action: 'boost', changed: 0, creditsLeft: balance };
  const prices = await getPrices(tx);
  const cost = boostCost(toBoost.length, days, prices, pro);
  if (pro) {
    const [running] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(
          eq(products.sellerId, sellerId),
          eq(products.isBoosted, true),
          gt(products.boostedUntil, now),
        ),
      );
    if ((running?.n ?? 0) + toBoost.length > prices.proBoostLimit) {
      throw new HttpError(409, 'conflict', 'errors.boosts.proLimit');
    }
  } else if (balance < cost) {
    throw bulkError(402, 'not_enough_credits', 'notEnoughCredits');
  }
  const boosted = await tx
    .update(products)
    .set({
      isBoosted: true,
      boostedUntil: sql`greatest(${products.boostedUntil}, ${now.toISOString()}::timestamptz) + ${`${days} days`}::interval`,
      updatedAt: now,
    })
    .where(
      inArray(
        products.id,
        toBoost.map((p) => p.id),
      ),
    )
    .returning({ id: products.id, until: products.boostedUntil });
  const rows = await tx
    .insert(boosts)
    .values(
      boosted.map((b) => ({
        productId: b.id,
        sellerId,
        startsAt: new Date(b.until!.getTime() - days * DAY_MS),
        endsAt: b.until!,
      })),
    )
    .returning({ id: boosts.id });
  if (cost > 0) {
    // One movement per boost request, named by its first boost row (unique, made just now).
    await recordTransaction(
      tx,
      creditUseTransaction({ reference: `boost:${rows[0]!.id}`, sellerId, credits: cost }),
      { at: now },
    );
  }
  await notifyBoostActive(tx, deps, sellerId, boosted);
  return { action: 'boost', changed: boosted.length, creditsLeft: balance - cost };
}
