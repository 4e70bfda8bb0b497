// Accounts and sessions: request/response contracts shared by server and web. Validation
// messages are catalog keys (`validation.*`): the server answers them in the user's language and
// the web forms translate them with the same catalogs. The English texts are the spec's.
import { z } from 'zod';
import {
  CategorySchema,
  RegistrationLocationSchema,
  RiderLanguageSchema,
  ServiceZoneSchema,
  VehicleTypeSchema,
} from './enum-schemas.ts';
import { cedis, codeField, deliveryAreasField, phoneWith } from './fields.ts';

export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_SECONDS = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What a one-time code is for; a code only ever proves the purpose it was sent for. */
export const CODE_PURPOSES = [
  'seller_signup',
  'seller_reset',
  'rider_signup',
  'rider_login',
  'admin_login',
  /** Proves a seller owns the new WhatsApp number before the shop switches to it. */
  'seller_phone_change',
  /** Proves a rider's new WhatsApp number (Meta reported the change) before the account moves. */
  'rider_phone_change',
  /** Proves a buyer's WhatsApp number before a Buy safely order is placed (decision 066). */
  'order_buyer',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const password = (message = 'validation.passwordMin') =>
  z.string().min(PASSWORD_MIN, message).max(PASSWORD_MAX, 'validation.passwordMax');

const code = codeField;

// ── one-time codes ────────────────────────────────────────────────────────────────────────────

export const CodeRequestSchema = z.object({
  phone: phoneWith('validation.phone'),
  purpose: z.enum(CODE_PURPOSES),
});
export type CodeRequest = z.input<typeof CodeRequestSchema>;

/** The same answer whether or not the number is known. */
export const CodeSentSchema = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
  /** Asks GET /api/auth/codes/deliveries/:delivery whether WhatsApp could deliver the code
   * (random when no code was sent: the answers look alike). */
  delivery: z.uuid().optional(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

export const CODE_DELIVERY_STATUSES = ['pending', 'failed', 'delayed'] as const;
export const CODE_DELIVERY_REASONS = ['not_on_whatsapp', 'undeliverable'] as const;

/** GET /api/auth/codes/deliveries/:delivery. `pending`: nothing known against it (sent,
 * delivered, on its way, or no code at all: never told apart, so the answer names no account);
 * `failed`: WhatsApp could not deliver it (why, when known); `delayed`: WhatsApp is refusing
 * Dwa's messages for now (true for everyone alike), the code may come late. */
export const CodeDeliverySchema = z.object({
  status: z.enum(CODE_DELIVERY_STATUSES),
  reason: z.enum(CODE_DELIVERY_REASONS).nullable(),
});
export type CodeDelivery = z.infer<typeof CodeDeliverySchema>;

// ── sellers ───────────────────────────────────────────────────────────────────────────────────

export const SellerLoginSchema = z.object({
  phone: phoneWith('validation.phoneLogin'),
  password: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX),
});
export type SellerLogin = z.input<typeof SellerLoginSchema>;

export const SellerRegistrationSchema = z
  .object({
    businessName: z.string().trim().min(2, 'validation.businessName').max(80),
    phone: phoneWith('validation.phone'),
    location: RegistrationLocationSchema,
    password: password(),
    code,
    product: z.object({
      title: z.string().trim().min(2, 'validation.productName').max(120),
      category: CategorySchema,
      price: cedis('validation.price'),
      description: z.string().trim().max(2000).default(''),
      deliveryAvailable: z.boolean().default(false),
      deliveryCost: cedis('validation.price').optional(),
      /** Comma separated in the form; trimmed, empty parts dropped. */
      deliveryAreas: deliveryAreasField,
    }),
  })
  // Parsed amounts are pesewas and named so; delivery cost and areas only mean something when
  // delivery is offered.
  .transform(({ product: { price, deliveryCost, ...product }, ...r }) => ({
    ...r,
    product: {
      ...product,
      pricePesewas: price,
      deliveryCostPesewas: product.deliveryAvailable ? deliveryCost : undefined,
      deliveryAreas: product.deliveryAvailable ? product.deliveryAreas : [],
    },
  }));
export type SellerRegistration = z.input<typeof SellerRegistrationSchema>;

export const ResetRequestSchema = z.object({ phone: phoneWith('validation.phone') });
export const ResetCompleteSchema = z.object({
  phone: phoneWith('validation.phone'),
  code: z
    .string()
    .trim()
    .min(1, 'validation.resetCode')
    .regex(/^\d{6}$/, 'validation.codeFormat'),
  newPassword: password(),
});

// ── riders ────────────────────────────────────────────────────────────────────────────────────

export const RiderRegistrationSchema = z.object({
  name: z.string().trim().min(2, 'validation.name').max(80),
  phone: phoneWith('validation.phone'),
  baseLocation: z.string().trim().min(2, 'validation.baseLocation').max(80),
  vehicleType: VehicleTypeSchema,
  serviceZones: z.array(ServiceZoneSchema).max(20).default([]),
  languages: z.array(RiderLanguageSchema).max(10).default([]),
  code,
});
export type RiderRegistration = z.input<typeof RiderRegistrationSchema>;

export const RiderLoginSchema = z.object({ phone: phoneWith('validation.phone'), code });

// ── admins ────────────────────────────────────────────────────────────────────────────────────

export const AdminLoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'validation.emailRequired').max(254),
  password: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX),
});

export const AdminCodeSchema = z.object({ code });

/** Spec: ≥ 8 with an uppercase, a lowercase, a digit and a special character. */
export function isStrongAdminPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const AdminChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.passwordRequired').max(PASSWORD_MAX),
    newPassword: z
      .string()
      .max(PASSWORD_MAX, 'validation.passwordMax')
      .refine(isStrongAdminPassword, 'validation.adminPassword'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDiffer',
  });

// ── the signed-in user ────────────────────────────────────────────────────────────────────────

export const SessionUserSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('seller'),
    id: z.string(),
    name: z.string(),
    phone: z.string(),
  }),
  z.object({
    type: z.literal('rider'),
    id: z.string(),
    name: z.string(),
    phone: z.string(),
  }),
  z.object({
    type: z.literal('admin'),
    id: z.string(),
    email: z.string(),
    role: z.string(),
    passwordResetRequired: z.boolean(),
  }),
]);
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** GET /api/auth/session: who is signed in (user null when nobody). Every variant of the user
 * is an object, said for the OpenAPI document: version 3.0 reads `nullable` only beside a `type`
 * (decision 045). */
export const SessionResponseSchema = z.object({
  user: SessionUserSchema.nullable().meta({ type: 'object' }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** Sign-up, sign-in and verify answers: the user now signed in. */
export const UserResponseSchema = z.object({ user: SessionUserSchema });

/** POST /api/auth/admin/login: signed in, or a WhatsApp code is needed as a second step. */
export const AdminLoginResponseSchema = z.union([
  z.object({ user: SessionUserSchema }),
  z.object({ codeRequired: z.literal(true), phoneHint: z.string() }),
]);
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;
