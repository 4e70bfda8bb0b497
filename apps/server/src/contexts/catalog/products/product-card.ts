// The product card every list shows (home, shop, related, search): one selection and one
// mapping, so all lists agree on what a card is.
import { productImages, products, sellers } from '@dwa/db/schema/index';
import type { ProductCard } from '@dwa/domain/product-card';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type PhotoVariant, toPhotoView } from './photo-view.ts';

/** What the public may see: active products of active sellers. */
export const isListed = and(eq(products.status, 'active'), eq(sellers.status, 'active'));

/** Columns for a card; use with `.from(products).innerJoin(sellers, …)`. */
export const cardColumns = {
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
  cover: sql<PhotoVariant[] | null>`(select ${productImages.variants} from ${productImages}
    where ${productImages.productId} = ${products.id}
    order by ${productImages.position} limit 1)`,
};

/** Boosted, then featured, then newest (spec section 9); matches the listing indexes. */
export const listingOrder = [
  desc(products.isBoosted),
  desc(products.isFeatured),
  desc(products.createdAt),
  desc(products.id),
];

export interface CardRow {
  id: string;
  title: string;
  pricePesewas: number;
  category: string;
  location: string;
  deliveryAvailable: boolean;
  isBoosted: boolean;
  isFeatured: boolean;
  createdAt: Date | string;
  sellerId: string;
  businessName: string;
  isVerified: boolean;
  cover: PhotoVariant[] | null;
}

export function toProductCard(r: CardRow): ProductCard {
  return {
    id: r.id,
    title: r.title,
    pricePesewas: r.pricePesewas,
    category: r.category as ProductCard['category'],
    location: r.location,
    deliveryAvailable: r.deliveryAvailable,
    isBoosted: r.isBoosted,
    isFeatured: r.isFeatured,
    photo: r.cover ? toPhotoView(r.cover) : null,
    seller: { id: r.sellerId, businessName: r.businessName, isVerified: r.isVerified },
    createdAt: new Date(r.createdAt).toISOString(),
  };
}
