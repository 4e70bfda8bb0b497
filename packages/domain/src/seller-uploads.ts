// Products a seller sent to the WhatsApp bot, as the seller center lists them, and what
// publishing may change first. Publishing creates an active product in the category the
// caption named, else General (spec section 4; defaults in whatsapp-upload.ts), and needs a
// price: the parsed one or the seller's (decision 060).
import { z } from 'zod';
import { CategorySchema } from './enum-schemas.ts';
import { UPLOAD_STATUSES } from './enums.ts';
import { cedis, optionalCedis, splitDeliveryAreas } from './fields.ts';
import { parseCedisToPesewas } from './money.ts';
import { PhotoViewSchema } from './photo-view.ts';

/** Thumbnails shown per upload; the rest are counted as "+N" (spec section 9). */
export const UPLOAD_THUMBNAILS = 3;

export const UploadStatusSchema = z.enum(UPLOAD_STATUSES);

export const SellerUploadSchema = z.object({
  id: z.string(),
  parsedTitle: z.string().nullable(),
  parsedPricePesewas: z.number().int().nullable(),
  parsedDescription: z.string().nullable(),
  /** The category the caption's words named (WhatsApp bot), or null: publishing starts from it. */
  parsedCategory: CategorySchema.nullable(),
  /** The delivery the caption offers ("Delivery to Ejisu and Adum, 20gh delivery fee"): the
   * publish dialog starts from it. */
  parsedDeliveryAvailable: z.boolean(),
  parsedDeliveryAreas: z.array(z.string()),
  parsedDeliveryFeePesewas: z.number().int().nullable(),
  messageText: z.string(),
  /** The first UPLOAD_THUMBNAILS photos, in the order sent (only these are shown). */
  photos: z.array(PhotoViewSchema).max(UPLOAD_THUMBNAILS),
  /** How many photos were sent in all: the list shows "+N" for the ones beyond the thumbnails. */
  photoCount: z.number().int(),
  status: UploadStatusSchema,
  /** The product made by publishing, once published. */
  productId: z.string().nullable(),
  createdAt: z.string(),
});
export type SellerUpload = z.infer<typeof SellerUploadSchema>;

/** GET /api/seller/uploads (newest first) with counts per status for the tab label. */
export const SellerUploadListSchema = z.object({
  items: z.array(SellerUploadSchema),
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    published: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type SellerUploadList = z.infer<typeof SellerUploadListSchema>;

/** POST /api/seller/uploads/:id/publish: the seller may correct the parsed fields first; a field
 * left out keeps the parsed value (or the spec's default). The delivery is one answer: with
 * `deliveryAvailable` sent, cost and areas are the seller's too (left out, none); without it,
 * the caption's delivery, places and fee are published (decision 060, addendum 4). */
export const PublishUploadSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(2, 'validation.productName')
      .max(120, 'validation.invalid')
      .optional(),
    /** Cedis as typed; parsed, it is `pricePesewas`. */
    price: cedis('validation.price').optional(),
    description: z.string().trim().max(2000, 'validation.invalid').optional(),
    category: CategorySchema.optional(),
    deliveryAvailable: z.boolean().optional(),
    /** Cedis as typed; blank is no cost given, 0 is free delivery. */
    deliveryCost: optionalCedis('validation.price').optional(),
    /** Comma separated, as the product form takes them. */
    deliveryAreas: z.string().max(500, 'validation.invalid').optional(),
  })
  .transform(({ price, deliveryAvailable, deliveryCost, deliveryAreas, ...rest }) => ({
    ...rest,
    pricePesewas: price,
    ...(deliveryAvailable === undefined
      ? {}
      : {
          delivery: {
            available: deliveryAvailable,
            costPesewas: deliveryAvailable ? (deliveryCost ?? null) : null,
            areas: deliveryAvailable ? splitDeliveryAreas(deliveryAreas ?? '') : [],
          },
        }),
  }));
export type PublishUploadInput = z.input<typeof PublishUploadSchema>;

/** The field message of a publish without a price (the dialog's and the server's). */
export const PRICE_REQUIRED_MESSAGE = 'sellerUploads.publishDialog.priceRequired';

/** The publish dialog's fields as typed: every field present; the price is required (a blank
 * or GH₵ 0 would list the product as free). toPublishInput turns them into the request. */
export const PublishUploadFormSchema = z.object({
  title: z.string().trim().min(2, 'validation.productName').max(120, 'validation.invalid'),
  price: z
    .string()
    .trim()
    .refine((v) => v !== '' && parseCedisToPesewas(v) !== 0, PRICE_REQUIRED_MESSAGE)
    .refine((v) => v === '' || parseCedisToPesewas(v) !== null, 'validation.price'),
  description: z.string().trim().max(2000, 'validation.invalid'),
  category: CategorySchema,
  deliveryAvailable: z.boolean(),
  // Cost and areas exist only while delivery is ticked (the fields unregister when unticked).
  deliveryCost: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseCedisToPesewas(v) !== null, 'validation.price'),
  deliveryAreas: z.string().max(500, 'validation.invalid').optional(),
});
export type PublishUploadFormValues = z.input<typeof PublishUploadFormSchema>;

/** The dialog always sends the delivery: what the seller sees there is what goes live. */
export const toPublishInput = (values: PublishUploadFormValues): PublishUploadInput => ({
  ...values,
  price: values.price.trim(),
});

export const PublishedUploadSchema = z.object({ productId: z.string() });
