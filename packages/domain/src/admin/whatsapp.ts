// The admin's WhatsApp Management screen: the bot's recent uploads (publish or reject
// as the seller can) and the Bot Settings (webhook verify token, access token, app secret, phone
// number id). Secrets are write-only: answers say whether one is set and show a mask of its last
// four characters, never the value. Field messages are server catalog keys
// (`errors.adminWhatsApp.*`).
import { z } from 'zod';
import { UPLOAD_STATUSES } from '../enums.ts';
import { PhotoViewSchema } from '../photo-view.ts';

const S = 'errors.adminWhatsApp';

/** The spec's lists: recent uploads and bot sessions, 20 each. */
export const ADMIN_UPLOADS_LIMIT = 20;
export const ADMIN_SESSIONS_LIMIT = 20;
/** Thumbnails per upload and the message's preview length (spec section 9). */
export const ADMIN_UPLOAD_THUMBNAILS = 3;
export const ADMIN_PREVIEW_CHARS = 100;

/** The first `max` characters of a text, with an ellipsis when it was longer. */
export function previewText(text: string, max = ADMIN_PREVIEW_CHARS): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

// ---- Recent uploads ----------------------------------------------------------------------------

export const AdminUploadSchema = z.object({
  id: z.uuid(),
  /** The caption parser's title, or null (the screen says 'Untitled'). */
  parsedTitle: z.string().nullable(),
  parsedPricePesewas: z.number().int().nullable(),
  /** E.164. */
  number: z.string(),
  sellerId: z.uuid().nullable(),
  sellerName: z.string().nullable(),
  status: z.enum(UPLOAD_STATUSES),
  /** The first ADMIN_PREVIEW_CHARS characters of the message. */
  messagePreview: z.string(),
  photos: z.array(PhotoViewSchema).max(ADMIN_UPLOAD_THUMBNAILS),
  photoCount: z.number().int(),
  productId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUpload = z.infer<typeof AdminUploadSchema>;

/** GET /api/admin/whatsapp/uploads: the latest ADMIN_UPLOADS_LIMIT, newest first. */
export const AdminUploadListSchema = z.object({
  items: z.array(AdminUploadSchema).max(ADMIN_UPLOADS_LIMIT),
  /** Pending uploads in all (the dashboard's badge counts the same). */
  pending: z.number().int(),
});
export type AdminUploadList = z.infer<typeof AdminUploadListSchema>;

/** POST /api/admin/whatsapp/uploads/:id/publish: the product made. */
export const AdminPublishedUploadSchema = z.object({ productId: z.uuid() });

// ---- Bot settings ------------------------------------------------------------------------------

/** Where a value the bot uses comes from: saved by an admin, the server's environment, generated
 * by the server outside production (WHATSAPP_VERIFY_TOKEN / WHATSAPP_APP_SECRET unset), or none. */
export const BOT_SETTING_SOURCES = ['saved', 'environment', 'generated', 'none'] as const;
export type BotSettingSource = (typeof BOT_SETTING_SOURCES)[number];

const SecretStateSchema = z.object({
  source: z.enum(BOT_SETTING_SOURCES),
  /** '••••1234' (the last four characters), null when none. */
  mask: z.string().nullable(),
});
export type SecretState = z.infer<typeof SecretStateSchema>;

/** GET /api/admin/whatsapp/settings. */
export const BotSettingsViewSchema = z.object({
  /** `${PUBLIC_ORIGIN}/api/whatsapp/webhook`: what Meta's webhook setup asks for. */
  webhookUrl: z.string(),
  /** How messages leave (WHATSAPP_TRANSPORT): the saved access token is used with cloud_api. */
  transport: z.enum(['outbox', 'cloud_api']),
  /** Shown to an admin who may change settings (Meta's form asks for it; it is only good for
   * this webhook); null for a role that may only read. */
  verifyToken: z.string().nullable(),
  verifyTokenSource: z.enum(BOT_SETTING_SOURCES),
  accessToken: SecretStateSchema,
  appSecret: SecretStateSchema,
  phoneNumberId: z.string().nullable(),
  phoneNumberIdSource: z.enum(BOT_SETTING_SOURCES),
  /** Saved secrets that cannot be opened with this server's SETTINGS_SECRET (it changed): they
   * are ignored until saved again. */
  unreadable: z.array(z.enum(['verifyToken', 'accessToken', 'appSecret'])),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BotSettingsView = z.infer<typeof BotSettingsViewSchema>;

export const VERIFY_TOKEN_MIN = 16;
export const SECRET_MAX = 1000;
/** Printable ASCII without spaces: what travels in a query string or a header unchanged. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** A write-only secret: absent or empty keeps the saved one. */
const secretField = (min: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(SECRET_MAX, message)
    .refine((v) => v === '' || (v.length >= min && PRINTABLE.test(v)), message)
    .optional()
    .transform((v) => v || undefined);

/** PUT /api/admin/whatsapp/settings. */
export const BotSettingsUpdateSchema = z.object({
  verifyToken: z
    .string(`${S}.verifyTokenInvalid`)
    .trim()
    .min(VERIFY_TOKEN_MIN, `${S}.verifyTokenInvalid`)
    .max(200, `${S}.verifyTokenInvalid`)
    .regex(PRINTABLE, `${S}.verifyTokenInvalid`),
  accessToken: secretField(20, `${S}.accessTokenInvalid`),
  appSecret: secretField(16, `${S}.appSecretInvalid`),
  /** Digits; empty goes back to the environment's (WHATSAPP_PHONE_NUMBER_ID); absent keeps. */
  phoneNumberId: z
    .string(`${S}.phoneNumberIdInvalid`)
    .trim()
    .refine((v) => v === '' || /^\d{1,30}$/.test(v), `${S}.phoneNumberIdInvalid`)
    .optional(),
});
export type BotSettingsUpdate = z.input<typeof BotSettingsUpdateSchema>;

/** '••••1234' of a secret: enough to recognise which one is in place, not to use it. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  return `••••${value.length > 8 ? value.slice(-4) : ''}`;
}
