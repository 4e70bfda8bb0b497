// Site-wide public data: the live-shopping strip, public settings (support contacts, the bot's
// number) and the contact form.
import { z } from 'zod';
import { normalizeGhanaPhone } from './phone.ts';

export const LiveStreamSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  status: z.enum(['live', 'scheduled']),
  startsAt: z.string(),
  seller: z.object({ id: z.string(), businessName: z.string() }),
});
export type LiveStream = z.infer<typeof LiveStreamSchema>;
export const LiveStreamListSchema = z.object({ items: z.array(LiveStreamSchema) });

/** Settings anyone may read (support contacts, the bot's number); null when not configured. */
export const PublicSettingsSchema = z.object({
  supportWhatsapp: z.string().nullable(),
  supportEmail: z.string().nullable(),
  botWhatsapp: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const ContactMessageSchema = z
  .object({
    name: z.string().trim().min(2, 'validation.name').max(80),
    phone: z
      .string()
      .trim()
      .max(20)
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        const phone = normalizeGhanaPhone(value);
        if (!phone) {
          ctx.addIssue({ code: 'custom', message: 'validation.phone' });
          return z.NEVER;
        }
        return phone;
      }),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((value, ctx) => {
        if (!value) return null;
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
          ctx.addIssue({ code: 'custom', message: 'validation.email' });
          return z.NEVER;
        }
        return value.toLowerCase();
      }),
    message: z.string().trim().min(10, 'validation.message').max(2000),
  })
  .refine((m) => m.phone || m.email, { path: ['phone'], message: 'validation.contactWay' });
export type ContactMessage = z.input<typeof ContactMessageSchema>;

/** POST /api/contact: the stored message's id. */
export const ContactSavedSchema = z.object({ id: z.uuid() });
