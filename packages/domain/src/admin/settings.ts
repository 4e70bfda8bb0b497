// The admin's Platform Settings: public contacts and the home page's banner and live
// link, business hours, prices and the delivery commission, and live streams. Requests and
// answers shared by server and web; field messages are server catalog keys
// (`errors.adminSettings.*`).
//
// Every save names the revision it was made from: a save from an older revision (another admin
// saved in between) is refused with 409 instead of silently undoing their change.
import { z } from 'zod';
import { DEFAULT_DELIVERY_COMMISSION_BASIS_POINTS } from '../deliveries.ts';
import { MAX_AMOUNT_PESEWAS } from '../money.ts';
import { ORDER_TIMERS } from '../order-machine.ts';
import { ORDER_MONEY_SETTINGS } from '../order-money.ts';
import { normalizeGhanaPhone } from '../phone.ts';
import { DEFAULT_PRICES, type Prices } from '../prices.ts';
import { BusinessHoursSchema } from '../site.ts';

export { type BusinessHours, DEFAULT_BUSINESS_HOURS, type Hours } from '../site.ts';

const S = 'errors.adminSettings';

// ---- Contacts, banner, live link, hours --------------------------------------------------------

export const BANNER_MAX = 200;

/** The settings table's key of each public field. */
export const PUBLIC_SETTING_KEYS = {
  supportWhatsapp: 'support_whatsapp',
  supportEmail: 'support_email',
  livestreamUrl: 'livestream_url',
  bannerText: 'homepage_banner',
  // The banner in Twi and Pidgin, shown to readers of those languages; English when unset.
  bannerTextTw: 'homepage_banner_tw',
  bannerTextPidgin: 'homepage_banner_pidgin',
  businessHours: 'business_hours',
} as const;
export type PublicSettingField = keyof typeof PUBLIC_SETTING_KEYS;

const whatsappField = z
  .string()
  .trim()
  .max(20, `${S}.whatsappInvalid`)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const phone = normalizeGhanaPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: `${S}.whatsappInvalid` });
      return z.NEVER;
    }
    return phone;
  });

const emailField = z
  .string()
  .trim()
  .max(254, `${S}.emailInvalid`)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `${S}.emailInvalid` });
      return z.NEVER;
    }
    return value.toLowerCase();
  });

/** The platform's own live channel (Dwa's page on Facebook, YouTube…). */
const urlField = z
  .string()
  .trim()
  .max(500, `${S}.urlInvalid`)
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!z.url({ protocol: /^https$/ }).safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: `${S}.urlInvalid` });
      return z.NEVER;
    }
    return value;
  });

const bannerField = z
  .string()
  .trim()
  .max(BANNER_MAX, `${S}.bannerTooLong`)
  .nullable()
  .transform((value) => value || null);

const revision = z.number(`${S}.revisionRequired`).int(`${S}.revisionRequired`).min(0);

/** PUT /api/admin/settings: the fields a form sends (absent = unchanged), and its revision. */
export const PlatformSettingsUpdateSchema = z.object({
  revision,
  supportWhatsapp: whatsappField.optional(),
  supportEmail: emailField.optional(),
  livestreamUrl: urlField.optional(),
  bannerText: bannerField.optional(),
  bannerTextTw: bannerField.optional(),
  bannerTextPidgin: bannerField.optional(),
  businessHours: BusinessHoursSchema.optional(),
});
export type PlatformSettingsUpdate = z.input<typeof PlatformSettingsUpdateSchema>;

