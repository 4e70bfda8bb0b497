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

// ---- Business hours --------------------------------------------------------------------------

/** One group of days: open from `open` to `close` (24-hour "HH:MM", Ghana time), or closed. */
export const HoursSchema = z
  .object({
    open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `errors.adminSettings.timeInvalid`),
    close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `errors.adminSettings.timeInvalid`),
  })
  .refine((h) => h.open < h.close, {
    path: ['close'],
    message: `errors.adminSettings.closeBeforeOpen`,
  })
  .nullable();
export type Hours = z.infer<typeof HoursSchema>;

/** Stored structured (not as a sentence) so each language says it in its own words. */
export const BusinessHoursSchema = z.object({
  weekdays: HoursSchema,
  saturday: HoursSchema,
  sunday: HoursSchema,
});
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

/** The spec's 'Mon-Fri 8:00-18:00, Sat 9:00-16:00, Sun closed'. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  weekdays: { open: '08:00', close: '18:00' },
  saturday: { open: '09:00', close: '16:00' },
  sunday: null,
};

/** Settings anyone may read (support contacts, the bot's number, the home page's banner and
 * live link, business hours); null when not configured (hours: the spec's by default). */
export const PublicSettingsSchema = z.object({
  supportWhatsapp: z.string().nullable(),
  supportEmail: z.string().nullable(),
  botWhatsapp: z.string().nullable(),
  bannerText: z.string().nullable(),
  bannerTextTw: z.string().nullable(),
  bannerTextPidgin: z.string().nullable(),
  livestreamUrl: z.string().nullable(),
  businessHours: BusinessHoursSchema,
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
