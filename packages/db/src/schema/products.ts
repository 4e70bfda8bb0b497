import { type Category, PRODUCT_STATUSES } from '@dwa/domain/enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './helpers.ts';
import { categories, locations } from './reference.ts';
import { sellers } from './sellers.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    pricePesewas: integer('price_pesewas').notNull(),
    category: text('category')
      .$type<Category>()
      .notNull()
      .references(() => categories.slug),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug),
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    deliveryCostPesewas: integer('delivery_cost_pesewas'),
    deliveryAreas: text('delivery_areas').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    /** How many the seller has, when they count them; null: not counted. A Buy safely order
     * takes one when placed (`WHERE stock > 0`) and gives it back if it is never paid or is
     * refunded before pickup (066). */
    stock: integer('stock'),
    isBoosted: boolean('is_boosted').notNull().default(false),
    boostedUntil: tstz('boosted_until'),
    isFeatured: boolean('is_featured').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    whatsappClickCount: integer('whatsapp_click_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Copy of sellers.business_name so search can match it from this row's index (a generated
     * column cannot read another table). Kept in sync by triggers (migration 0005): set on
     * insert / seller change, pushed to every product when a seller renames. Never write it. */
    sellerName: text('seller_name').notNull().default(''),
    /** Copy of sellers.is_verified, same triggers: lets the search index filter verified sellers. */
    sellerVerified: boolean('seller_verified').notNull().default(false),
    // Full-text document, best weight first: title (A) above description (B), then the seller's
    // business name (C) and the location ('cape-coast' as "cape coast", D); plus two marker
    // words (D) for the delivery and verified filters, so the index applies them. Decision 015.
    // And the product's kind as a marker word in the title's weight ('xkindphone': the title
    // "Tecno Spark 20 Pro" is a phone), computed by product_kind(title) (migration 0010, 037).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(seller_name, '')), 'C') || setweight(to_tsvector('english'::regconfig, replace(location_slug, '-', ' ')), 'D') || setweight(to_tsvector('simple'::regconfig, case when delivery_available then 'xdelivery' else '' end || case when seller_verified then ' xverified' else '' end), 'D') || setweight(to_tsvector('english'::regconfig, coalesce('xkind' || replace(product_kind(title), '-', ''), '')), 'A')`,
    ),
  },
  (t) => [
    oneOf('products_status_check', t.status, PRODUCT_STATUSES),
    check('products_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_price_check', sql`${t.pricePesewas} >= 0`),
    check(
      'products_delivery_cost_check',
      sql`${t.deliveryCostPesewas} is null or ${t.deliveryCostPesewas} >= 0`,
    ),
    // The public listing: boosted, featured, newest (ORDER BY … DESC means NULLS FIRST).
    index('products_listing_idx')
      .on(
        t.isBoosted.desc().nullsFirst(),
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`status = 'active'`),
    index('products_category_listing_idx')
      .on(
        t.category,
        t.isBoosted.desc().nullsFirst(),
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`status = 'active'`),
    // Browsing sorted by newest or by price, over everything or one category (search sorts
    // walk these in order instead of sorting every match; decision 015).
    index('products_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index('products_price_idx').on(t.pricePesewas, t.id).where(sql`status = 'active'`),
    index('products_category_newest_idx')
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index('products_category_price_idx')
      .on(t.category, t.pricePesewas, t.id)
      .where(sql`status = 'active'`),
    // The admin's products list across every status, newest first, and new products per day.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_seller_idx').on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('products_boosted_until_idx').on(t.boostedUntil).where(sql`is_boosted`),
  ],
);

/** One uploaded or generated photo with its WebP variants (`[{ width, height, key, bytes }]`). */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants')
      .$type<{ width: number; height: number; key: string; bytes: number }[]>()
      .notNull(),
    /** Visual signature for photo search (filled by the photo-search feature). */
    signature: bytea('signature'),
    createdAt: createdAt(),
  },
  (t) => [unique('product_images_position_unique').on(t.productId, t.position)],
);

/** Every word used in a product title or a seller's business name, lower-cased and unstemmed:
 * the dictionary typos are corrected against ('iphnoe' → 'iphone'; decision 015). Filled by a
 * trigger on products (migration 0005); words are never removed (a stale word only corrects to
 * a word that finds nothing). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
