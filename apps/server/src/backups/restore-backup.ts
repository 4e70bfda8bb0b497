// npm run db:restore's work: a named backup (default the newest) into an empty DATA_DIR (or
// an empty PostgreSQL database); anything already there is replaced only with `force`. Every
// file's checksum is checked before anything is touched.
import { existsSync } from 'node:fs';
import { copyFile, cp, readdir, readFile, rm } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { openDatabase } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Env } from '../env.ts';
import { claimDataDir } from '../lib/data-dir-lock.ts';
import {
  type BackupManifest,
  filesUnder,
  listBackups,
  readManifest,
  verifyBackup,
} from './backup-manifest.ts';
import { DATA_DIR_FILES, PGLITE_DUMP, POSTGRES_DUMP } from './create-backup.ts';
import { runPgTool } from './pg-tools.ts';
import { BACKED_UP_SCHEMAS } from './table-checksums.ts';

/** A refusal the CLI prints as it is (no stack). */
export class RestoreRefusedError extends Error {}

export interface RestoreResult {
  dir: string;
  manifest: BackupManifest;
}

export async function restoreBackup(
  env: Env,
  options: { target: string; name?: string | undefined; force?: boolean },
): Promise<RestoreResult> {
  const dir = await findBackup(options.target, options.name);
  const manifest = await readManifest(dir);
  const engine = env.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new RestoreRefusedError(
      `${dir} holds a ${manifest.engine} database; this configuration uses ${engine}.`,
    );
  }
  const media = join(env.dataDir, 'media');
  if (engine === 'pglite') {
    // First: the server (or another CLI) must not hold the directory we would replace.
    const release = claimDataDir(env.dataDir, 'db:restore');
    try {
      await refuseDamaged(dir, manifest);
      const pgdata = join(env.dataDir, 'pgdata');
      await refuseUnlessEmpty(options.force, [
        ...((await nonEmptyDir(pgdata)) ? [pgdata] : []),
        ...((await filesUnder(media)).length > 0 ? [media] : []),
      ]);
      await rm(pgdata, { recursive: true, force: true });
      const dump = await readFile(join(dir, PGLITE_DUMP));
      // PGlite unpacks the dump into the (empty) directory and opens it: a recovery runs here,
      // not at the server's next start.
      const pglite = await PGlite.create(pgdata, {
        loadDataDir: new Blob([dump]),
        extensions: { pg_trgm },
      });
      await pglite.query('select 1');
      await pglite.close();
      await restoreFiles(env, dir, manifest, media);
    } finally {
      release();
    }
  } else {
    await refuseDamaged(dir, manifest);
    const database = await openDatabase({ databaseUrl: env.databaseUrl!, maxConnections: 1 });
    try {
      const tables = await database.db.execute(
        sql`select count(*)::int as n from pg_tables
             where schemaname in (${sql.join(
               BACKED_UP_SCHEMAS.map((s) => sql`${s}`),
               sql`, `,
             )})`,
      );
      const hasTables = Number(rowsOf<{ n: number }>(tables)[0]?.n ?? 0) > 0;
      await refuseUnlessEmpty(options.force, [
        ...(hasTables ? ['the database of DATABASE_URL'] : []),
        ...(env.storage.kind === 'disk' && (await filesUnder(media)).length > 0 ? [media] : []),
      ]);
      // Dropped whole, so tables made after the backup (a newer migration) go too.
      await database.sql.executeSql(
        `${BACKED_UP_SCHEMAS.map((s) => `drop schema if exists ${s} cascade;`).join(' ')} create schema public;`,
      );
    } finally {
      await database.close();
    }
    await runPgTool('pg_restore', env.databaseUrl!, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      join(dir, POSTGRES_DUMP),
    ]);
    if (env.storage.kind === 'disk') await restoreFiles(env, dir, manifest, media);
  }
  return { dir, manifest };
}

async function findBackup(target: string, name: string | undefined): Promise<string> {
  if (name && (isAbsolute(name) || name.includes('/'))) {
    if (!existsSync(join(name, 'manifest.json')))
      throw new RestoreRefusedError(`${name} is not a backup`);
    return name;
  }
  const all = await listBackups(target);
  const chosen = name ?? all.at(-1);
  if (!chosen || !all.includes(chosen)) {
    throw new RestoreRefusedError(
      name
        ? `No backup named ${name} in ${target} (there: ${all.join(', ') || 'none'}).`
        : `No backups in ${target}.`,
    );
  }
  return join(target, chosen);
}

async function refuseDamaged(dir: string, manifest: BackupManifest) {
  const problems = await verifyBackup(dir, manifest);
  if (problems.length > 0) {
    throw new RestoreRefusedError(`${dir} is damaged:\n  ${problems.join('\n  ')}`);
  }
}

async function refuseUnlessEmpty(force: boolean | undefined, occupied: string[]) {
  if (occupied.length === 0 || force) return;
  throw new RestoreRefusedError(
    `Not empty: ${occupied.join(', ')}. Restoring replaces it: run again with --force to do so.`,
  );
}

async function nonEmptyDir(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

async function restoreFiles(env: Env, dir: string, manifest: BackupManifest, media: string) {
  await rm(media, { recursive: true, force: true });
  if (existsSync(join(dir, 'media'))) await cp(join(dir, 'media'), media, { recursive: true });
  for (const file of DATA_DIR_FILES) {
    if (manifest.files.some((f) => f.path === file)) {
      await copyFile(join(dir, file), join(env.dataDir, file));
    }
  }
}
