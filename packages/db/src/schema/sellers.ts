import { LANGUAGES, SELLER_STATUSES } from '@dwa/domain/enums';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ghanaPhone, id, oneOf, tstz, updatedAt } from './helpers.ts';
import { locations } from './reference.ts';

export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    businessName: text('business_name').notNull(),
    whatsappNumber: text('whatsapp_number').notNull().unique(),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug),
    description: text('description').notNull().default(''),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedUntil: tstz('verified_until'),
    proUntil: tstz('pro_until'),
    status: text('status').notNull().default('active'),
    /** The shop sells with Buy safely (Edit Shop, once a MoMo wallet is confirmed: 066). */
    buySafely: boolean('buy_safely').notNull().default(false),
    /** The shop photo's WebP variants (photo pipeline), as product_images.variants stores them;
     * null until the seller uploads one (Edit Shop). */
    photoVariants:
      jsonb('photo_variants').$type<
        { width: number; height: number; key: string; bytes: number }[]
      >(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ghanaPhone('sellers_whatsapp_number_e164', t.whatsappNumber),
    oneOf('sellers_preferred_language_check', t.preferredLanguage, LANGUAGES),
    oneOf('sellers_status_check', t.status, SELLER_STATUSES),
    // The admin's sellers list, newest first, and new sellers per day (analytics).
    index('sellers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Kept apart from the seller row so a password hash is never selected by accident. */
export const sellerCredentials = pgTable('seller_credentials', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  passwordChangedAt: tstz('password_changed_at').notNull().defaultNow(),
});
