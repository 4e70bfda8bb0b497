// Enumerations of spec section 9, defined once. Labels shown to users live in the i18n catalogs
// under `enums.<group>.<value>`; the English labels here are the spec's exact wording and are
// used where no catalog is at hand (CSV exports, logs). Zod schemas of these live in
// enum-schemas.ts, so the buyer's pages can use the lists without bundling zod.

export const LANGUAGES = ['en', 'tw', 'pidgin'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `<html lang>` per language (the server writes it, the browser reads it back): Twi has its ISO
 * code; Ghanaian Pidgin has none a browser knows, so en-GH. */
export const HTML_LANG: Record<Language, string> = { en: 'en', tw: 'tw', pidgin: 'en-GH' };

/** Every product category. The home filter shows these after "all"; `general` is where
 * products published from WhatsApp uploads land (spec section 4). */
export const CATEGORIES = [
  'electronics',
  'fashion',
  'home',
  'automotive',
  'food',
  'sports',
  'books',
  'general',
] as const;
export type Category = (typeof CATEGORIES)[number];
/** The filter list of the home page, in the spec's order ("all" is the absence of a filter). */
export const FILTER_CATEGORIES = [
  'electronics',
  'fashion',
  'home',
  'automotive',
  'food',
  'sports',
  'books',
] as const satisfies readonly Category[];

/** The home page's category chips: the spec's filter list, then every other category that has
 * listed products (General, where WhatsApp uploads land), so no product is out of reach of a
 * chip and the chips add up to "all" (decision 017). */
export function chipCategories(
  counts: readonly { category: Category; count: number }[],
): Category[] {
  const inFilter = (c: Category) => (FILTER_CATEGORIES as readonly Category[]).includes(c);
  const listed = (c: Category) => (counts.find((x) => x.category === c)?.count ?? 0) > 0;
  return [...FILTER_CATEGORIES, ...CATEGORIES.filter((c) => !inFilter(c) && listed(c))];
}

export const REGISTRATION_LOCATIONS = ['accra', 'kumasi', 'tamale', 'cape-coast'] as const;
export type RegistrationLocation = (typeof REGISTRATION_LOCATIONS)[number];
export const LOCATION_LABELS: Record<RegistrationLocation, string> = {
  accra: 'Accra',
  kumasi: 'Kumasi',
  tamale: 'Tamale',
  'cape-coast': 'Cape Coast',
};

export const VEHICLE_TYPES = ['bicycle', 'motorbike', 'car', 'van'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  bicycle: 'Bicycle',
  motorbike: 'Motorbike',
  car: 'Car',
  van: 'Van',
};

export const SERVICE_ZONES = [
  'accra-central',
  'tema',
  'kumasi',
  'takoradi',
  'cape-coast',
  'tamale',
] as const;
export type ServiceZone = (typeof SERVICE_ZONES)[number];
export const SERVICE_ZONE_LABELS: Record<ServiceZone, string> = {
  'accra-central': 'Accra Central',
  tema: 'Tema',
  kumasi: 'Kumasi',
  takoradi: 'Takoradi',
  'cape-coast': 'Cape Coast',
  tamale: 'Tamale',
};

/** Languages a rider speaks (not interface languages). */
export const RIDER_LANGUAGES = ['english', 'twi', 'ga', 'ewe', 'dagbani', 'hausa'] as const;
export type RiderLanguage = (typeof RIDER_LANGUAGES)[number];
export const RIDER_LANGUAGE_LABELS: Record<RiderLanguage, string> = {
  english: 'English',
  twi: 'Twi',
  ga: 'Ga',
  ewe: 'Ewe',
  dagbani: 'Dagbani',
  hausa: 'Hausa',
};

/** Mobile money networks. Vodafone Ghana is now Telecel; the code stays `vodafone` so data from
 * the prototype maps 1:1, the label says both. */
export const MOMO_NETWORKS = ['mtn', 'vodafone', 'airteltigo'] as const;
export type MomoNetwork = (typeof MOMO_NETWORKS)[number];
export const MOMO_NETWORK_LABELS: Record<MomoNetwork, string> = {
  mtn: 'MTN',
  vodafone: 'Vodafone/Telecel',
  airteltigo: 'AirtelTigo',
};

export const NOTIFICATION_EVENT_TYPES = [
  'welcome',
  'first_product',
  'boost_active',
  'boost_expiry_reminder',
  'inactivity_reminder',
  'verification_expiry',
  'receipt_requested',
  'pro_expiry',
] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEventType, string> = {
  welcome: 'Welcome Message',
  first_product: 'First Product Added',
  boost_active: 'Boost Activated',
  boost_expiry_reminder: 'Boost Expiry Reminder',
  inactivity_reminder: 'Add Products Reminder',
  verification_expiry: 'Verification Expiring',
  receipt_requested: 'Receipt Requested',
  pro_expiry: 'Pro Expiring',
};

/** What a seller may set on their own product. */
export const SELLER_PRODUCT_STATUSES = ['draft', 'active', 'hidden', 'sold'] as const;
/** …plus `blocked`: hidden by an admin (moderation); only an admin lifts it. */
export const PRODUCT_STATUSES = [...SELLER_PRODUCT_STATUSES, 'blocked'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const SELLER_STATUSES = ['active', 'suspended'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const DELIVERY_JOB_STATUSES = [
  'requested',
  'accepted',
  'picked_up',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type DeliveryJobStatus = (typeof DELIVERY_JOB_STATUSES)[number];
/** Statuses counted as "active deliveries" (spec section 4). */
export const ACTIVE_DELIVERY_STATUSES = [
  'accepted',
  'picked_up',
] as const satisfies readonly DeliveryJobStatus[];

export const PAYOUT_STATUSES = ['requested', 'approved', 'rejected', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const UPLOAD_STATUSES = ['pending', 'published', 'rejected'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** `held`: the provider reported money Dwa cannot apply as it stands (fees at or above the amount,
 * another amount or currency): a person looks at it; nothing is granted and nothing retries. */
export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'held'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** `order`: a buyer paying for a Buy safely order (decision 066); the payment's seller is the
 * shop paid, and the money goes to escrow, never to Dwa's revenue. */
export const PAYMENT_PURPOSES = ['verification', 'pro', 'boost', 'order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const WALLET_STATUSES = ['pending', 'verified'] as const;
export const USER_TYPES = ['seller', 'rider'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** super_admin: everything. support: reads and moderates, never money, settings or other admins
 * (decision 041). */
export const ADMIN_ROLES = ['super_admin', 'support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const LIVE_STREAM_STATUSES = ['scheduled', 'live', 'ended'] as const;
export const INQUIRY_TYPES = ['whatsapp_click'] as const;

/** Analytics event types tracked by the server. */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'product_view',
  'search',
  'whatsapp_click',
  'receipt_requested',
  'seller_registered',
  'product_created',
  'boost_purchased',
  // A seller signed in (web or code): retention counts it as activity.
  'seller_signed_in',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Why a buyer reports a listing; the admins' queue shows them. */
export const PRODUCT_REPORT_REASONS = [
  'scam',
  'prohibited',
  'wrong_info',
  'offensive',
  'other',
] as const;
export type ProductReportReason = (typeof PRODUCT_REPORT_REASONS)[number];
export const PRODUCT_REPORT_STATUSES = ['open', 'resolved'] as const;
