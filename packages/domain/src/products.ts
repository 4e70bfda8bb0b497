// Public product listing contract, shared by server (response schema) and web (types).
import { z } from 'zod';
import { CategorySchema } from './enum-schemas.ts';

/** One image as the browser needs it: a default src, a srcset of WebP variants and the intrinsic
 * size of the largest variant (for width/height attributes that prevent layout shift). */
export const ImageViewSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageView = z.infer<typeof ImageViewSchema>;

export const ProductCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  pricePesewas: z.number().int(),
  category: CategorySchema,
  location: z.string(),
  deliveryAvailable: z.boolean(),
  isBoosted: z.boolean(),
  isFeatured: z.boolean(),
  image: ImageViewSchema.nullable(),
  seller: z.object({
    id: z.string(),
    businessName: z.string(),
    isVerified: z.boolean(),
  }),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

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
