// The jobs pg-boss 10 left queued in its schema, moved into pg-boss 12's (decision 044). pg-boss
// 12 cannot migrate 10's schema, so it runs in a schema of its own and this moves each waiting job
// across in one transaction: deleted from the old table and inserted into the new queue together,
// so a job is in exactly one of them whatever fails. Old instances still running during a rolling
// deploy keep working the old schema untouched; a job one of them is fetching is locked and
// skipped (SKIP LOCKED on both sides), so every job runs once, on whichever version gets it.
import { type DatabaseHandle, sqlExecutorOf } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { type SQL, sql } from 'drizzle-orm';
import type { JobInsert, PgBoss } from 'pg-boss';
import { LEGACY_JOB_SCHEMA } from './job-schema.ts';
import type { TaskDefinition } from './task-definition.ts';
import type { TaskQueueLogger } from './task-queue.ts';

/** Moves what pg-boss 10 still holds into the new queue every minute, while its schema exists
 * (PostgreSQL: instances of an older build may still be queueing there during a rolling deploy). */
export const LEGACY_DRAIN_TASK = 'jobs.drain-pgboss-10';

/** The schema versions pg-boss 10 made (10.0: 21 … 10.1.1 to 10.4.2: 24): the job table read here. */
const LEGACY_VERSIONS = { first: 21, last: 24 };
const BATCH = 500;
const legacy = (table: string) => sql.raw(`${LEGACY_JOB_SCHEMA}.${table}`);

/** pg-boss's schema version in the old schema; null when there is no old schema. */
export async function legacyQueueVersion(database: DatabaseHandle): Promise<number | null> {
  const [present] = rowsOf<{ present: boolean }>(
    await database.db.execute(
      sql`select to_regclass(${`${LEGACY_JOB_SCHEMA}.version`}) is not null as present`,
    ),
  );
  if (!present?.present) return null;
  const [row] = rowsOf<{ version: number }>(
    await database.db.execute(sql`select version from ${legacy('version')}`),
  );
  return row ? Number(row.version) : null;
}

export const isMovableVersion = (version: number) =>
  version >= LEGACY_VERSIONS.first && version <= LEGACY_VERSIONS.last;

interface LegacyJob {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date | string;
  started_on: Date | string | null;
  singleton_key: string | null;
  expire_seconds: number;
}

export interface LegacyDrainOptions {
  /** Queues whose waiting jobs move (each must exist in the new schema). Scheduled queues are
   * left out by the caller: their schedule fires again in the new schema within its period. */
  queues: readonly string[];
  /** 'all': every run left active moves too (nothing else can be running them: the embedded
   * database has one process). 'expired': only runs past their expiry, which a live old
   * instance would have retried and a dead one never will. */
  activeRuns: 'all' | 'expired';
}

/** Moves every waiting job of `queues` (and the active runs `activeRuns` names) from the old
 * schema into the new one; answers how many moved. */
export async function drainLegacyQueue(
  database: DatabaseHandle,
  boss: PgBoss,
  options: LegacyDrainOptions,
): Promise<number> {
  if (options.queues.length === 0) return 0;
  let moved = 0;
  for (;;) {
    const batch = await database.db.transaction(async (tx) => {
      const rows = rowsOf<LegacyJob>(
        await tx.execute(sql`
          delete from ${legacy('job')} j
           using (select id, name from ${legacy('job')}
                   where ${movable(options)}
                   order by created_on
                   limit ${BATCH}
                   for update skip locked) picked
           where j.id = picked.id and j.name = picked.name
          returning j.id, j.name, j.priority, j.data, j.retry_limit, j.retry_count, j.retry_delay,
                    j.retry_backoff, j.start_after, j.started_on, j.singleton_key,
                    extract(epoch from j.expire_in)::int as expire_seconds`),
      );
      for (const name of new Set(rows.map((r) => r.name))) {
        const jobs = rows.filter((r) => r.name === name).map(asInsert);
        await boss.insert(name, jobs, { db: sqlExecutorOf(tx) });
      }
      return rows.length;
    });
    moved += batch;
    if (batch < BATCH) return moved;
  }
}

/** Jobs still waiting (or running) in the old schema, by queue: what a drain leaves behind
 * (queues this build does not know, scheduled queues, runs an old instance is working on). */
export async function legacyJobsLeft(
  database: DatabaseHandle,
): Promise<{ name: string; n: number }[]> {
  return rowsOf<{ name: string; n: number }>(
    await database.db.execute(sql`
      select name, count(*)::int as n from ${legacy('job')}
       where state in ('created', 'retry', 'active') and not starts_with(name, '__pgboss__')
       group by 1 order by 1`),
  ).map((r) => ({ name: r.name, n: Number(r.n) }));
}

