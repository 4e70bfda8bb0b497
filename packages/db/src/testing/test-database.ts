// A fresh, migrated, isolated database for one test file.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Another handle on the same database, as a second app instance would have: its own pool
   * on PostgreSQL; on PGlite (one process, one connection) the same handle. */
  openAnother(): Promise<DatabaseHandle>;
}

/** `maxConnections`: the PostgreSQL pool's size (4 unless a test needs real concurrency, as the
 * race suite does: one connection per simultaneous request). */
export async function createTestDatabase(
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  const maxConnections = options.maxConnections ?? 4;
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpPath);
    const pglite = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: { pg_trgm },
    });
    const handle = await openDatabase({ pglite });
    return { ...handle, openAnother: async () => handle };
  }

  const name = `dwa_t_${template.template.slice('dwa_tpl_'.length)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const handle = await openDatabase({
    databaseUrl: withDatabase(template.url, name),
    maxConnections,
  });
  let closed = false;
  const url = withDatabase(template.url, name);
  return {
    ...handle,
    openAnother: () => openDatabase({ databaseUrl: url, maxConnections }),
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      const drop = new pg.Client({ connectionString: template.url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
