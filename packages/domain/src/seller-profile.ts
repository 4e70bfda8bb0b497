// The Edit Shop contracts: the seller's own profile with the verification and Pro
// state, the editable shop details, the WhatsApp number change proven by a code sent to the new
// number, and the mobile money wallet. Shared by server (validation, responses) and web (forms).
import { z } from 'zod';
import { MomoNetworkSchema, RegistrationLocationSchema } from './enum-schemas.ts';
import { WALLET_STATUSES } from './enums.ts';
import { codeField, phoneWith } from './fields.ts';
import { PhotoViewSchema } from './photo-view.ts';
import { PRODUCT_PHOTO_MAX_BYTES } from './seller-products.ts';

/** The public shop page shows the description in full; a short pitch, not a catalogue. */
export const SHOP_DESCRIPTION_MAX = 300;
/** A shop photo obeys the product photo rules (10 MB, 40 MP decoded, images only). */
export const SHOP_PHOTO_MAX_BYTES = PRODUCT_PHOTO_MAX_BYTES;
export const ACCOUNT_NAME_MAX = 80;

// ── the wallet ────────────────────────────────────────────────────────────────────────────────

export const WalletSchema = z.object({
  /** E.164. */
  phone: z.string(),
  network: MomoNetworkSchema,
  accountName: z.string().nullable(),
  /** Pending after every change of number or network, until payouts verify it (spec §4). */
  status: z.enum(WALLET_STATUSES),
});
export type Wallet = z.infer<typeof WalletSchema>;

/** GET and PUT /api/seller/wallet answer the same shape (null: no wallet saved yet). */
export const WalletResponseSchema = z.object({ wallet: WalletSchema.nullable() });
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

/** PUT /api/seller/wallet: phone and network are needed (spec §5); the account name is not. */
export const WalletUpdateSchema = z.object({
  phone: z
    .string('sellerProfile.wallet.phoneRequired')
    .pipe(phoneWith('sellerProfile.wallet.phoneRequired')),
  network: z.enum(MomoNetworkSchema.options, 'sellerProfile.wallet.networkRequired'),
  accountName: z
    .string()
    .trim()
    .max(ACCOUNT_NAME_MAX, 'sellerProfile.wallet.accountNameTooLong')
    .optional()
    .transform((v) => v || null),
});
export type WalletUpdateInput = z.input<typeof WalletUpdateSchema>;

// ── the profile ───────────────────────────────────────────────────────────────────────────────

/** GET /api/seller/profile (and the answer of every profile change). */
export const SellerProfileSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  /** E.164. */
  whatsappNumber: z.string(),
  location: RegistrationLocationSchema,
  description: z.string(),
  photo: PhotoViewSchema.nullable(),
  isVerified: z.boolean(),
  verifiedUntil: z.string().nullable(),
  proUntil: z.string().nullable(),
  boostCredits: z.number().int(),
  wallet: WalletSchema.nullable(),
  /** The shop sells with Buy safely (decision 066): buyers pay Dwa, paid at delivery. */
  buySafely: z.boolean(),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

/** PUT /api/seller/profile. */
export const ProfileUpdateSchema = z.object({
  businessName: z
    .string('validation.businessName')
    .trim()
    .min(2, 'validation.businessName')
    .max(80, 'validation.invalid'),
  location: z.enum(RegistrationLocationSchema.options, 'sellerProfile.form.chooseLocation'),
  description: z
    .string()
    .trim()
    .max(SHOP_DESCRIPTION_MAX, 'sellerProfile.form.descriptionTooLong')
    .default(''),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** PUT /api/seller/profile/buy-safely: the shop opts in (a MoMo wallet saved first) or out. */
export const BuySafelyUpdateSchema = z.object({ enabled: z.boolean('validation.invalid') });

// ── the WhatsApp number change ────────────────────────────────────────────────────────────────

// Messages for a missing value too (not zod's English default).
const newNumber = z.string('validation.phone').pipe(phoneWith('validation.phone'));

/** POST /api/seller/profile/phone/code: send a code to the new number. */
export const PhoneChangeCodeSchema = z.object({ phone: newNumber });
export type PhoneChangeCodeInput = z.input<typeof PhoneChangeCodeSchema>;

/** POST /api/seller/profile/phone: switch to the new number with the code it received. */
export const PhoneChangeSchema = z.object({
  phone: newNumber,
  code: z.string('validation.codeFormat').pipe(codeField),
});
export type PhoneChangeInput = z.input<typeof PhoneChangeSchema>;