export async function dropLegacySchema(database: DatabaseHandle) {
  await database.db.execute(sql.raw(`drop schema ${LEGACY_JOB_SCHEMA} cascade`));
}

function movable(options: LegacyDrainOptions): SQL {
  const names = sql.join(
    options.queues.map((n) => sql`${n}`),
    sql`, `,
  );
  const active =
    options.activeRuns === 'all'
      ? sql`state = 'active'`
      : sql`state = 'active' and started_on + expire_in < now()`;
  return sql`name in (${names}) and (state in ('created', 'retry') or (${active}))`;
}

/** pg-boss 12 takes no retry count on insert, so a moved job gets the runs it had left as its
 * retry limit: a job never started keeps all of them; one that ran (a retry, or a run that died)
 * has used one more than its count says (pg-boss 10 counts a retry when it is fetched). It keeps
 * at least one run. Its id, payload, priority, start time and expiry move with it. */
function asInsert(job: LegacyJob): JobInsert {
  const runsUsed = job.retry_count + (job.started_on ? 1 : 0);
  return {
    id: job.id,
    data: job.data ?? {},
    priority: job.priority,
    retryLimit: Math.max(0, job.retry_limit - runsUsed),
    retryDelay: job.retry_delay,
    retryBackoff: job.retry_backoff,
    startAfter: new Date(job.start_after),
    expireInSeconds: Math.max(1, Number(job.expire_seconds)),
    ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
  };
}

/** At start: moves pg-boss 10's waiting jobs into the new queue. Answers whether its schema stays and
 * must be drained again while older instances may still queue into it (PostgreSQL). On the
 * embedded database nothing else can be writing there: once its jobs are here, it is dropped. */
export async function takeOverLegacyJobs(
  database: DatabaseHandle,
  boss: PgBoss,
  definitions: readonly TaskDefinition[],
  log: TaskQueueLogger,
): Promise<boolean> {
  const version = await legacyQueueVersion(database);
  if (version === null) return false;
  const schema = LEGACY_JOB_SCHEMA;
  if (!isMovableVersion(version)) {
    log.warn({ schema, version }, 'job queue: a pg-boss schema this build cannot read, left alone');
    return false;
  }
  const embedded = database.engine === 'pglite';
  // Scheduled queues stay behind: their schedule fires here within its period anyway.
  const queues = definitions.filter((d) => !d.cron).map((d) => d.name);
  const scheduled = new Set(definitions.filter((d) => d.cron).map((d) => d.name));
  try {
    const moved = await drainLegacyQueue(database, boss, {
      queues,
      activeRuns: embedded ? 'all' : 'expired',
    });
    const left = await legacyJobsLeft(database);
    log.info({ schema, moved, left }, 'job queue: moved the jobs pg-boss 10 had queued');
    if (!embedded) return true;
    const stranded = left.filter((q) => !scheduled.has(q.name));
    if (stranded.length === 0) {
      await dropLegacySchema(database);
      log.info({ schema }, 'job queue: dropped pg-boss 10 schema');
    } else {
      log.warn({ schema, stranded }, 'job queue: jobs of unknown queues kept in pg-boss 10 schema');
    }
    return false;
  } catch (err) {
    // Nothing is lost: a batch that failed rolled back, its jobs are still in the old schema.
    log.error({ err, schema }, 'job queue: could not move the jobs pg-boss 10 had queued');
    return !embedded;
  }
}

/** The scheduled drain (PostgreSQL while pg-boss 10's schema exists): its jobs move here, the
 * runs an old instance left active once they pass their expiry. It unschedules itself once the
 * operator has dropped that schema. */
export function legacyDrainTask(
  database: DatabaseHandle,
  boss: PgBoss,
  queues: readonly string[],
  log: TaskQueueLogger,
): TaskDefinition {
  return {
    name: LEGACY_DRAIN_TASK,
    cron: '* * * * *',
    expireInSeconds: 300,
    handler: async () => {
      if ((await legacyQueueVersion(database)) === null) {
        await boss.unschedule(LEGACY_DRAIN_TASK);
        return;
      }
      const moved = await drainLegacyQueue(database, boss, { queues, activeRuns: 'expired' });
      if (moved > 0) log.info({ moved }, 'job queue: moved jobs pg-boss 10 had queued');
    },
  };
}
