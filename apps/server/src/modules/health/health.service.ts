import type { DatabaseHandle } from '@dwa/db/client';
import { currentMigration } from '@dwa/db/migrate';
import type { HealthResponse } from '@dwa/domain/health';
import { sql } from 'drizzle-orm';

const TIMEOUT_MS = 2000;

/** Reachable means a query answered within 2 s; a hung pool must not hang the health check. */
export async function checkHealth(database: DatabaseHandle): Promise<HealthResponse> {
  const engine = database.engine;
  try {
    const migration = await withTimeout(
      (async () => {
        await database.db.execute(sql`select 1`);
        return currentMigration(database);
      })(),
      TIMEOUT_MS,
    );
    return { status: 'ok', database: { reachable: true, engine, migration } };
  } catch {
    return { status: 'unavailable', database: { reachable: false, engine, migration: null } };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
