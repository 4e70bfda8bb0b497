// Product and shop pages, inquiries and receipts: contracts shared by server and web.
import { z } from 'zod';
import { CategorySchema } from './enum-schemas.ts';
import { parseCedisToPesewas } from './money.ts';
import { normalizeGhanaPhone } from './phone.ts';
import { ImageViewSchema, ProductCardSchema } from './products.ts';

export const ShopSummarySchema = z.object({
  id: z.string(),
  businessName: z.string(),
  isVerified: z.boolean(),
  location: z.string(),
  /** E.164, or null when the seller has no usable WhatsApp number (no broken links). */
  whatsappNumber: z.string().nullable(),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;

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
  images: z.array(ImageViewSchema),
  viewCount: z.number().int(),
  /** How many times buyers tapped "Chat on WhatsApp" (the server's counter). */
  whatsappClickCount: z.number().int(),
  seller: ShopSummarySchema,
  related: z.array(ProductCardSchema),
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ShopPageSchema = ShopSummarySchema.extend({
  description: z.string(),
  photo: ImageViewSchema.nullable(),
  memberSince: z.string(),
  products: z.array(ProductCardSchema),
});
export type ShopPage = z.infer<typeof ShopPageSchema>;

export const IdParamsSchema = z.object({ id: z.uuid('validation.invalid') });

export const ReceiptRequestSchema = z.object({
  productId: z.uuid('validation.invalid'),
  buyerPhone: z.string().transform((value, ctx) => {
    const phone = normalizeGhanaPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone' });
      return z.NEVER;
    }
    return phone;
  }),
  amount: z.union([z.string(), z.number()]).transform((value, ctx) => {
    const pesewas = parseCedisToPesewas(value);
    if (pesewas === null || pesewas <= 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.price' });
      return z.NEVER;
    }
    return pesewas;
  }),
});
export type ReceiptRequest = z.input<typeof ReceiptRequestSchema>;

/** What anyone holding the number may see: never the buyer's phone. */
export const ReceiptSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  productTitle: z.string(),
  amountPesewas: z.number().int(),
  seller: z.object({ businessName: z.string(), location: z.string() }),
  verificationUrl: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const RECEIPT_NUMBER_PATTERN = /^DWA-\d{8}-[A-Z0-9]{6}$/;
