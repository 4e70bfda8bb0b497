// Work that several instances may start at the same moment but must do one at a time (migrating
// the schema, installing the job queue on an empty database): a PostgreSQL session advisory lock,
// held on a connection of its own (outside the pool, so a pool of one still has its connection
// for the work). PostgreSQL releases the lock if that connection dies: a killed instance never
// leaves it held. An embedded database has one process and one connection: nothing to take
// turns with.
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** Lock keys, one per kind of start-up work (any two numbers that differ). */
export const ADVISORY_LOCKS = {
  migrations: 0x6477616d, // 'dwam'
  jobQueues: 0x6477616a, // 'dwaj'
} as const;

export async function withAdvisoryLock<T>(
  handle: Pick<DatabaseHandle, 'pool'>,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!handle.pool) return work();
  const holder = new pg.Client(handle.pool.options);
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // Ending the session gives the lock back.
    await holder.end().catch(() => {});
  }
}
