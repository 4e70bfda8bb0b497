// One way to open the database: PGlite (embedded, a directory or memory) by default, a pooled
// PostgreSQL connection when a URL is given. Both speak the same SQL and migrations.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What every service takes: the common type of both drivers (and of their transactions). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PGlite instance (embedded engine only): tests use it to dump and clone. */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      // A dead server must fail requests quickly, not hang them.
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      close: () => pool.end(),
    };
  }
  const client =
    options.pglite ?? (await PGlite.create(options.dataDir, { extensions: { pg_trgm } }));
  let closed = false;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    pglite: client,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
