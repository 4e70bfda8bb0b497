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

/** Raw SQL for libraries that bring their own statements (the job queue): `$n` parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Outside any transaction; without values the text may hold several statements. */
  sql: SqlExecutor;
  /** The PGlite instance (embedded engine only): tests use it to dump and clone, backups dump
   * it. */
  pglite?: PGlite;
  /** The connection pool (PostgreSQL only): /metrics reports its use. */
  pool?: pg.Pool;
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
    // Nor one in use: a client checked out (a transaction between two statements) whose server
    // goes away emits 'error' on itself, where the pool does not listen, and an unheard 'error'
    // ends the process (kill -9 of PostgreSQL in the durability bench). Heard, the client's
    // next query fails instead, the transaction rolls back and the pool drops the client.
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Db,
      engine: 'postgres',
      pool,
      close: () => pool.end(),
      // Without values pg uses the simple protocol, which takes several statements.
      sql: { executeSql: (text, values) => pool.query(text, values) },
    };
  }
  const client =
    options.pglite ?? (await PGlite.create(options.dataDir, { extensions: { pg_trgm } }));
  let closed = false;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    pglite: client,
    sql: {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        // exec() runs several statements and answers one result each; the last one counts.
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Raw SQL inside a Drizzle handle or transaction, so a library's statement (a queued job) joins
 * the caller's transaction and commits or rolls back with it. Drizzle keeps the driver's client
 * (PGlite, its transaction, a pg Pool or PoolClient) on the session; all four answer
 * `query(text, values)` with `{ rows }`. Covered on both engines by the job-queue tests. */
export function sqlExecutorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { session: { client: SqlClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values ?? []) };
}

interface SqlClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}
