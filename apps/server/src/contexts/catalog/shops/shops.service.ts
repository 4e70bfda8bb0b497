// A seller's public shop: the summary a product page shows and the shop page.
import type { Db } from '@dwa/db/client';
import { products, sellers } from '@dwa/db/schema/index';
import { normalizeGhanaPhone } from '@dwa/domain/phone';
import type { ShopPage, ShopSummary } from '@dwa/domain/shops';
import { and, eq } from 'drizzle-orm';
import { toPhotoView } from '../products/photo-view.ts';
import { cardColumns, isListed, listingOrder, toProductCard } from '../products/product-card.ts';

const SHOP_PRODUCTS = 200;

export function shopSummary(s: typeof sellers.$inferSelect): ShopSummary {
  return {
    id: s.id,
    businessName: s.businessName,
    isVerified: s.isVerified,
    location: s.locationSlug,
    // A stored number is E.164 by constraint; re-checking keeps a bad row from a broken link.
    whatsappNumber: normalizeGhanaPhone(s.whatsappNumber),
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
    // Uploaded from Edit Shop (contexts/accounts/seller-profile) as WebP variants.
    photo: seller.photoVariants ? toPhotoView(seller.photoVariants) : null,
    memberSince: seller.createdAt.toISOString(),
    products: items.map(toProductCard),
  };
}
