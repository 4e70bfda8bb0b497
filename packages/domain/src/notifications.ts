// Notifications to sellers (decision 031): one template per event type and language, whose
// message names placeholders like {seller_name}; the admin contracts for templates, manual sends
// and the history. Rendering is pure and lives here so the server and an admin preview agree.
import { z } from 'zod';
import { LanguageSchema, NotificationEventTypeSchema } from './enum-schemas.ts';
import type { NotificationEventType } from './enums.ts';
import { NOTIFICATION_EVENT_TYPES } from './enums.ts';
import { phoneWith } from './fields.ts';
import { OUTBOX_STATUSES } from './outbox.ts';
import { normalizeGhanaPhone } from './phone.ts';

export const NOTIFICATION_PLACEHOLDERS = [
  'seller_name',
  'product_title',
  /** Whole days until the boost or verification ends (rounded up). */
  'days_left',
  /** Whole days since the seller's newest product. */
  'days_idle',
  /** When the boost or verification ends, in the seller's language and Ghana time. */
  'end_date',
  /** A page of Dwa (PUBLIC_ORIGIN + path) that fits the event. */
  'link',
  /** An amount of money as the receipt says it ("GH₵ 120.50"). */
  'amount',
  /** A receipt's number (DWA-20261122-ABC234). */
  'receipt_number',
] as const;
export type NotificationPlaceholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];

/** What each event can fill in; a template using anything else is refused. */
export const EVENT_PLACEHOLDERS = {
  welcome: ['seller_name', 'link'],
  first_product: ['seller_name', 'product_title', 'link'],
  boost_active: ['seller_name', 'product_title', 'days_left', 'end_date', 'link'],
  boost_expiry_reminder: ['seller_name', 'product_title', 'days_left', 'end_date', 'link'],
  inactivity_reminder: ['seller_name', 'days_idle', 'link'],
  verification_expiry: ['seller_name', 'days_left', 'end_date', 'link'],
  receipt_requested: ['seller_name', 'product_title', 'amount', 'receipt_number', 'link'],
  pro_expiry: ['seller_name', 'days_left', 'end_date', 'link'],
} as const satisfies Record<NotificationEventType, readonly NotificationPlaceholder[]>;

/** The values an event's message is rendered with. */
export type EventValues<E extends NotificationEventType> = Record<
  (typeof EVENT_PLACEHOLDERS)[E][number],
  string
>;

