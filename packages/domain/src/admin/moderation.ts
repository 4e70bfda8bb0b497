// The admin back office's moderation screens (decision 041): sellers (suspend,
// reactivate, verify, grant credits), products (block, unblock, feature, delete), buyers' reports
// of listings and the contact form's messages. Requests and answers, shared by server and web;
// field messages are server catalog keys (`errors.adminModeration.*`).
import { z } from 'zod';
import {
  PRODUCT_REPORT_REASONS,
  PRODUCT_REPORT_STATUSES,
  PRODUCT_STATUSES,
  SELLER_STATUSES,
} from '../enums.ts';

/** Every admin list answers pages of this many rows. */
export const ADMIN_PAGE_SIZE = 50;
export const MODERATION_REASON_MAX = 300;
/** Credits one grant may give (a typo of 10000 must not pass). */
export const MAX_GRANTED_CREDITS = 1_000;

const M = 'errors.adminModeration';

const page = z.coerce
  .number(`${M}.pageInvalid`)
  .int(`${M}.pageInvalid`)
  .min(1, `${M}.pageInvalid`)
  .max(10_000, `${M}.pageInvalid`)
  .default(1);

/** A search box's words: trimmed, an empty box means no search. */
const search = z
  .string()
  .trim()
  .max(100, `${M}.searchTooLong`)
  .optional()
  .transform((q) => q || undefined);

/** Why an admin acts (kept in the audit row, shown to the next admin). */
const reason = z
  .string(`${M}.reasonRequired`)
  .trim()
  .min(3, `${M}.reasonRequired`)
  .max(MODERATION_REASON_MAX, `${M}.reasonTooLong`);

const note = z
  .string()
  .trim()
  .max(MODERATION_REASON_MAX, `${M}.reasonTooLong`)
  .optional()
  .transform((n) => n || null);

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---- Sellers -------------------------------------------------------------------------------

export const SellerStatusSchema = z.enum(SELLER_STATUSES);

/** GET /api/admin/sellers: business name, phone (any spelling) or location; a status. */
export const AdminSellerListQuerySchema = z.object({
  q: search,
  status: z.enum(SELLER_STATUSES, `${M}.statusInvalid`).optional(),
  page,
});
export type AdminSellerListQuery = z.input<typeof AdminSellerListQuerySchema>;

export const AdminSellerSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  /** E.164. */
  phone: z.string(),
  location: z.string(),
  locationName: z.string(),
  status: SellerStatusSchema,
  /** Verified now (the flag and an expiry in the future, or none). */
  isVerified: z.boolean(),
  verifiedUntil: z.string().nullable(),
  isPro: z.boolean(),
  proUntil: z.string().nullable(),
  productCount: z.number().int(),
  /** Boost credits: the ledger's balance. */
  credits: z.number().int(),
  createdAt: z.string(),
  /** The last sign-in on the web, when one was recorded. */
  lastSignInAt: z.string().nullable(),
});
export type AdminSeller = z.infer<typeof AdminSellerSchema>;

export const AdminSellerListSchema = paged(AdminSellerSchema);
export type AdminSellerList = z.infer<typeof AdminSellerListSchema>;

/** POST /api/admin/sellers/:id/suspend. */
export const SuspendSellerSchema = z.object({ reason });
export type SuspendSellerInput = z.input<typeof SuspendSellerSchema>;

/** POST /api/admin/sellers/:id/verification: verified as a paid verification would (its length
 * from the prices), or the verification taken away. */
export const SellerVerificationSchema = z.object({
  verified: z.boolean(`${M}.verifiedRequired`),
});

/** POST /api/admin/sellers/:id/credits: boost credits given through the ledger, once per
 * `requestId` (the dialog makes one when it opens: a double click or a retry grants once). */
