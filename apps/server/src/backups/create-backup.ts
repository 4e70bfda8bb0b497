// npm run db:backup's work: the database dump first, then the media files, then the manifest,
// written under a '.partial' name and renamed at the end so a half-written backup is never
// the newest one. Dumping before copying photos means every photo a dumped row names is
// already on disk (a product's files are stored before its row commits); a photo saved during
// the copy is at worst an extra file.
import { copyFile, cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { currentMigration } from '@dwa/db/migrate';
import { sql } from 'drizzle-orm';
import type { Env } from '../env.ts';
import {
  type BackupFile,
  type BackupManifest,
  backupName,
  filesUnder,
  MANIFEST,
  sha256File,
} from './backup-manifest.ts';
import { runPgTool } from './pg-tools.ts';
import { tableCounts } from './table-checksums.ts';

/** Files beside the data that a restore needs: without secrets.json (generated outside
 * production) sessions and the admin's sealed Bot Settings would not open after a restore. */
export const DATA_DIR_FILES = ['secrets.json', 'demo-credentials.json'] as const;
export const PGLITE_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.pgdump';

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

export async function createBackup(
  env: Env,
  database: DatabaseHandle,
  target: string,
  now = new Date(),
): Promise<BackupResult> {
  const name = backupName(now);
  const dir = join(target, name);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const migration = await currentMigration(database);
    const tables = await tableCounts(database);
    await dumpDatabase(env, database, partial);
    if (env.storage.kind === 'disk') {
      const media = join(env.dataDir, 'media');
      if ((await filesUnder(media)).length > 0) {
        // A '.tmp' file is a photo being written (disk-storage renames it when complete).
        await cp(media, join(partial, 'media'), {
          recursive: true,
          filter: (source) => !source.endsWith('.tmp'),
        });
      }
    }
    for (const file of DATA_DIR_FILES) {
      await copyFile(join(env.dataDir, file), join(partial, file)).catch(ignoreMissing);
    }
    const files: BackupFile[] = [];
    for (const path of await filesUnder(partial)) {
      const file = join(partial, path);
      files.push({ path, bytes: (await stat(file)).size, sha256: await sha256File(file) });
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      engine: database.engine,
      migration,
      media: env.storage.kind,
      tables,
      files,
    };
    await writeFile(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function dumpDatabase(env: Env, database: DatabaseHandle, dir: string) {
  if (database.pglite) {
    // PGlite dumps its data directory between two queries (it runs one at a time), so the
    // copy is consistent; a transaction open at that moment is rolled back on restore, as
    // after a crash. The checkpoint keeps the WAL to replay short.
    await database.db.execute(sql`checkpoint`);
    const dump = await database.pglite.dumpDataDir('gzip');
    await writeFile(join(dir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    return;
  }
  if (!env.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
  // pg_dump's custom format: compressed, one consistent snapshot, restorable table by table.
  await runPgTool('pg_dump', env.databaseUrl, [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${join(dir, POSTGRES_DUMP)}`,
  ]);
}

function ignoreMissing(error: NodeJS.ErrnoException) {
  if (error.code !== 'ENOENT') throw error;
}
