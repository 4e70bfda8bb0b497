// The seller's own products as the seller center shows them: the filtered list with counts per
// status, and one product with its photos for the edit form. Every query names the seller in its
// WHERE clause, so another seller's id simply finds nothing (404, never 403).
import type { Db } from '@dwa/db/client';
import { productImages, products } from '@dwa/db/schema/index';
import type { ProductStatus } from '@dwa/domain/enums';
import {
  SELLER_PRODUCTS_PAGE_SIZE,
  type SellerProduct,
  type SellerProductList,
  type SellerProductListQuerySchema,
} from '@dwa/domain/seller-products';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type PhotoVariant, toPhotoView } from '../products/photo-view.ts';

type ListQuery = z.output<typeof SellerProductListQuerySchema>;

/** `q` is matched as typed: % and _ are escaped so "50%" does not mean "50 then anything". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Written out in full: in a one-table select Drizzle leaves column names unqualified, and a bare
// "id" inside this subquery would mean product_images.id.
const cover = sql<PhotoVariant[] | null>`(select pi.variants from product_images pi
  where pi.product_id = "products"."id" order by pi.position limit 1)`;

export async function listSellerProducts(
  db: Db,
  sellerId: string,
  query: ListQuery,
): Promise<SellerProductList> {
  const where = and(
    eq(products.sellerId, sellerId),
    query.q ? ilike(products.title, likePattern(query.q)) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  );
  const [rows, [matching], byStatus] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        pricePesewas: products.pricePesewas,
        category: products.category,
        status: products.status,
        isBoosted: products.isBoosted,
        boostedUntil: products.boostedUntil,
        viewCount: products.viewCount,
        whatsappClickCount: products.whatsappClickCount,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
        cover,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(SELLER_PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * SELLER_PRODUCTS_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
    db
      .select({ status: products.status, n: count() })
      .from(products)
      .where(eq(products.sellerId, sellerId))
      .groupBy(products.status),
  ]);
  const counts: SellerProductList['counts'] = {
    all: 0,
    draft: 0,
    active: 0,
    hidden: 0,
    sold: 0,
    blocked: 0,
  };
  for (const { status, n } of byStatus) {
    counts[status as ProductStatus] = n;
    counts.all += n;
  }
  return {
    items: rows.map(({ cover: photo, ...r }) => ({
      ...r,
      status: r.status as ProductStatus,
      boostedUntil: r.boostedUntil?.toISOString() ?? null,
      photo: photo ? toPhotoView(photo) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: matching?.total ?? 0,
    page: query.page,
    pageSize: SELLER_PRODUCTS_PAGE_SIZE,
    counts,
  };
}

/** One of the seller's products with its photos in order; null when it is not theirs. */
export async function getSellerProduct(
  db: Db,
  sellerId: string,
  id: string,
): Promise<SellerProduct | null> {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .limit(1);
  if (!p) return null;
  const photos = await db
    .select({ id: productImages.id, variants: productImages.variants })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  return {
    id: p.id,
    title: p.title,
    category: p.category,
    pricePesewas: p.pricePesewas,
    description: p.description,
    location: p.locationSlug,
    deliveryAvailable: p.deliveryAvailable,
    deliveryCostPesewas: p.deliveryCostPesewas,
    deliveryAreas: p.deliveryAreas,
    status: p.status as ProductStatus,
    isBoosted: p.isBoosted,
    boostedUntil: p.boostedUntil?.toISOString() ?? null,
    photos: photos.flatMap((ph) => {
      const view = toPhotoView(ph.variants as PhotoVariant[]);
      return view ? [{ id: ph.id, view }] : [];
    }),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
