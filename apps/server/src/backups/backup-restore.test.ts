// Back up, wipe, restore: every table's rows (count and checksum), every photo's bytes and the
// generated secrets come back; a restore refuses a non-empty place without force, a damaged
// backup always, and (embedded) a data dir another live process holds. PGlite by default; a
// database of its own on PostgreSQL (through pg_dump/pg_restore) when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { migrateDatabase } from '@dwa/db/migrate';
import { productImages } from '@dwa/db/schema/index';
import { buildAdmin, buildProduct, buildSeller } from '@dwa/db/testing/factories';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase, openConfiguredStorage } from '../boot.ts';
import type { Env } from '../env.ts';
import { DataDirInUseError } from '../lib/data-dir-lock.ts';
import { JOB_SCHEMA, JOB_SCHEMAS } from '../tasks/job-schema.ts';
import { createTaskQueue } from '../tasks/task-queue.ts';
import { testEnv } from '../testing/test-app.ts';
import { filesUnder, listBackups, sha256File } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';
import { tableChecksums } from './table-checksums.ts';

const adminUrl = process.env.DATABASE_URL;
const quiet = { info() {}, warn() {}, error() {} };
let root: string;
let env: Env;
let target: string;
let databaseName: string | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'dwa-backup-'));
  target = join(root, 'backups');
  let databaseUrl: string | undefined;
  if (adminUrl) {
    databaseName = `dwa_backup_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  env = testEnv(join(root, 'data'), {
    BACKUP_TARGET: target,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}, 60_000);

afterAll(async () => {
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await rm(root, { recursive: true, force: true });
});

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** Rows of every kind a backup must keep: sellers, products with photo files, an admin, the
 * ledger, a queued job (pg-boss's tables). */
async function seed(database: DatabaseHandle) {
  await migrateDatabase(database);
  const storage = openConfiguredStorage(env);
  const queue = await createTaskQueue(
    database,
    [{ name: 'backup.test', handler: async () => {} }],
    quiet,
  );
  await queue.enqueue(database.db, 'backup.test', { note: 'still queued after restore' });
  await queue.stop();
  await buildAdmin(database.db);
  for (let i = 0; i < 3; i++) {
    const seller = await buildSeller(database.db, { boostCredits: i + 1 });
    for (let j = 0; j < 2; j++) {
      const product = await buildProduct(database.db, { sellerId: seller.id });
      const key = `products/${product.id}/0-320.webp`;
      await storage.put(key, randomBytes(2000 + j), 'image/webp');
      await database.db.insert(productImages).values({
        productId: product.id,
        position: 0,
        width: 320,
        height: 320,
        variants: [{ width: 320, height: 320, key, bytes: 2000 + j }],
      });
    }
  }
}

async function fileSums(dir: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const path of await filesUnder(dir)) sums[path] = await sha256File(join(dir, path));
  return sums;
}

async function wipe() {
  await rm(join(env.dataDir, 'media'), { recursive: true, force: true });
  await rm(join(env.dataDir, 'pgdata'), { recursive: true, force: true });
  await rm(join(env.dataDir, 'secrets.json'), { force: true });
  if (env.databaseUrl) {
    const database = await openConfiguredDatabase(env);
    await database.sql.executeSql(
      `${JOB_SCHEMAS.map((s) => `drop schema if exists ${s} cascade;`).join(' ')} drop schema drizzle cascade; drop schema public cascade; create schema public;`,
    );
    await database.close();
  }
}

describe(`db:backup and db:restore (${adminUrl ? 'postgres' : 'pglite'})`, () => {
  let before: Awaited<ReturnType<typeof tableChecksums>>;
  let media: Record<string, string>;
  let secrets: string;

  it('backs up, wipes, restores: every row and every photo back', async () => {
    await writeFile(join(env.dataDir, 'secrets.json'), '{"whatsappAppSecret":"kept"}\n');
    secrets = await readFile(join(env.dataDir, 'secrets.json'), 'utf8');
    let database = await openConfiguredDatabase(env);
    await seed(database);
    before = await tableChecksums(database);
    media = await fileSums(join(env.dataDir, 'media'));
    const { manifest } = await createBackup(env, database, target);
    await database.close();

    expect(Object.keys(media)).toHaveLength(6);
    expect(before['public.products']?.rows).toBe(6);
    expect(before['public.admins']?.rows).toBe(1);
    expect(manifest.tables).toEqual(
      Object.fromEntries(Object.entries(before).map(([t, s]) => [t, s.rows])),
    );
    expect(manifest.files.filter((f) => f.path.startsWith('media/'))).toHaveLength(6);
    expect(await listBackups(target)).toHaveLength(1);

    await wipe();
    expect(existsSync(join(env.dataDir, 'media'))).toBe(false);
    await restoreBackup(env, { target });

    database = await openConfiguredDatabase(env);
    const after = await tableChecksums(database);
    await database.close();
    expect(after).toEqual(before);
    // The queued job is among pg-boss's rows (its shared job table).
    const jobRows = (sums: typeof before) =>
      Object.entries(sums).filter(([t, s]) => t.startsWith(`${JOB_SCHEMA}.`) && s.rows > 0).length;
    expect(jobRows(before)).toBeGreaterThan(0);
    expect(jobRows(after)).toBe(jobRows(before));
    expect(await fileSums(join(env.dataDir, 'media'))).toEqual(media);
    expect(await readFile(join(env.dataDir, 'secrets.json'), 'utf8')).toBe(secrets);
  }, 120_000);

  it('refuses a non-empty place without --force, and replaces it with', async () => {
    await expect(restoreBackup(env, { target })).rejects.toThrow(/Not empty.*--force/);
    // A change made after the backup is gone once it is restored over.
    const stray = join(env.dataDir, 'media', 'products', 'stray.webp');
    await writeFile(stray, 'not in the backup');
    await restoreBackup(env, { target, force: true });
    expect(existsSync(stray)).toBe(false);
    const database = await openConfiguredDatabase(env);
    expect(await tableChecksums(database)).toEqual(before);
    await database.close();
  }, 120_000);

  it('refuses a damaged backup before touching anything', async () => {
    const [name] = await listBackups(target);
    const photo = Object.keys(media)[0]!;
    await writeFile(join(target, name!, 'media', photo), 'flipped');
    await expect(restoreBackup(env, { target, force: true })).rejects.toThrow(
      new RegExp(`damaged[\\s\\S]*media/${photo}: checksum differs`),
    );
    expect(await fileSums(join(env.dataDir, 'media'))).toEqual(media);
    await expect(restoreBackup(env, { target, name: 'dwa-20000101T000000Z' })).rejects.toThrow(
      RestoreRefusedError,
    );
  }, 60_000);

  it.skipIf(adminUrl)(
    'refuses while another live process holds the embedded database',
    async () => {
      const owner = { pid: process.ppid, purpose: 'server.ts', since: new Date().toISOString() };
      await writeFile(join(env.dataDir, 'pgdata.owner'), JSON.stringify(owner));
      await expect(restoreBackup(env, { target, force: true })).rejects.toThrow(DataDirInUseError);
      await expect(openConfiguredDatabase(env)).rejects.toThrow(/in use by process/);
      // A claim left by a dead process (kill -9) is taken over.
      await writeFile(
        join(env.dataDir, 'pgdata.owner'),
        JSON.stringify({ ...owner, pid: 2 ** 22 + 1 }),
      );
      const database = await openConfiguredDatabase(env);
      await database.close();
      expect(existsSync(join(env.dataDir, 'pgdata.owner'))).toBe(false);
    },
    60_000,
  );
});
