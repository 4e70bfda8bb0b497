// What every entry point (server, CLIs) does before work: open the database, migrate, and on an
// empty database load demo data when configured.
import { existsSync, mkdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@dwa/db/client';
import { migrateDatabase } from '@dwa/db/migrate';
import { type DemoCredentials, isDatabaseSeeded, seedDemoData } from '@dwa/db/seed/demo';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { sql } from 'drizzle-orm';
import { backfillPhotoSignatures } from './contexts/catalog/public.ts';
import type { Env } from './env.ts';
import { claimDataDir, DataDirInUseError } from './lib/data-dir-lock.ts';
import { hashPassword } from './lib/passwords.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import type { ObjectStorage } from './storage/object-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

/** PostgreSQL from DATABASE_URL, else the embedded database under DATA_DIR, claimed for this
 * process until closed (a second process on it would corrupt it: lib/data-dir-lock.ts). */
export async function openConfiguredDatabase(
  env: Env,
  purpose = process.argv[1] ?? 'dwa',
): Promise<DatabaseHandle> {
  if (env.databaseUrl) return openDatabase({ databaseUrl: env.databaseUrl });
  mkdirSync(env.dataDir, { recursive: true });
  const release = claimDataDir(env.dataDir, purpose);
  try {
    const handle = await openDatabase({ dataDir: join(env.dataDir, 'pgdata') });
    return {
      ...handle,
      async close() {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** openConfiguredDatabase for an entry point (the server, a CLI): when another process holds the
 * embedded database, say which and how to go on, and exit 1, instead of a stack trace. */
export async function openDatabaseOrExit(
  env: Env,
  purpose: string,
  thenWhat = `Then run ${purpose} again.`,
): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(env, purpose);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${error.message}\n${thenWhat}`);
    process.exit(1);
  }
}

export function openConfiguredStorage(env: Env): ObjectStorage {
  if (env.storage.kind === 's3') return createS3Storage(env.storage);
  return createDiskStorage(join(env.dataDir, 'media'));
}

const credentialsFile = (env: Env) => join(env.dataDir, 'demo-credentials.json');

/** Migrates, then seeds an empty database. Returns the demo sign-ins when demo data exists. */
export async function prepareDatabase(
  env: Env,
  database: DatabaseHandle,
  storage: ObjectStorage,
): Promise<DemoCredentials | null> {
  await migrateDatabase(database);
  // Notification texts exist from the first start; admins edit them, a start never overwrites.
  await ensureDefaultTemplates(database.db);
  // Photos stored without a (current) photo-search signature get one; the seed signs its own.
  await backfillPhotoSignatures(database.db, storage);
  if (env.demoData && !(await isDatabaseSeeded(database.db))) {
    const credentials = await seedDemoData(database.db, {
      saveObject: (key, body, contentType) => storage.put(key, body, contentType),
      hashPassword,
    });
    // Fresh statistics so the planner knows the tables are no longer empty.
    await database.db.execute(sql`analyze`);
    // Passwords are random per seed; they are kept beside the data so every start can print
    // them. Never outside development: production runs with DEMO_DATA off. On PostgreSQL with
    // every secret set, nothing else has made DATA_DIR yet.
    await mkdir(env.dataDir, { recursive: true });
    await writeFile(credentialsFile(env), `${JSON.stringify(credentials, null, 2)}\n`, {
      mode: 0o600,
    });
    return credentials;
  }
  if (env.demoData && existsSync(credentialsFile(env))) {
    return JSON.parse(await readFile(credentialsFile(env), 'utf8')) as DemoCredentials;
  }
  return null;
}
