// The local WhatsApp simulator (admin page and `npm run whatsapp:simulate`): what a simulated
// person sends, and the conversation as the bot saw and answered it.
import { z } from 'zod';
import { normalizeGhanaPhone } from './phone.ts';

const ghanaPhone = z.string().transform((value, ctx) => {
  const phone = normalizeGhanaPhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: 'validation.phone' });
    return z.NEVER;
  }
  return phone;
});

/** A photo as base64 (≤ 10 MB of bytes). */
const MAX_PHOTO_BASE64 = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 4;

export const SimulateMessageSchema = z
  .object({
    from: ghanaPhone,
    text: z.string().max(4096, 'validation.invalid').optional(),
    /** A tap on one of the bot's reply buttons. */
    button: z
      .object({ id: z.string().min(1).max(256), title: z.string().min(1).max(20) })
      .optional(),
    photo: z
      .object({
        base64: z.string().max(MAX_PHOTO_BASE64, 'sellerPhotos.tooLarge'),
        mimeType: z.string().regex(/^image\/[\w.+-]+$/, 'validation.invalid'),
      })
      .optional(),
  })
  .refine((m) => Boolean(m.text?.trim() || m.button || m.photo), {
    message: 'validation.invalid',
    path: ['text'],
  });
export type SimulateMessageInput = z.input<typeof SimulateMessageSchema>;

export const SimulateResultSchema = z.object({ messageId: z.string() });

export const ConversationQuerySchema = z.object({ number: ghanaPhone });

export const ConversationEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  text: z.string(),
  /** The message was (or carried) a photo. */
  photo: z.boolean(),
  /** The bot's reply buttons, or the button a person tapped. */
  buttons: z.array(z.object({ id: z.string(), title: z.string() })).nullable(),
  /** For the bot's messages: queued, sent or failed. */
  status: z.enum(['queued', 'sent', 'failed']).nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type ConversationEntry = z.infer<typeof ConversationEntrySchema>;

export const ConversationSchema = z.object({ items: z.array(ConversationEntrySchema) });
