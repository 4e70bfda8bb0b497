// A backup is one directory under BACKUP_TARGET: the database dump, the media files as stored,
// the generated secrets, and manifest.json naming every file with its size and SHA-256. A
// directory (not one tarball) because photos are already compressed WebP, and `rsync` or
// `aws s3 sync` of the target then copies only new backups' files off the machine.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MANIFEST = 'manifest.json';
/** Backup directory names sort by time: dwa-20260512T031500Z. */
const NAME = /^dwa-\d{8}T\d{6}(\d{3})?Z$/;

export interface BackupFile {
  /** Relative to the backup directory, '/'-separated. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** The newest applied migration when the backup was taken. */
  migration: string | null;
  /** Where the photos were: copied from disk, or in a bucket (backed up by its own means). */
  media: 'disk' | 's3';
  /** Rows per table when the dump was taken (information; the dump is the truth). */
  tables: Record<string, number>;
  files: BackupFile[];
}

export function backupName(date: Date): string {
  return `dwa-${date.toISOString().replace(/[-:]/g, '').replace('.', '')}`;
}

/** Complete backups in `target`, oldest first (a '.partial' directory is one being written). */
export async function listBackups(target: string): Promise<string[]> {
  if (!existsSync(target)) return [];
  const entries = await readdir(target, { withFileTypes: true });
  return entries
    .filter(
      (e) => e.isDirectory() && NAME.test(e.name) && existsSync(join(target, e.name, MANIFEST)),
    )
    .map((e) => e.name)
    .sort();
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, relative and '/'-separated. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  return JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BackupManifest;
}

/** Problems with a backup's files (missing, another size or checksum), none when intact. */
export async function verifyBackup(dir: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const f of manifest.files) {
    const file = join(dir, f.path);
    if (!existsSync(file)) problems.push(`${f.path}: missing`);
    else if ((await sha256File(file)) !== f.sha256) problems.push(`${f.path}: checksum differs`);
  }
  return problems;
}