export const PlatformSettingsSchema = z.object({
  supportWhatsapp: z.string().nullable(),
  supportEmail: z.string().nullable(),
  livestreamUrl: z.string().nullable(),
  bannerText: z.string().nullable(),
  bannerTextTw: z.string().nullable(),
  bannerTextPidgin: z.string().nullable(),
  businessHours: BusinessHoursSchema,
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

// ---- Prices and commission -------------------------------------------------------------------

const pesewas = z
  .number(`${S}.priceInvalid`)
  .int(`${S}.priceInvalid`)
  .min(100, `${S}.priceInvalid`)
  .max(MAX_AMOUNT_PESEWAS / 100, `${S}.priceInvalid`);
const small = (max: number, message: string) =>
  z.number(message).int(message).min(1, message).max(max, message);

export const MAX_CREDIT_PACKS = 5;

export const PricesInputSchema = z.object({
  verificationPesewas: pesewas,
  verificationDays: small(3650, `${S}.daysInvalid`),
  proMonthlyPesewas: pesewas,
  creditPacks: z
    .array(z.object({ credits: small(1000, `${S}.creditsInvalid`), pesewas }), `${S}.packsInvalid`)
    .min(1, `${S}.packsInvalid`)
    .max(MAX_CREDIT_PACKS, `${S}.packsInvalid`)
    .refine((packs) => packs.every((p, i) => i === 0 || p.credits > packs[i - 1]!.credits), {
      message: `${S}.packsOrder`,
    }),
  boostCredits: z.object({
    1: small(100, `${S}.creditsInvalid`),
    3: small(100, `${S}.creditsInvalid`),
    7: small(100, `${S}.creditsInvalid`),
  }),
  proBoostLimit: small(1000, `${S}.limitInvalid`),
}) satisfies z.ZodType<Prices>;

/** Basis points: 2,000 = 20 % of a delivery fee. */
export const CommissionSchema = z
  .number(`${S}.commissionInvalid`)
  .int(`${S}.commissionInvalid`)
  .min(0, `${S}.commissionInvalid`)
  .max(10_000, `${S}.commissionInvalid`);

/** A Buy safely setting (decision 066) in the range the orders read it in. */
const orderSetting = (rule: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(rule.min, message).max(rule.max, message);

/** Buy safely's commission on the item: at most 30 %. */
export const OrderCommissionSchema = orderSetting(
  ORDER_MONEY_SETTINGS.commission,
  `${S}.orderCommissionInvalid`,
);

/** PUT /api/admin/settings/money. The order commission may be left out (unchanged). */
export const MoneySettingsUpdateSchema = z.object({
  revision,
  prices: PricesInputSchema,
  deliveryCommissionBasisPoints: CommissionSchema,
  orderCommissionBasisPoints: OrderCommissionSchema.optional(),
  orderMaxTotalPesewas: orderSetting(
    ORDER_MONEY_SETTINGS.maxTotal,
    `${S}.orderMaxTotalInvalid`,
  ).optional(),
  orderPaymentMinutes: orderSetting(ORDER_TIMERS.payment, `${S}.orderPaymentInvalid`).optional(),
  orderAcceptHours: orderSetting(ORDER_TIMERS.accept, `${S}.orderAcceptInvalid`).optional(),
  orderReleaseHours: orderSetting(ORDER_TIMERS.release, `${S}.orderReleaseInvalid`).optional(),
});
export type MoneySettingsUpdate = z.input<typeof MoneySettingsUpdateSchema>;

export const MoneySettingsSchema = z.object({
  prices: PricesInputSchema,
  deliveryCommissionBasisPoints: z.number().int(),
  /** Dwa's commission on a Buy safely order's item, fixed on each order when placed. */
  orderCommissionBasisPoints: z.number().int(),
  /** The largest order (to stay within MoMo wallets' limits) and the three timers. */
  orderMaxTotalPesewas: z.number().int(),
  orderPaymentMinutes: z.number().int(),
  orderAcceptHours: z.number().int(),
  orderReleaseHours: z.number().int(),
});
export type MoneySettings = z.infer<typeof MoneySettingsSchema>;

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  prices: DEFAULT_PRICES,
  deliveryCommissionBasisPoints: DEFAULT_DELIVERY_COMMISSION_BASIS_POINTS,
  orderCommissionBasisPoints: ORDER_MONEY_SETTINGS.commission.defaultValue,
  orderMaxTotalPesewas: ORDER_MONEY_SETTINGS.maxTotal.defaultValue,
  orderPaymentMinutes: ORDER_TIMERS.payment.defaultValue,
  orderAcceptHours: ORDER_TIMERS.accept.defaultValue,
  orderReleaseHours: ORDER_TIMERS.release.defaultValue,
};

/** GET /api/admin/settings (and the answer of both saves): each group with its revision. */
export const AdminSettingsSchema = z.object({
  platform: PlatformSettingsSchema,
  platformRevision: z.number().int(),
  money: MoneySettingsSchema,
  moneyRevision: z.number().int(),
  /** When the platform was launched from the pre-launch screen, if it was. */
  launchedAt: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

// ---- Live streams -----------------------------------------------------------------------------

export const LIVE_TITLE_MAX = 120;
export const EDITABLE_STREAM_STATUSES = ['scheduled', 'live'] as const;

const streamFields = {
  title: z
    .string(`${S}.titleRequired`)
    .trim()
    .min(3, `${S}.titleRequired`)
    .max(LIVE_TITLE_MAX, `${S}.titleTooLong`),
  url: z
    .string(`${S}.urlInvalid`)
    .trim()
    .max(500, `${S}.urlInvalid`)
    .pipe(z.url({ protocol: /^https$/, message: `${S}.urlInvalid` })),
  startsAt: z.iso.datetime({ offset: true, message: `${S}.startsAtInvalid` }),
  status: z.enum(EDITABLE_STREAM_STATUSES, `${S}.streamStatusInvalid`),
};

/** POST /api/admin/live-streams: the seller is named by their WhatsApp number. */
export const LiveStreamCreateSchema = z.object({
  sellerPhone: z
    .string(`${S}.sellerPhoneInvalid`)
    .trim()
    .max(20, `${S}.sellerPhoneInvalid`)
    .transform((value, ctx) => {
      const phone = normalizeGhanaPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: `${S}.sellerPhoneInvalid` });
        return z.NEVER;
      }
      return phone;
    }),
  ...streamFields,
});
export type LiveStreamCreate = z.input<typeof LiveStreamCreateSchema>;

/** PUT /api/admin/live-streams/:id. */
export const LiveStreamUpdateSchema = z.object(streamFields);
export type LiveStreamUpdate = z.input<typeof LiveStreamUpdateSchema>;

export const AdminLiveStreamSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  status: z.enum(['scheduled', 'live', 'ended']),
  startsAt: z.string(),
  createdAt: z.string(),
  seller: z.object({ id: z.string(), businessName: z.string(), phone: z.string() }),
});
export type AdminLiveStream = z.infer<typeof AdminLiveStreamSchema>;

export const LIVE_STREAM_LIST_LIMIT = 100;
export const AdminLiveStreamListSchema = z.object({ items: z.array(AdminLiveStreamSchema) });
export type AdminLiveStreamList = z.infer<typeof AdminLiveStreamListSchema>;
