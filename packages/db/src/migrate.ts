// Migrations are applied in code (drizzle-kit's own migrate command fails silently on PGlite
// when a migration needs an extension; see stack-notes).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisory-lock.ts';
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

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.engine === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePglite(handle.db as any, config);
    return;
  }
  // Instances starting together (a deploy, a compose stack on an empty database) migrate one at
  // a time: the first applies the migrations, the others wait on the lock and find nothing left
  // to do, instead of failing on tables another instance is creating.
  await withAdvisoryLock(handle, ADVISORY_LOCKS.migrations, async () => {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migrateNodePg(handle.db as any, config);
  });
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
