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
    isBoosted: boolean('is_boosted').notNull().default(false),
    boostedUntil: tstz('boosted_until'),
    isFeatured: boolean('is_featured').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    whatsappClickCount: integer('whatsapp_click_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Title weighs more than description in full-text ranking.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    oneOf('products_status_check', t.status, PRODUCT_STATUSES),
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
