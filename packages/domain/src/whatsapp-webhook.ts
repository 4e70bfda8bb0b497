// What Meta's WhatsApp Cloud API posts to our webhook (integrations.md). Only the parts the bot
// reads are checked; Meta adds fields over time, so unknown ones pass. Numbers arrive as digits
// without "+", captions in image.caption, button taps as interactive.button_reply.
import { z } from 'zod';

const digits = z.string().regex(/^\d{6,15}$/);

export const InboundMessageSchema = z.looseObject({
  from: digits,
  id: z.string().min(1).max(256),
  /** Unix seconds, as a string. */
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().min(1).max(40),
  text: z.looseObject({ body: z.string() }).optional(),
  image: z
    .looseObject({
      id: z.string().min(1).max(256),
      mime_type: z.string().optional(),
      sha256: z.string().optional(),
      caption: z.string().optional(),
    })
    .optional(),
  interactive: z
    .looseObject({
      type: z.string(),
      button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  /** Quick-reply buttons of a template come back as type "button". */
  button: z.looseObject({ payload: z.string().optional(), text: z.string() }).optional(),
  /** Meta's notices (type "system"), read loosely: a shape we do not know is ignored, not
   * refused (whatsapp-number-change.ts reads the number changes). */
  system: z
    .looseObject({
      body: z.string().optional(),
      type: z.string().optional(),
      wa_id: z.string().optional(),
      new_wa_id: z.union([z.string(), z.number()]).optional(),
    })
    .optional()
    .catch(undefined),
});
export type InboundMessage = z.infer<typeof InboundMessageSchema>;

export const StatusReceiptSchema = z.looseObject({
  /** The wamid of the message we sent. */
  id: z.string().min(1).max(256),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().optional(),
  /** On `failed`: why, as `{ code, title, message, error_data: { details }, href }` (Meta's
   * status webhook reference; pywa's tests/data/updates/message_status.json). Read leniently by
   * statusErrorOf: an odd error must not cost the receipt. */
  errors: z.unknown().optional(),
});
export type StatusReceipt = z.infer<typeof StatusReceiptSchema>;

export interface StatusError {
  code: number | null;
  title: string | null;
  details: string | null;
}

const short = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/** The first error of a receipt, as far as it can be read (null: none at all). */
export function statusErrorOf(receipt: StatusReceipt): StatusError | null {
  const first = Array.isArray(receipt.errors) ? (receipt.errors[0] as unknown) : null;
  if (first === null || typeof first !== 'object') return null;
  const e = first as Record<string, unknown>;
  const rawCode = typeof e.code === 'string' && /^\d{1,9}$/.test(e.code) ? Number(e.code) : e.code;
  const code =
    Number.isSafeInteger(rawCode) && (rawCode as number) >= 0 ? (rawCode as number) : null;
  const data = e.error_data;
  const details =
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>).details : null;
  return {
    code: code !== null && code <= 2_147_483_647 ? code : null,
    title: short(e.title, 300) ?? short(e.message, 300),
    details: short(details, 1000),
  };
}

export const WebhookPayloadSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.looseObject({
        id: z.string(),
        changes: z.array(
          z.looseObject({
            field: z.string(),
            value: z.looseObject({
              messaging_product: z.literal('whatsapp').optional(),
              metadata: z
                .looseObject({ display_phone_number: z.string(), phone_number_id: z.string() })
                .optional(),
              contacts: z
                .array(
                  z.looseObject({
                    wa_id: z.string(),
                    profile: z.looseObject({ name: z.string() }).optional(),
                  }),
                )
                .optional(),
              // Each message and receipt is checked on its own: one odd item must not cost the
              // others (the receiver keeps what parses and logs the rest).
              messages: z.array(z.unknown()).optional(),
              statuses: z.array(z.unknown()).optional(),
            }),
          }),
        ),
      }),
    )
    // Meta batches up to 1,000 updates; the route's 1 MB body limit bounds the rest.
    .max(1000),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

/** The answer to a delivery: how many messages were new, how many receipts were recorded. */
export const WebhookAckSchema = z.object({
  messages: z.number().int(),
  statuses: z.number().int(),
});

/** GET /api/admin/whatsapp/sessions: the bot's conversations, most recent first. */
export const WhatsAppSessionListSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      userType: z.enum(['seller', 'rider', 'buyer', 'admin', 'unknown']),
      language: z.enum(['en', 'tw', 'pidgin']).nullable(),
      state: z.record(z.string(), z.unknown()),
      lastActivity: z.iso.datetime({ offset: true }),
    }),
  ),
});
