// Products in the back office: the searchable list with open reports, block (status
// `blocked`: off the public site, the seller sees it and cannot change it), unblock (back to
// `hidden`: the seller decides to show it again), feature and delete (the files after the row,
// as the seller's own delete). Every change is audited with before/after in its transaction.
import type { Db } from '@dwa/db/client';
import { productImages, productReports, products, sellers } from '@dwa/db/schema/index';
import {
  ADMIN_PAGE_SIZE,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuerySchema,
} from '@dwa/domain/admin/moderation';
import type { ProductStatus, SellerStatus } from '@dwa/domain/enums';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { deleteFilesAfterCommit, likePattern } from '../../catalog/public.ts';
import type { Tx } from '../../money/public.ts';

type Deps = { db: Db; clock: Clock };
type ListQuery = z.output<typeof AdminProductListQuerySchema>;

export const productMissing = () => notFound('errors.adminModeration.productNotFound');

const columns = (now: Date) => ({
  id: products.id,
  title: products.title,
  sellerId: sellers.id,
  sellerName: sellers.businessName,
  sellerStatus: sellers.status,
  status: products.status,
  isFeatured: products.isFeatured,
  isBoosted: sql<boolean>`(${products.isBoosted} and ${products.boostedUntil} > ${now.toISOString()}::timestamptz)`,
  pricePesewas: products.pricePesewas,
  viewCount: products.viewCount,
  whatsappClickCount: products.whatsappClickCount,
  // The open-once index (product_id, visitor_id where open) answers this per row.
  openReports: sql<number>`(select count(*)::int from ${productReports}
    where ${productReports.productId} = ${products.id} and ${productReports.status} = 'open')`,
  createdAt: products.createdAt,
});

type Selected = {
  id: string;
  title: string;
  sellerId: string;
  sellerName: string;
  sellerStatus: string;
  status: string;
  isFeatured: boolean;
  isBoosted: boolean;
  pricePesewas: number;
  viewCount: number;
  whatsappClickCount: number;
  openReports: number;
  createdAt: Date;
};

function toView(r: Selected): AdminProduct {
  return {
    id: r.id,
    title: r.title,
    seller: { id: r.sellerId, businessName: r.sellerName, status: r.sellerStatus as SellerStatus },
    status: r.status as ProductStatus,
    isFeatured: r.isFeatured,
    isBoosted: Boolean(r.isBoosted),
    pricePesewas: r.pricePesewas,
    viewCount: r.viewCount,
    whatsappClickCount: r.whatsappClickCount,
    openReports: Number(r.openReports),
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listAdminProducts(deps: Deps, query: ListQuery): Promise<AdminProductList> {
  const now = deps.clock.now();
  // The title has a trigram index; the seller's name is copied onto the product row.
  const where = and(
    query.q
      ? or(
          ilike(products.title, likePattern(query.q)),
          ilike(products.sellerName, likePattern(query.q)),
        )
      : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(columns(now))
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toView),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function adminProductView(db: Db | Tx, id: string, now: Date) {
  const [row] = await db
    .select(columns(now))
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) throw productMissing();
  return toView(row);
}

/** Locks the product row (changes of one product run one after the other). */
export async function lockProduct(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      status: products.status,
      isFeatured: products.isFeatured,
      title: products.title,
      sellerId: products.sellerId,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw productMissing();
  return row;
}

/** Blocks a product from any status, in the caller's transaction; false when it already was. */
export async function blockProductIn(
  tx: Tx,
  adminId: string,
  productId: string,
  detail: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const before = await lockProduct(tx, productId);
  if (before.status === 'blocked') return false;
  await tx
    .update(products)
    .set({ status: 'blocked', updatedAt: now })
    .where(eq(products.id, productId));
  await recordAdminAction(tx, {
    adminId,
    action: 'product.block',
    targetType: 'product',
    targetId: productId,
    before: { status: before.status },
    after: { status: 'blocked' },
    detail,
    at: now,
  });
  return true;
}

export async function blockProduct(deps: Deps, adminId: string, id: string, reason: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await blockProductIn(tx, adminId, id, { reason }, now);
    return adminProductView(tx, id, now);
  });
}

/** Lifts a block: the product becomes `hidden`, for the seller to show again. */
export async function unblockProduct(deps: Deps, adminId: string, id: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.status !== 'blocked') {
      throw new HttpError(409, 'conflict', 'errors.adminModeration.notBlocked');
    }
    await tx.update(products).set({ status: 'hidden', updatedAt: now }).where(eq(products.id, id));
    await recordAdminAction(tx, {
      adminId,
      action: 'product.unblock',
      targetType: 'product',
      targetId: id,
      before: { status: 'blocked' },
      after: { status: 'hidden' },
      at: now,
    });
    return adminProductView(tx, id, now);
  });
}

export async function setProductFeatured(
  deps: Deps,
  adminId: string,
  id: string,
  featured: boolean,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.isFeatured !== featured) {
      await tx
        .update(products)
        .set({ isFeatured: featured, updatedAt: now })
        .where(eq(products.id, id));
      await recordAdminAction(tx, {
        adminId,
        action: featured ? 'product.feature' : 'product.unfeature',
        targetType: 'product',
        targetId: id,
        before: { isFeatured: before.isFeatured },
        after: { isFeatured: featured },
        at: now,
      });
    }
    return adminProductView(tx, id, now);
  });
}

/** Deletes the product (photo rows, boosts, reports go with it: ON DELETE CASCADE), audited;
 * its own files are deleted once that committed, as the seller's delete does. */
export async function deleteProductByAdmin(
  deps: Deps & { storage: ObjectStorage; log: FastifyBaseLogger },
  adminId: string,
  id: string,
) {
  const now = deps.clock.now();
  const photos = await deps.db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const removed = await tx
      .select({ productId: productImages.productId, variants: productImages.variants })
      .from(productImages)
      .where(eq(productImages.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordAdminAction(tx, {
      adminId,
      action: 'product.delete',
      targetType: 'product',
      targetId: id,
      before: { title: before.title, sellerId: before.sellerId, status: before.status },
      after: null,
      detail: { photos: removed.length },
      at: now,
    });
    return removed;
  });
  if (photos.length > 0) await deleteFilesAfterCommit(deps, photos);
}
