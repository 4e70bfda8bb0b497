// The seller center's product contracts: the seller's own list with filters, one product as the
// edit form needs it, the product form (sent as the JSON field "product" of a multipart request
// beside the photo files), and bulk actions. Shared by server (validation, responses) and web.
import { z } from 'zod';
import {
  CategorySchema,
  ProductStatusSchema,
  RegistrationLocationSchema,
  SellerProductStatusSchema,
} from './enum-schemas.ts';
import type { ProductStatus } from './enums.ts';
import { cedis, deliveryAreasField } from './fields.ts';
import { PhotoViewSchema } from './photo-view.ts';

/** Photos per product, bytes per photo and decoded pixels per photo. */
export const MAX_PRODUCT_PHOTOS = 8;
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_PHOTO_MAX_PIXELS = 40_000_000;
/** Ids one bulk request may name; all apply in one transaction or none do. */
export const BULK_MAX_IDS = 100;
export const SELLER_PRODUCTS_PAGE_SIZE = 50;

// ── the list ──────────────────────────────────────────────────────────────────────────────────

/** GET /api/seller/products: blank filters mean "all". */
export const SellerProductListQuerySchema = z.object({
  q: z
    .string()
    .max(200, 'validation.invalid')
    .optional()
    .transform((v) => v?.trim() || undefined),
  category: CategorySchema.optional(),
  status: ProductStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SellerProductListQuery = z.input<typeof SellerProductListQuerySchema>;

export const SellerProductRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  pricePesewas: z.number().int(),
  category: CategorySchema,
  status: ProductStatusSchema,
  isBoosted: z.boolean(),
  boostedUntil: z.string().nullable(),
  viewCount: z.number().int(),
  whatsappClickCount: z.number().int(),
  photo: PhotoViewSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProductRow = z.infer<typeof SellerProductRowSchema>;

export const SellerProductListSchema = z.object({
  items: z.array(SellerProductRowSchema),
  /** Rows matching the filters (for paging). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** All the seller's products by status, ignoring the filters (tab count, status filter). */
  counts: z.object({
    all: z.number().int(),
    draft: z.number().int(),
    active: z.number().int(),
    hidden: z.number().int(),
    sold: z.number().int(),
    blocked: z.number().int(),
  } satisfies Record<'all' | ProductStatus, z.ZodNumber>),
});
export type SellerProductList = z.infer<typeof SellerProductListSchema>;

// ── one product, for the edit form ───────────────────────────────────────────────────────────

export const SellerPhotoSchema = z.object({ id: z.string(), view: PhotoViewSchema });
export type SellerPhoto = z.infer<typeof SellerPhotoSchema>;

export const SellerProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: CategorySchema,
  pricePesewas: z.number().int(),
  description: z.string(),
  location: z.string(),
  deliveryAvailable: z.boolean(),
  deliveryCostPesewas: z.number().int().nullable(),
  deliveryAreas: z.array(z.string()),
  status: ProductStatusSchema,
  isBoosted: z.boolean(),
  boostedUntil: z.string().nullable(),
  /** In display order; the first is the cover. */
  photos: z.array(SellerPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProduct = z.infer<typeof SellerProductSchema>;

// ── the form ──────────────────────────────────────────────────────────────────────────────────

/** Where each photo of the saved product comes from, in display order (first = cover): a photo
 * the product already has, or the n-th file of this request. Omitted existing photos are removed. */
export const PhotoSlotSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), id: z.uuid('validation.invalid') }),
  z.object({
    kind: z.literal('new'),
    index: z
      .number()
      .int()
      .min(0)
      .max(MAX_PRODUCT_PHOTOS - 1),
  }),
]);
export type PhotoSlot = z.infer<typeof PhotoSlotSchema>;

/** The JSON field "product" of POST /api/seller/products and PUT /api/seller/products/:id. */
export const ProductFormSchema = z
  .object({
    title: z.string().trim().min(2, 'validation.productName').max(120, 'validation.invalid'),
    category: CategorySchema,
    /** Cedis with up to 2 decimals (the form's step 0.01). */
    price: cedis('validation.price'),
    description: z.string().trim().max(2000, 'validation.invalid').default(''),
    location: RegistrationLocationSchema,
    deliveryAvailable: z.boolean().default(false),
    deliveryCost: cedis('validation.price').optional(),
    deliveryAreas: deliveryAreasField,
    status: SellerProductStatusSchema.default('active'),
    photos: z.array(PhotoSlotSchema).max(MAX_PRODUCT_PHOTOS, 'sellerPhotos.tooMany').default([]),
  })
  // Typed in cedis as `price`/`deliveryCost`, parsed into pesewas named so; delivery cost and
  // areas only mean something when delivery is offered.
  .transform(({ price, deliveryCost, ...p }) => ({
    ...p,
    pricePesewas: price,
    deliveryCostPesewas: p.deliveryAvailable ? deliveryCost : undefined,
    deliveryAreas: p.deliveryAvailable ? p.deliveryAreas : ([] as string[]),
  }));
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductForm = z.output<typeof ProductFormSchema>;

// ── bulk actions ──────────────────────────────────────────────────────────────────────────────

export const BULK_ACTIONS = ['hide', 'unhide', 'boost', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** POST /api/seller/products/bulk. Ids the seller does not own make the whole request 404. */
export const BulkActionSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z
    .array(z.uuid('validation.invalid'))
    .min(1, 'sellerCenter.noneSelected')
    .max(BULK_MAX_IDS, 'sellerCenter.tooManySelected')
    .transform((ids) => [...new Set(ids)]),
  /** Boost only: how long, in days (its credit cost grows with it: Prices.boostCredits). */
  days: z.union([z.literal(1), z.literal(3), z.literal(7)], 'sellerCenter.boostDays').optional(),
});
export type BulkActionInput = z.input<typeof BulkActionSchema>;

export const BulkResultSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** Products whose state changed (hiding an already hidden product changes nothing). */
  changed: z.number().int(),
  /** Boost only: the seller's credits left. */
  creditsLeft: z.number().int().optional(),
});
export type BulkResult = z.infer<typeof BulkResultSchema>;
