// One product's public page: the product with its photos, its seller and related products.
import type { Db } from '@dwa/db/client';
import { momoWallets, productImages, products, sellers } from '@dwa/db/schema/index';
import type { ProductDetail } from '@dwa/domain/products';
import { and, asc, eq, ne } from 'drizzle-orm';
import { shopSummary } from '../shops/shops.service.ts';
import { type PhotoVariant, toPhotoView } from './photo-view.ts';
import { cardColumns, isListed, listingOrder, toProductCard } from './product-card.ts';

const RELATED = 8;

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
  const [photos, related, wallets] = await Promise.all([
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
    // Buy safely needs the wallet the seller is paid to (decision 066).
    seller.buySafely
      ? db
          .select({ id: momoWallets.id })
          .from(momoWallets)
          .where(and(eq(momoWallets.userType, 'seller'), eq(momoWallets.userId, seller.id)))
      : Promise.resolve([]),
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
    buySafely: seller.buySafely && wallets.length > 0 && p.stock !== 0,
    photos: photos.flatMap((i) => toPhotoView(i.variants as PhotoVariant[]) ?? []),
    viewCount: p.viewCount,
    whatsappClickCount: p.whatsappClickCount,
    seller: shopSummary(seller),
    related: related.map(toProductCard),
    createdAt: p.createdAt.toISOString(),
  };
}
