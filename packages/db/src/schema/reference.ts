import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The four registration locations (rows inserted by migration 0002). */
export const locations = pgTable('locations', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
});

/** Product categories in display order (rows inserted by migration 0002). */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  position: integer('position').notNull(),
});
