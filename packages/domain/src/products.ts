// Public product reads, shared by server (response schemas) and web (types): the listing, one
// product's page and the category counts.
import { z } from 'zod';
import { CategorySchema } from './enum-schemas.ts';
import { PhotoViewSchema } from './photo-view.ts';
import { ProductCardSchema } from './product-card.ts';
import { ShopSummarySchema } from './shops.ts';

export const ProductListQuerySchema = z.object({
  category: CategorySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = z.object({
  items: z.array(ProductCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pricePesewas: z.number().int(),
  category: CategorySchema,
  location: z.string(),
  deliveryAvailable: z.boolean(),
  deliveryCostPesewas: z.number().int().nullable(),
  deliveryAreas: z.array(z.string()),
  isBoosted: z.boolean(),
  /** "Buy safely" is offered: the shop opted in with a wallet, and one is left (decision 066). */
  buySafely: z.boolean(),
  photos: z.array(PhotoViewSchema),
  viewCount: z.number().int(),
  /** How many times buyers tapped "Chat on WhatsApp" (the server's counter). */
  whatsappClickCount: z.number().int(),
  seller: ShopSummarySchema,
  related: z.array(ProductCardSchema),
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** GET /api/categories: listed products per category (the home page's chips: chipCategories). */
export const CategoryCountsSchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ category: CategorySchema, count: z.number().int() })),
});
export type CategoryCounts = z.infer<typeof CategoryCountsSchema>;

/** POST /api/products/:id/inquiries: the WhatsApp click was counted. */
export const InquiryRecordedSchema = z.object({ recorded: z.literal(true) });
