// The admin's Audit Log (decision 041): who did what to which record, what it was and
// became, and when; newest first, paged, searchable. Field messages are server catalog keys.
import { z } from 'zod';

const S = 'errors.adminSettings';

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_ACTOR_TYPES = ['admin', 'seller', 'rider', 'system'] as const;

const words = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${S}.searchTooLong`)
    .optional()
    .transform((q) => q || undefined);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, `${S}.dayInvalid`)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), `${S}.dayInvalid`)
  .optional();

/**
 * GET /api/admin/audit. `q` matches the action, the target's id or the admin's e-mail (parts of
 * them); `action` is an action or its start (`seller.` finds every seller action); `actor` an
 * admin's e-mail or `system`; `from`/`to` Ghana days (UTC), both included.
 */
/**
 * Every field an audit row can record as before → after. The server's recorder takes only these
 * (AuditChange), and the Audit Log shows each by its label (adminAudit.fields, in every language;
 * a test holds that each has one).
 */
export const AUDIT_FIELDS = [
  // a product, a seller, a report, a WhatsApp upload, a delivery job, a live stream
  'status',
  'productStatus',
  'productId',
  'sellerId',
  'title',
  'isFeatured',
  'isVerified',
  'verifiedUntil',
  'credits',
  // a contact message
  'handledAt',
  'handledBy',
  // the launch
  'launchedAt',
  // a live stream
  'url',
  'startsAt',
  // an admin account
  'passwordResetRequired',
  // a notification template
  'message',
  'whatsappTemplateName',
  'isActive',
  // the public settings
  'supportWhatsapp',
  'supportEmail',
  'livestreamUrl',
  'bannerText',
  'bannerTextTw',
  'bannerTextPidgin',
  'businessHours',
  // the prices and the delivery commission
  'verificationPesewas',
  'verificationDays',
  'proMonthlyPesewas',
  'creditPacks',
  'boostCredits',
  'proBoostLimit',
  'deliveryCommissionBasisPoints',
  'orderCommissionBasisPoints',
  'orderMaxTotalPesewas',
  'orderPaymentMinutes',
  'orderAcceptHours',
  'orderReleaseHours',
  // the WhatsApp connection (sources and masks only)
  'verifyTokenSource',
  'accessToken',
  'appSecret',
  'phoneNumberId',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];
/** What changed fields were or became, by field. */
export type AuditChange = { [K in AuditField]?: unknown };

export const AuditQuerySchema = z
  .object({
    q: words(100),
    action: words(60),
    actor: words(254),
    from: day,
    to: day,
    page: z.coerce
      .number(`${S}.pageInvalid`)
      .int(`${S}.pageInvalid`)
      .min(1, `${S}.pageInvalid`)
      .max(10_000, `${S}.pageInvalid`)
      .default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: `${S}.rangeInvalid`,
  });
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  /** The admin's e-mail, the seller's business name, the rider's name; null for the system or a
   * deleted account. */
  actorLabel: z.string().nullable(),
  actorId: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Anything else the row keeps (a reason, an amount). */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;
