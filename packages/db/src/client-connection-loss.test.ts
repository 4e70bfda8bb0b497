// PostgreSQL only: a connection lost while a transaction holds it (the database restarted or
// killed, the backend terminated) fails that transaction and leaves the process running; the
// pool serves the next query from a fresh connection. Before, the checked-out client's 'error'
// had no listener and ended the process (found by `npm run bench -- durability`).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let database: TestDatabase | null = null;
afterAll(() => database?.close());

describe.runIf(onPostgres)('a connection lost inside a transaction', () => {
  it('fails the transaction, not the process', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const uncaught: unknown[] = [];
    const listener = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', listener);
    try {
      let pid = 0;
      const transaction = db.transaction(async (tx) => {
        pid = Number(
          (rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`))[0] as { pid: number }).pid,
        );
        // Between two statements (as a save waits on other work) the backend is terminated.
        await db.execute(sql`select pg_terminate_backend(${pid})`);
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const after = rowsOf(await db.execute(sql`select 1 as one`));
      expect(after).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', listener);
    }
  });
});
