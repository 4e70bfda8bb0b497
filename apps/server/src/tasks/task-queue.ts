// Background work on pg-boss 12, a job queue kept in the same PostgreSQL (or PGlite) database
// as everything else (decisions 027, 044): no second server to run, and a job enqueued inside a
// transaction exists only if that transaction commits. Several app instances share the queue:
// a job is fetched by one worker (SKIP LOCKED), a cron schedule fires once per minute across
// all instances. Its tables live in JOB_SCHEMA; pg-boss 10's jobs are moved there at start.
import { ADVISORY_LOCKS, withAdvisoryLock } from '@dwa/db/advisory-lock';
import { type DatabaseHandle, type Db, sqlExecutorOf } from '@dwa/db/client';
import {
  type ConstructorOptions,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import { JOB_SCHEMA } from './job-schema.ts';
import { LEGACY_DRAIN_TASK, legacyDrainTask, takeOverLegacyJobs } from './legacy-queue.ts';
import type { TaskDefinition, TaskRun } from './task-definition.ts';

export interface TaskQueueLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often each queue is looked at for runs past their expiry (seconds), across instances:
 * pg-boss 12's supervise pass and per-queue monitor (both 60 s by default). */
export const MAINTENANCE_INTERVAL_SECONDS = 30;

export interface TaskQueueOptions {
  /** How often the cron monitor looks at the schedules (seconds; pg-boss allows 1–45). */
  cronMonitorIntervalSeconds?: number;
  /** How often a due schedule is turned into its job (seconds, 1–45; pg-boss's default 5). */
  cronWorkerIntervalSeconds?: number;
  /** Polling interval of every worker unless its definition says otherwise (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
}

export interface TaskQueue {
  /** Adds a job through `db` (a transaction joins it: no commit, no job). */
  enqueue(db: Db, name: string, data: object, options?: SendOptions): Promise<void>;
  /** Adds one job per item of `data` in one statement (same transaction rule as enqueue). */
  enqueueMany(db: Db, name: string, data: object[]): Promise<void>;
  /** Starts the workers and the schedules of every definition (server.ts; tests that run jobs). */
  startWorkers(): Promise<void>;
  /** Runs the jobs of `name` that are due now, here and at once, exactly as a worker would
   * (tests; a CLI). Answers how many ran. */
  runDue(name: string, max?: number): Promise<number>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), keeps the database open. */
  stop(timeoutMs?: number): Promise<void>;
  readonly definitions: readonly TaskDefinition[];
  /** Readiness: the workers were started here (and not stopped) and their pg-boss answers a
   * query. Throws what the database throws. */
  workersAnswering(): Promise<boolean>;
}

/** Installs or upgrades pg-boss's own schema (JOB_SCHEMA), creates one queue per definition and
 * moves the jobs pg-boss 10 left queued. Safe on several instances at once: pg-boss takes an
 * advisory lock for its migrations, queue creation is idempotent and a moved job is deleted from
 * the old schema in the transaction that queues it here. */