/** A header text of a WhatsApp template is at most 60 characters; the title is that header. */
export const TEMPLATE_TITLE_MAX = 60;
/** A WhatsApp template body is at most 1,024 characters. */
export const TEMPLATE_MESSAGE_MAX = 1024;
/** WhatsApp's limit for a free-form text. */
export const MANUAL_MESSAGE_MAX = 4096;
/** Meta's template names: lowercase letters, digits and underscores, up to 512. */
export const TEMPLATE_NAME_PATTERN = /^[a-z0-9_]{1,512}$/;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a message names, each once, in order of first appearance. */
export function placeholdersIn(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Meta refuses template parameters with line breaks, tabs or long runs of spaces; the text
 * and the template then say the same thing. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The message with its placeholders filled, and the parameters of the WhatsApp template (one
 * per distinct placeholder, in order of first appearance: {{1}}, {{2}}…). A placeholder without
 * a value stays as written. */
export function renderNotification(
  message: string,
  values: Partial<Record<string, string>>,
): { text: string; parameters: string[] } {
  const filled = (name: string) => {
    const value = values[name];
    return value === undefined ? `{${name}}` : oneLine(value);
  };
  return {
    text: message.replace(PLACEHOLDER, (_, name: string) => filled(name)),
    parameters: placeholdersIn(message).map(filled),
  };
}

/** The message as WhatsApp's template manager takes it: each distinct placeholder becomes
 * {{n}} in order of first appearance, matching the parameters renderNotification sends. */
export function whatsappTemplateBody(message: string): string {
  const order = placeholdersIn(message);
  return message.replace(PLACEHOLDER, (_, name: string) => `{{${order.indexOf(name) + 1}}}`);
}

/** Field → message key for what the event cannot send: a placeholder it cannot fill, or
 * WhatsApp's own {{1}} form (the numbers are made when sending). */
export function templateProblems(
  eventType: NotificationEventType,
  message: string,
): Record<string, string> {
  const allowed: readonly string[] = EVENT_PLACEHOLDERS[eventType];
  const unknown = placeholdersIn(message).some((name) => !allowed.includes(name));
  if (unknown || /\{\{|\}\}/.test(message)) {
    return { message: 'errors.notifications.templatePlaceholder' };
  }
  return {};
}

// ── templates ─────────────────────────────────────────────────────────────────────────────────

export const NotificationTemplateSchema = z.object({
  id: z.uuid(),
  eventType: NotificationEventTypeSchema,
  language: LanguageSchema,
  title: z.string(),
  /** With placeholders such as {seller_name}. */
  message: z.string(),
  /** The approved WhatsApp template sent outside the 24-hour window (null: none). */
  whatsappTemplateName: z.string().nullable(),
  isActive: z.boolean(),
  /** The placeholders this event's message may use. */
  placeholders: z.array(z.enum(NOTIFICATION_PLACEHOLDERS)),
  /** The message as it is registered with WhatsApp ({{1}}, {{2}}… in order). */
  whatsappBody: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type NotificationTemplate = z.infer<typeof NotificationTemplateSchema>;

/** GET /api/admin/notification-templates: event by event (spec order), en, tw, pidgin. */
export const NotificationTemplateListSchema = z.object({
  items: z.array(NotificationTemplateSchema),
});

/** PATCH /api/admin/notification-templates/:id: any of the fields; an empty template name
 * clears it. Placeholders are checked against the template's event by the server. */
export const NotificationTemplateUpdateSchema = z
  .object({
    title: z
      .string('errors.notifications.templateTitle')
      .trim()
      .min(1, 'errors.notifications.templateTitle')
      .max(TEMPLATE_TITLE_MAX, 'errors.notifications.templateTitle')
      .optional(),
    message: z
      .string('errors.notifications.templateMessage')
      .trim()
      .min(1, 'errors.notifications.templateMessage')
      .max(TEMPLATE_MESSAGE_MAX, 'errors.notifications.templateMessage')
      .optional(),
    whatsappTemplateName: z
      .string('errors.notifications.templateName')
      .trim()
      .refine((v) => v === '' || TEMPLATE_NAME_PATTERN.test(v), 'errors.notifications.templateName')
      .transform((v) => v || null)
      .nullable()
      .optional(),
    isActive: z.boolean('validation.invalid').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'errors.notifications.noChange');
export type NotificationTemplateUpdate = z.input<typeof NotificationTemplateUpdateSchema>;

// ── manual send ───────────────────────────────────────────────────────────────────────────────

/** POST /api/admin/notifications/send: free text to a number that wrote to Dwa in the last 24
 * hours (WhatsApp delivers nothing else outside a template). */
export const ManualNotificationSchema = z.object({
  phone: z.string('validation.phone').pipe(phoneWith('validation.phone')),
  message: z
    .string('errors.notifications.manualMessage')
    .trim()
    .min(1, 'errors.notifications.manualMessage')
    .max(MANUAL_MESSAGE_MAX, 'errors.notifications.manualMessage'),
  /** Made by the client once per Send: a repeated or doubled request sends one message. */
  requestId: z.uuid('validation.invalid'),
});
export type ManualNotificationInput = z.input<typeof ManualNotificationSchema>;

export const ManualNotificationResultSchema = z.object({
  /** `duplicate`: this request id was sent before; nothing new was queued. */
  status: z.enum(['queued', 'failed', 'duplicate']),
  /** wa.me link to the number with the text (what the history's "Open WhatsApp" opens). */
  whatsappLink: z.string(),
});
export type ManualNotificationResult = z.infer<typeof ManualNotificationResultSchema>;

// ── history ───────────────────────────────────────────────────────────────────────────────────

export const NOTIFICATION_HISTORY_EVENTS = [...NOTIFICATION_EVENT_TYPES, 'manual'] as const;
export type NotificationHistoryEvent = (typeof NOTIFICATION_HISTORY_EVENTS)[number];

export const NotificationHistoryQuerySchema = z.object({
  page: z.coerce.number('validation.invalid').int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number('validation.invalid').int().min(1).max(100).default(50),
  eventType: z.enum(NOTIFICATION_HISTORY_EVENTS, 'validation.invalid').optional(),
  sellerId: z.uuid('validation.invalid').optional(),
});
export type NotificationHistoryQuery = z.input<typeof NotificationHistoryQuerySchema>;

export const NotificationHistoryEntrySchema = z.object({
  id: z.uuid(),
  eventType: z.enum(NOTIFICATION_HISTORY_EVENTS),
  sellerId: z.uuid().nullable(),
  sellerName: z.string().nullable(),
  /** E.164. */
  to: z.string(),
  text: z.string(),
  whatsappLink: z.string().nullable(),
  /** A template's Test WhatsApp (stored as a manual send): which template was tested; null for
   * every other message. */
  templateTest: z
    .object({ eventType: NotificationEventTypeSchema, language: LanguageSchema })
    .nullable(),
  status: z.enum(OUTBOX_STATUSES),
  /** Why it was not sent (no template, the provider's refusal). */
  error: z.string().nullable(),
  /** What WhatsApp last reported for it: sent, delivered, read, failed. */
  deliveryStatus: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type NotificationHistoryEntry = z.infer<typeof NotificationHistoryEntrySchema>;

/** GET /api/admin/notifications: newest first. */
export const NotificationHistorySchema = z.object({
  items: z.array(NotificationHistoryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationHistory = z.infer<typeof NotificationHistorySchema>;

// ── test send and preview (admin Templates) ─────────────────────────────────────────

/** What a template is previewed and tested with: the same made-up seller and product whatever
 * the event (`origin` is the site's, for the link). */
export function notificationSampleValues(origin: string): Record<NotificationPlaceholder, string> {
  return {
    seller_name: 'Akosua Fabrics',
    product_title: 'Kente cloth, 6 yards',
    days_left: '3',
    days_idle: '14',
    end_date: '28 Nov 2026',
    link: `${origin}/seller`,
    amount: 'GH₵ 120.50',
    receipt_number: 'DWA-20261122-ABC234',
  };
}

/** POST /api/admin/notification-templates/:id/test: the template rendered with the sample values
 * to the signed-in admin's WhatsApp number (or `to`, when given). */
export const TemplateTestSchema = z.object({
  /** Another number to send the test to; blank: the admin's own number on file. */
  to: z
    .string('validation.phone')
    .trim()
    .max(30, 'validation.phone')
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const phone = normalizeGhanaPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'validation.phone' });
        return z.NEVER;
      }
      return phone;
    }),
  /** Made by the client once per Send: a doubled request sends one test. */
  requestId: z.uuid('validation.invalid'),
});
export type TemplateTestInput = z.input<typeof TemplateTestSchema>;

export const TemplateTestResultSchema = z.object({
  /** `duplicate`: this request id was sent before; nothing new was queued. */
  status: z.enum(['queued', 'failed', 'duplicate']),
  /** E.164 of the number it went to. */
  to: z.string(),
  /** `template`: the number has not written to Dwa in 24 hours, so the approved WhatsApp
   * template goes (as it would to a seller). */
  kind: z.enum(['text', 'template']),
  text: z.string(),
});
export type TemplateTestResult = z.infer<typeof TemplateTestResultSchema>;
