// Product and shop pages: everything a buyer sees about one product or one shop.
import type { Db } from '@dwa/db/client';
import { productImages, products, sellers } from '@dwa/db/schema/index';
import type { ProductDetail, ShopPage, ShopSummary } from '@dwa/domain/catalog';
import { normalizeGhanaPhone } from '@dwa/domain/phone';
import { and, asc, eq, ne } from 'drizzle-orm';
import { type ImageVariant, toImageView } from '../products/image-view.ts';
import { cardColumns, isListed, listingOrder, toProductCard } from '../products/product-card.ts';

const RELATED = 8;
const SHOP_PRODUCTS = 200;

function shopSummary(s: typeof sellers.$inferSelect): ShopSummary {
  return {
    id: s.id,
    businessName: s.businessName,
    isVerified: s.isVerified,
    location: s.locationSlug,
    // A stored number is E.164 by constraint; re-checking keeps a bad row from a broken link.
    whatsappNumber: normalizeGhanaPhone(s.whatsappNumber),
  };
}

/** A listed product with its photos, seller and related products; null when not public. */
export async function getProductDetail(db: Db, id: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ product: products, seller: sellers })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  if (!row) return null;
  const { product: p, seller } = row;
  const [images, related] = await Promise.all([
    db
      .select({ variants: productImages.variants })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(isListed, eq(products.category, p.category), ne(products.id, id)))
      .orderBy(...listingOrder)
      .limit(RELATED),
  ]);
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    pricePesewas: p.pricePesewas,
    category: p.category as ProductDetail['category'],
    location: p.locationSlug,
    deliveryAvailable: p.deliveryAvailable,
    deliveryCostPesewas: p.deliveryAvailable ? p.deliveryCostPesewas : null,
    deliveryAreas: p.deliveryAvailable ? p.deliveryAreas : [],
    isBoosted: p.isBoosted,
    images: images.flatMap((i) => toImageView(i.variants as ImageVariant[]) ?? []),
    viewCount: p.viewCount,
    whatsappClickCount: p.whatsappClickCount,
    seller: shopSummary(seller),
    related: related.map(toProductCard),
    createdAt: p.createdAt.toISOString(),
  };
}

/** An active seller's shop with all its listed products; null when not public. */
export async function getShopPage(db: Db, id: string): Promise<ShopPage | null> {
  const [seller] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, id), eq(sellers.status, 'active')))
    .limit(1);
  if (!seller) return null;
  const items = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(isListed, eq(products.sellerId, id)))
    .orderBy(...listingOrder)
    .limit(SHOP_PRODUCTS);
  return {
    ...shopSummary(seller),
    description: seller.description,
    // Uploaded from Edit Shop (modules/seller-profile) as WebP variants.
    photo: seller.photoVariants ? toImageView(seller.photoVariants) : null,
    memberSince: seller.createdAt.toISOString(),
    products: items.map(toProductCard),
  };
}
