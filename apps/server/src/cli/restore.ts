// npm run db:restore -- [name] [--force] — a backup from BACKUP_TARGET (the newest unless
// named, or a path to a backup directory) into an empty DATA_DIR / database. --force replaces
// what is there. The server must be stopped.
import { parseArgs } from 'node:util';
import { RestoreRefusedError, restoreBackup } from '../backups/restore-backup.ts';
import { DataDirInUseError } from '../lib/data-dir-lock.ts';
import { loadCliEnv } from './load-env.ts';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const env = loadCliEnv();
const name = positionals[0];
if (!env.backupTarget && !name?.includes('/')) {
  console.error('BACKUP_TARGET is not set: name the directory backups are in, or give a path.');
  process.exit(2);
}
try {
  const started = performance.now();
  const { dir, manifest } = await restoreBackup(env, {
    target: env.backupTarget ?? '',
    name,
    force: values.force,
  });
  console.log(
    `Restored ${dir} (${manifest.engine}, taken ${manifest.createdAt}, migration ${manifest.migration}) in ${Math.round(performance.now() - started)} ms.`,
  );
  if (manifest.media === 's3')
    console.log('Photos live in the S3 bucket: restore them from its copy.');
} catch (error) {
  if (error instanceof RestoreRefusedError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
