// Migrations are applied in code (drizzle-kit's own migrate command fails silently on PGlite
// when a migration needs an extension; see stack-notes).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

interface JournalEntry {
  when: number;
  tag: string;
}

export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8'));
  return journal.entries as JournalEntry[];
}

/** The advisory lock every instance takes to migrate ('dwa migrations' as a number). */
export const MIGRATION_LOCK = 0x6477616d;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.engine === 'pglite' || !handle.pool) {
    // One process owns an embedded database: nobody else can migrate it at the same time.
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePglite(handle.db as any, config);
    return;
  }
  // Instances starting together (a deploy, a compose stack on an empty database) migrate one at
  // a time: the first applies the migrations, the others wait on the lock and find nothing left
  // to do, instead of failing on tables another instance is creating.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
      await migrateNodePg(drizzleNodePg(client) as any, config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The tag of the newest applied migration (e.g. `0002_reference_data`), or null. */
export async function currentMigration(handle: DatabaseHandle): Promise<string | null> {
  const exists = await handle.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!rowsOf<{ ok: boolean }>(exists)[0]?.ok) return null;
  const result = await handle.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const newest = rowsOf<{ created_at: string | number }>(result)[0];
  if (!newest) return null;
  const when = Number(newest.created_at);
  return migrationJournal().find((e) => e.when === when)?.tag ?? `unknown_${when}`;
}

/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too; guard for either shape. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
