// A seller's public shop: the summary a product page shows and the shop page.
import { z } from 'zod';
import { PhotoViewSchema } from './photo-view.ts';
import { ProductCardSchema } from './product-card.ts';

export const ShopSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  isVerified: z.boolean(),
  location: z.string(),
  /** E.164, or null when the seller has no usable WhatsApp number (no broken links). */
  whatsappNumber: z.string().nullable(),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;

export const ShopPageSchema = ShopSummarySchema.extend({
  description: z.string(),
  photo: PhotoViewSchema.nullable(),
  memberSince: z.string(),
  products: z.array(ProductCardSchema),
});
export type ShopPage = z.infer<typeof ShopPageSchema>;