export const GrantCreditsSchema = z.object({
  credits: z.coerce
    .number(`${M}.creditsInvalid`)
    .int(`${M}.creditsInvalid`)
    .min(1, `${M}.creditsInvalid`)
    .max(MAX_GRANTED_CREDITS, `${M}.creditsInvalid`),
  reason,
  requestId: z.uuid(`${M}.requestIdInvalid`),
});
export type GrantCreditsInput = z.input<typeof GrantCreditsSchema>;

export const GrantCreditsResultSchema = z.object({
  sellerId: z.string(),
  /** False when this request id had already granted: nothing more was given. */
  granted: z.boolean(),
  credits: z.number().int(),
});
export type GrantCreditsResult = z.infer<typeof GrantCreditsResultSchema>;

// ---- Products ------------------------------------------------------------------------------

export const AdminProductListQuerySchema = z.object({
  q: search,
  status: z.enum(PRODUCT_STATUSES, `${M}.statusInvalid`).optional(),
  page,
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

export const AdminProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  seller: z.object({ id: z.string(), businessName: z.string(), status: SellerStatusSchema }),
  status: z.enum(PRODUCT_STATUSES),
  isFeatured: z.boolean(),
  /** Boosted now. */
  isBoosted: z.boolean(),
  pricePesewas: z.number().int(),
  viewCount: z.number().int(),
  whatsappClickCount: z.number().int(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = paged(AdminProductSchema);
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** POST /api/admin/products/:id/block. */
export const BlockProductSchema = z.object({ reason });
export type BlockProductInput = z.input<typeof BlockProductSchema>;

/** POST /api/admin/products/:id/featured. */
export const FeatureProductSchema = z.object({
  featured: z.boolean(`${M}.featuredRequired`),
});

// ---- Reports -------------------------------------------------------------------------------

export const AdminReportListQuerySchema = z.object({
  status: z.enum(PRODUCT_REPORT_STATUSES, `${M}.statusInvalid`).default('open'),
  page,
});
export type AdminReportListQuery = z.input<typeof AdminReportListQuerySchema>;

export const REPORT_RESOLUTIONS = ['dismiss', 'block_product'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

export const AdminReportSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), title: z.string(), status: z.enum(PRODUCT_STATUSES) }),
  seller: z.object({ id: z.string(), businessName: z.string() }),
  reason: z.enum(PRODUCT_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(PRODUCT_REPORT_STATUSES),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolvedAt: z.string().nullable(),
  /** Open reports of the same product (this one included while open). */
  openForProduct: z.number().int(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportListSchema = paged(AdminReportSchema);
export type AdminReportList = z.infer<typeof AdminReportListSchema>;

/** POST /api/admin/reports/:id/resolve: every open report of the product closes with it. */
export const ResolveReportSchema = z.object({
  action: z.enum(REPORT_RESOLUTIONS, `${M}.actionInvalid`),
  note,
});
export type ResolveReportInput = z.input<typeof ResolveReportSchema>;

export const ResolveReportResultSchema = z.object({
  productId: z.string(),
  action: z.enum(REPORT_RESOLUTIONS),
  /** How many open reports of the product were closed. */
  resolved: z.number().int(),
  productStatus: z.enum(PRODUCT_STATUSES),
});
export type ResolveReportResult = z.infer<typeof ResolveReportResultSchema>;

// ---- Contact messages ----------------------------------------------------------------------

export const MESSAGE_FILTERS = ['new', 'handled', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const AdminMessageListQuerySchema = z.object({
  status: z.enum(MESSAGE_FILTERS, `${M}.statusInvalid`).default('new'),
  page,
});
export type AdminMessageListQuery = z.input<typeof AdminMessageListQuerySchema>;

export const AdminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessageListSchema = paged(AdminMessageSchema);
export type AdminMessageList = z.infer<typeof AdminMessageListSchema>;

/** POST /api/admin/messages/:id/handled: handled, or opened again. */
export const MessageHandledSchema = z.object({
  handled: z.boolean(`${M}.handledRequired`),
});
