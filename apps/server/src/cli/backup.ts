// npm run db:backup — the database and the photos into a new directory under BACKUP_TARGET
// (src/backups/). Embedded database: the server must be stopped (PGlite lives inside one
// process); PostgreSQL: runs beside live servers through pg_dump.

import { createBackup } from '../backups/create-backup.ts';
import { openDatabaseOrExit } from '../boot.ts';
import { loadCliEnv } from './load-env.ts';

const env = loadCliEnv();
if (!env.backupTarget) {
  console.error('BACKUP_TARGET is not set: name the directory backups go to (see README).');
  process.exit(2);
}
const database = await openDatabaseOrExit(env, 'npm run db:backup');
try {
  const started = performance.now();
  const { dir, manifest } = await createBackup(env, database, env.backupTarget);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const photos = manifest.files.filter((f) => f.path.startsWith('media/')).length;
  console.log(
    `Backup written: ${dir}\n  ${manifest.engine}, migration ${manifest.migration}, ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${photos} media files, ${(bytes / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms`,
  );
  if (manifest.media === 's3') {
    console.log('  Photos are in the S3 bucket: copy it as docs/recipes/backups.md says.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