export async function createTaskQueue(
  database: DatabaseHandle,
  definitions: readonly TaskDefinition[],
  log: TaskQueueLogger,
  options: TaskQueueOptions = {},
): Promise<TaskQueue> {
  // PGlite through pg-boss's own adapter: it hands back the rows of every statement of a
  // multi-statement block (pg-boss 12 reads a RETURNING before the COMMIT) and rolls back a
  // block that failed halfway, which would otherwise leave the one connection in an aborted
  // transaction.
  const connection: ConstructorOptions = database.pglite
    ? { db: fromPglite(database.pglite), backend: 'pglite', schema: JOB_SCHEMA }
    : { db: database.sql, backend: 'postgres', schema: JOB_SCHEMA };
  const boss = new PgBoss({
    ...connection,
    migrate: true,
    // A plain client: maintenance, schedules and the instance registry start with the workers,
    // not in every test app (a test fingerprints every table around each request).
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  // One instance at a time: two installing pg-boss on an empty database together can both try
  // to create its schema, and the second then fails on pg_namespace's unique key, which pg-boss
  // does not take for its own install race (3 of 14 simultaneous starts here; decision 046).
  const drainsLegacy = await withAdvisoryLock(database, ADVISORY_LOCKS.jobQueues, async () => {
    await boss.start();
    for (const d of definitions) await upsertQueue(boss, d.name, queueOptions(d));
    const drains = await takeOverLegacyJobs(database, boss, definitions, log);
    if (drains) {
      await upsertQueue(boss, LEGACY_DRAIN_TASK, {
        policy: 'singleton',
        retryLimit: 0,
        expireInSeconds: 300,
      });
    }
    return drains;
  });
  const movableQueues = definitions.filter((d) => !d.cron).map((d) => d.name);

  let workers: PgBoss | null = null;
  return {
    definitions,
    async enqueue(db, name, data, sendOptions = {}) {
      if (!definitions.some((d) => d.name === name)) throw new Error(`unknown job ${name}`);
      await boss.send(name, data, { ...sendOptions, db: sqlExecutorOf(db) });
    },
    async enqueueMany(db, name, data) {
      if (!definitions.some((d) => d.name === name)) throw new Error(`unknown job ${name}`);
      if (data.length === 0) return;
      await boss.insert(
        name,
        data.map((item) => ({ data: item })),
        { db: sqlExecutorOf(db) },
      );
    },
    async startWorkers() {
      if (workers) return;
      // A second pg-boss on the same database runs the supervise pass (expiry and retries of
      // stalled runs, deletion of old jobs), the cron monitor and the instance registry; the
      // first one stays a plain client.
      workers = new PgBoss({
        ...connection,
        migrate: false,
        supervise: true,
        schedule: true,
        // Supervision is what takes up a job a killed instance left running (expiry, then its
        // retry). pg-boss runs it on a timer only, never at start: with its default a job caught
        // by a crash waited up to expiry + the interval, and forever if the server restarted more
        // often than that (durability bench: bench/src/durability.ts).
        superviseIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
        monitorIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
        cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
        ...(options.cronWorkerIntervalSeconds
          ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
          : {}),
        instanceName: 'dwa',
      });
      workers.on('error', (err: Error) => log.error({ err }, 'job queue error'));
      await workers.start();
      // At start too: jobs a crash left running past their expiry are retried at once.
      await workers.supervise().catch((err: Error) => log.error({ err }, 'job queue error'));
      const running: TaskDefinition[] = [...definitions];
      if (drainsLegacy) running.push(legacyDrainTask(database, boss, movableQueues, log));
      for (const d of running) {
        const w = workers;
        const batchSize = d.batchSize ?? 1;
        let workerId: string | undefined;
        workerId = await w.work(
          d.name,
          {
            batchSize,
            pollingIntervalSeconds: d.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2,
            includeMetadata: true,
          },
          async (jobs: JobWithMetadata<object>[]) => {
            await runBatch(w, d, jobs, log);
            // A full batch means more may be waiting: fetch again now rather than after the
            // polling interval (pg-boss waits it out otherwise, capping a queue at batch/interval;
            // its burstWhenBatchFull does the same but never for a batch of one).
            if (jobs.length === batchSize && workerId) w.notifyWorker(workerId);
          },
        );
        if (d.cron) await w.schedule(d.name, d.cron, {}, { tz: 'UTC' });
        else await w.unschedule(d.name);
      }
      // The drain's schedule from an earlier start, once there is nothing left to drain: its
      // ticks would queue jobs no worker takes.
      if (!drainsLegacy) await workers.unschedule(LEGACY_DRAIN_TASK);
    },
    async workersAnswering() {
      const w = workers;
      if (!w) return false;
      await w.getQueues();
      return true;
    },
    async runDue(name, max = 100) {
      const d = definitions.find((x) => x.name === name);
      if (!d) throw new Error(`unknown job ${name}`);
      const due = await boss.fetch<object>(name, { batchSize: max, includeMetadata: true });
      if (due.length === 0) return 0;
      await runBatch(boss, d, due, log);
      // Each run as fetched: complete() leaves alone the ones that failed (no longer active).
      await boss.complete(name, due);
      return due.length;
    },
    async stop(timeoutMs = 10_000) {
      const w = workers;
      workers = null;
      if (w) await w.stop({ graceful: true, close: false, timeout: timeoutMs });
      await boss.stop({ graceful: false, close: false });
    },
  };
}

function queueOptions(d: TaskDefinition): Omit<Queue, 'name'> {
  return {
    // singleton: at most one job of this queue runs at a time across every instance (cron
    // jobs); standard: as many as there are workers.
    policy: d.cron ? 'singleton' : 'standard',
    retryLimit: d.retry?.limit ?? 0,
    retryDelay: d.retry?.delaySeconds ?? 0,
    retryBackoff: d.retry?.backoff ?? false,
    expireInSeconds: d.expireInSeconds ?? 60,
  };
}

/** Creates the queue, or brings an existing one's retry and expiry settings up to date (a
 * queue's policy is fixed once it exists). */
async function upsertQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>) {
  const { policy: _policy, ...updatable } = options;
  if (await boss.getQueue(name)) return boss.updateQueue(name, updatable);
  try {
    await boss.createQueue(name, options);
  } catch (err) {
    // Another instance created it between our look and our create.
    if (!(await boss.getQueue(name))) throw err;
  }
}

/** Runs each job of a batch on its own (up to the definition's concurrency at a time): one
 * failure retries that job only. */
async function runBatch(
  boss: PgBoss,
  d: TaskDefinition,
  jobs: JobWithMetadata<object>[],
  log: TaskQueueLogger,
) {
  const runOne = async (job: JobWithMetadata<object>) => {
    const run: TaskRun<object> = {
      id: job.id,
      data: job.data,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
    };
    try {
      await d.handler(run);
    } catch (err) {
      log.warn({ err, job: d.name, id: job.id, retryCount: job.retryCount }, 'job failed');
      const message = err instanceof Error ? err.message : String(err);
      // This attempt only: a run whose lease expired and was taken up again elsewhere is not
      // failed by its late handler.
      await boss.fail(d.name, { id: job.id, retryCount: job.retryCount }, { message });
    }
  };
  const pending = [...jobs];
  const lanes = Array.from({ length: Math.min(d.concurrency ?? 1, jobs.length) }, async () => {
    for (let job = pending.shift(); job; job = pending.shift()) await runOne(job);
  });
  await Promise.all(lanes);
}
