// The upgrade a deployer meets (decision 044): a database whose `pgboss` schema pg-boss 10.4.2
// made, with jobs in every state, started by this build. Its waiting jobs move into pg-boss 12's
// schema once each, with the runs they had left; finished ones, scheduled runs and jobs of
// unknown queues stay behind. PGlite (one process) takes the runs left active too and drops the
// old schema; PostgreSQL leaves runs an old instance may still be working on, and the schema.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rowsOf } from '@dwa/db/migrate';
import { createTestDatabase, type TestDatabase } from '@dwa/db/testing/test-database';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { JOB_SCHEMA, LEGACY_JOB_SCHEMA } from './job-schema.ts';
import { LEGACY_DRAIN_TASK } from './legacy-queue.ts';
import type { TaskDefinition } from './task-definition.ts';
import { createTaskQueue, type TaskQueue } from './task-queue.ts';

const FIXTURE = join(import.meta.dirname, 'testing', 'pgboss-10.4.2.sql');
/** Set when the suite runs on PostgreSQL (CI's second pass). */
const postgresUrl = process.env.DATABASE_URL;

let database: TestDatabase;
const queues: TaskQueue[] = [];
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop(1000);
  await database?.close();
});

const ran: string[] = [];
const definitions: TaskDefinition[] = [
  {
    name: 'whatsapp.send',
    retry: { limit: 6, delaySeconds: 10, backoff: true },
    expireInSeconds: 90,
    handler: async (job) => {
      ran.push((job.data as { messageId: string }).messageId);
    },
  },
  {
    name: 'whatsapp.upload-summary',
    retry: { limit: 3, delaySeconds: 5, backoff: true },
    handler: async () => {},
  },
  { name: 'boosts.expire', cron: '* * * * *', handler: async () => {} },
];

function recordingLog() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, msg, obj });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A database as pg-boss 10.4.2 left it, its times moved to now: `crashed` started 10 minutes
 * ago (its 90 s expiry long past), `running` just now, `retried` and the summary due later. */
async function databaseFromPgBoss10(options: { withUnknownQueue: boolean }) {
  database = await createTestDatabase();
  await database.sql.executeSql(await readFile(FIXTURE, 'utf8'));
  await database.sql.executeSql(`
    update pgboss.job set started_on = now() - interval '10 minutes',
                          start_after = now() - interval '10 minutes'
     where data->>'messageId' = 'crashed';
    update pgboss.job set started_on = now(), start_after = now()
     where data->>'messageId' = 'running';
    update pgboss.job set start_after = now() + interval '30 seconds'
     where data->>'messageId' = 'retried';
    update pgboss.job set start_after = now() + interval '60 seconds'
     where data->>'uploadId' = 'later';
    ${options.withUnknownQueue ? '' : "delete from pgboss.job where name = 'legacy.gone';"}`);
  return database;
}

interface JobRow {
  id: string;
  name: string;
  key: string;
  state: string;
  retry_limit: number;
  later: boolean;
}

async function jobs(schema: string): Promise<JobRow[]> {
  return rowsOf<JobRow>(
    await database.db.execute(sql`
      select id, name, coalesce(data->>'messageId', data->>'uploadId', name) as key,
             state::text as state, retry_limit, start_after > now() as later
        from ${sql.raw(schema)}.job where not starts_with(name, '__pgboss__')
       order by key`),
  );
}

