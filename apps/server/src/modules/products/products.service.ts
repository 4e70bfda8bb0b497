import type { Db } from '@dwa/db/client';
import { productImages, products, sellers } from '@dwa/db/schema/index';
import type { ProductListQuery, ProductListResponse } from '@dwa/domain/products';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { type ImageVariant, toImageView } from './image-view.ts';

/** The public listing: active products of active sellers, boosted first, then featured, then
 * newest (spec section 9), in pages. The ORDER BY matches the partial index on products. */
export async function listPublicProducts(
  db: Db,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const filters: SQL[] = [eq(products.status, 'active'), eq(sellers.status, 'active')];
  if (query.category) filters.push(eq(products.category, query.category));
  const where = and(...filters);

  const [rows, totals] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.title,
        pricePesewas: products.pricePesewas,
        category: products.category,
        location: products.locationSlug,
        deliveryAvailable: products.deliveryAvailable,
        isBoosted: products.isBoosted,
        isFeatured: products.isFeatured,
        createdAt: products.createdAt,
        sellerId: sellers.id,
        businessName: sellers.businessName,
        isVerified: sellers.isVerified,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where)
      .orderBy(
        desc(products.isBoosted),
        desc(products.isFeatured),
        desc(products.createdAt),
        desc(products.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(where),
  ]);

  const covers = await coverImages(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      pricePesewas: r.pricePesewas,
      category: r.category,
      location: r.location,
      deliveryAvailable: r.deliveryAvailable,
      isBoosted: r.isBoosted,
      isFeatured: r.isFeatured,
      image: covers.get(r.id) ?? null,
      seller: { id: r.sellerId, businessName: r.businessName, isVerified: r.isVerified },
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
  };
}

/** The first image (lowest position) of each product, as an ImageView. */
async function coverImages(db: Db, productIds: string[]) {
  const covers = new Map<string, ReturnType<typeof toImageView>>();
  if (productIds.length === 0) return covers;
  const images = await db
    .select({
      productId: productImages.productId,
      variants: productImages.variants,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const image of images) {
    if (covers.has(image.productId)) continue;
    covers.set(image.productId, toImageView(image.variants as ImageVariant[]));
  }
  return covers;
}
