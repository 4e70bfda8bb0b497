// The product card every public list shows (home, search, shop, related products).
import { z } from 'zod';
import { CategorySchema } from './enum-schemas.ts';
import { PhotoViewSchema } from './photo-view.ts';

export const ProductCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  pricePesewas: z.number().int(),
  category: CategorySchema,
  location: z.string(),
  deliveryAvailable: z.boolean(),
  isBoosted: z.boolean(),
  isFeatured: z.boolean(),
  /** The cover photo (the first one), or null for a product without photos. */
  photo: PhotoViewSchema.nullable(),
  seller: z.object({
    id: z.string(),
    businessName: z.string(),
    isVerified: z.boolean(),
  }),
  createdAt: z.string(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;
