// Column helpers shared by the schema files: one definition of "timestamp", "phone" and
// "one of these values", so every table agrees.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () => tstz('updated_at').notNull().defaultNow();

/** CHECK (col IN (...)) built from a domain enum, so SQL and TypeScript share one list. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}

/** E.164 Ghana numbers only: +233 and 9 digits (architecture invariant 4). */
export function ghanaPhone(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} ~ '^\\+233[0-9]{9}$'`);
}