const schemaExists = async (schema: string) =>
  rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from pg_namespace where nspname = ${schema}`,
    ),
  )[0]?.n === 1;

describe(`starting on a database pg-boss 10.4.2 made (${postgresUrl ? 'postgres' : 'pglite'})`, () => {
  it('moves each waiting job of a known queue once, keeping its id and the runs it had left', async () => {
    await databaseFromPgBoss10({ withUnknownQueue: true });
    const before = new Map((await jobs(LEGACY_JOB_SCHEMA)).map((j) => [j.key, j]));
    const log = recordingLog();
    queues.push(await createTaskQueue(database, definitions, log));
    const embedded = database.engine === 'pglite';

    const moved = await jobs(JOB_SCHEMA);
    // Runs left: never started, all of them (6 retries); failed once or died while running, one
    // fewer. The live old instance's run moves only where no old instance can exist (PGlite).
    const expected = [
      { key: 'crashed', name: 'whatsapp.send', retry_limit: 5, later: false },
      { key: 'later', name: 'whatsapp.upload-summary', retry_limit: 3, later: true },
      { key: 'queued-1', name: 'whatsapp.send', retry_limit: 6, later: false },
      { key: 'queued-2', name: 'whatsapp.send', retry_limit: 6, later: false },
      { key: 'queued-3', name: 'whatsapp.send', retry_limit: 6, later: false },
      { key: 'retried', name: 'whatsapp.send', retry_limit: 5, later: true },
      ...(embedded
        ? [{ key: 'running', name: 'whatsapp.send', retry_limit: 5, later: false }]
        : []),
    ].sort((a, b) => a.key.localeCompare(b.key));
    expect(
      moved.map(({ key, name, retry_limit, later }) => ({ key, name, retry_limit, later })),
    ).toEqual(expected);
    for (const job of moved) {
      expect(job.state).toBe('created');
      expect(job.id).toBe(before.get(job.key)?.id);
    }

    // Left behind: the finished run, the scheduled run (its schedule fires here), the unknown
    // queue's job, and on PostgreSQL the run a live old instance may be finishing.
    const left = await jobs(LEGACY_JOB_SCHEMA);
    expect(left.map((j) => j.key)).toEqual(
      ['boosts.expire', 'done', 'legacy.gone', ...(embedded ? [] : ['running'])].sort(),
    );
    // The unknown queue's job keeps the old schema, on either engine, and says so.
    expect(await schemaExists(LEGACY_JOB_SCHEMA)).toBe(true);
    if (embedded) {
      expect(log.lines.some((l) => l.level === 'warn' && /unknown queues/.test(l.msg))).toBe(true);
    }
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);

    // They run here as any job does; `retried` and the summary wait for their time.
    ran.length = 0;
    await queues[0]!.runDue('whatsapp.send');
    expect(ran.sort()).toEqual(
      ['crashed', 'queued-1', 'queued-2', 'queued-3', ...(embedded ? ['running'] : [])].sort(),
    );
  });

  it('drops the old schema on PGlite once it is emptied; keeps it, drained every minute, on PostgreSQL', async () => {
    await databaseFromPgBoss10({ withUnknownQueue: false });
    const log = recordingLog();
    const queue = await createTaskQueue(database, definitions, log);
    queues.push(queue);
    const embedded = database.engine === 'pglite';
    expect(await schemaExists(LEGACY_JOB_SCHEMA)).toBe(!embedded);
    const drain = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select name from ${sql.raw(JOB_SCHEMA)}.queue where name = ${LEGACY_DRAIN_TASK}`,
      ),
    );
    expect(drain).toHaveLength(embedded ? 0 : 1);
    // A later start on the same database finds nothing more to move.
    const again = await createTaskQueue(database, definitions, log);
    queues.push(again);
    expect(await jobs(JOB_SCHEMA)).toHaveLength(embedded ? 7 : 6);
  });

  // PostgreSQL only: the embedded database belongs to one process, which starts one queue (and
  // pg-boss's advisory lock cannot order two installs on one PGlite connection).
  it.skipIf(!postgresUrl)('moves each job once when several instances start at once', async () => {
    await databaseFromPgBoss10({ withUnknownQueue: true });
    const other = await database.openAnother();
    try {
      const started = await Promise.all([
        createTaskQueue(database, definitions, recordingLog()),
        createTaskQueue(other, definitions, recordingLog()),
        createTaskQueue(database, definitions, recordingLog()),
      ]);
      queues.push(...started);
      const moved = await jobs(JOB_SCHEMA);
      expect(new Set(moved.map((j) => j.id)).size).toBe(moved.length);
      expect(moved).toHaveLength(6);
      const stillOld = new Set((await jobs(LEGACY_JOB_SCHEMA)).map((j) => j.id));
      expect(moved.filter((j) => stillOld.has(j.id))).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it.skipIf(!postgresUrl)(
    'skips a job an old instance is fetching at that moment, and moves it on a later pass',
    async () => {
      await databaseFromPgBoss10({ withUnknownQueue: true });
      const url = new URL(postgresUrl!);
      const [current] = rowsOf<{ db: string }>(
        await database.db.execute(sql`select current_database() as db`),
      );
      url.pathname = `/${current!.db}`;
      // pg-boss 10's fetch: SELECT … FOR UPDATE SKIP LOCKED in its own transaction.
      const old = new pg.Client({ connectionString: url.toString() });
      await old.connect();
      try {
        await old.query('begin');
        await old.query(
          `select id from pgboss.job where data->>'messageId' = 'queued-1' for update`,
        );
        queues.push(await createTaskQueue(database, definitions, recordingLog()));
        expect((await jobs(JOB_SCHEMA)).map((j) => j.key)).not.toContain('queued-1');
        await old.query('commit');
      } finally {
        await old.end();
      }
      queues.push(await createTaskQueue(database, definitions, recordingLog()));
      expect((await jobs(JOB_SCHEMA)).filter((j) => j.key === 'queued-1')).toHaveLength(1);
      expect((await jobs(LEGACY_JOB_SCHEMA)).map((j) => j.key)).not.toContain('queued-1');
    },
  );
});
