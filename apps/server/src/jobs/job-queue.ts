// Background work on pg-boss, a job queue kept in the same PostgreSQL (or PGlite) database as
// everything else (decision 027): no second server to run, and a job enqueued inside a
// transaction exists only if that transaction commits. Several app instances share the queue:
// a job is fetched by one worker (SKIP LOCKED), a cron schedule fires once per minute across
// all instances.
import { type DatabaseHandle, type Db, sqlExecutorOf } from '@dwa/db/client';
import PgBoss from 'pg-boss';
import type { JobDefinition, JobRun } from './job-definition.ts';

export interface JobQueueLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How often expired runs are looked for (and finished jobs archived) across instances. */
export const MAINTENANCE_INTERVAL_SECONDS = 30;

export interface JobQueueOptions {
  /** How often the cron monitor looks at the schedules (seconds; pg-boss allows 1–45). */
  cronMonitorIntervalSeconds?: number;
  /** How often a due schedule is turned into its job (seconds, 1–45; pg-boss's default 5). */
  cronWorkerIntervalSeconds?: number;
  /** Polling interval of every worker unless its definition says otherwise (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** Adds a job through `db` (a transaction joins it: no commit, no job). */
  enqueue(db: Db, name: string, data: object, options?: PgBoss.SendOptions): Promise<void>;
  /** Adds one job per item of `data` in one statement (same transaction rule as enqueue). */
  enqueueMany(db: Db, name: string, data: object[]): Promise<void>;
  /** Starts the workers and the schedules of every definition (server.ts; tests that run jobs). */
  startWorkers(): Promise<void>;
  /** Runs the jobs of `name` that are due now, here and at once, exactly as a worker would
   * (tests; a CLI). Answers how many ran. */
  runDue(name: string, max?: number): Promise<number>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), keeps the database open. */
  stop(timeoutMs?: number): Promise<void>;
  readonly definitions: readonly JobDefinition[];
  /** Readiness: the workers were started here (and not stopped) and their pg-boss answers a
   * query. Throws what the database throws. */
  workersAnswering(): Promise<boolean>;
}

/** Installs or upgrades pg-boss's own schema (`pgboss`) and creates one queue per definition.
 * Safe on several instances at once: pg-boss takes an advisory lock for its migrations and
 * queue creation is idempotent. */
export async function createJobQueue(
  database: DatabaseHandle,
  definitions: readonly JobDefinition[],
  log: JobQueueLogger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database.sql,
    migrate: true,
    // Maintenance and schedules start with the workers, not in every test app.
    supervise: false,
    schedule: false,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const d of definitions) {
    // createQueue is an upsert of the options: changed retry settings reach existing queues.
    if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, queueOptions(d));
    else await createQueueOnce(boss, d);
  }

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
        data.map((item) => ({ name, data: item })),
        { db: sqlExecutorOf(db) },
      );
    },
    async startWorkers() {
      if (workers) return;
      // A second pg-boss on the same database runs maintenance (expiry, retries of stalled
      // jobs, archive) and the cron monitor; the first one stays a plain client.
      workers = new PgBoss({
        db: database.sql,
        migrate: false,
        supervise: true,
        schedule: true,
        // Maintenance is what takes up a job a killed instance left running (expiry, then its
        // retry). pg-boss runs it on a timer only, never at start: with its 120 s default a
        // job caught by a crash waited up to expiry + 120 s, and forever if the server
        // restarted more often than that (durability bench: bench/src/durability.ts).
        maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
        cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
        ...(options.cronWorkerIntervalSeconds
          ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds }
          : {}),
      });
      workers.on('error', (err: Error) => log.error({ err }, 'job queue error'));
      await workers.start();
      // At start too: jobs a crash left running past their expiry are retried at once.
      await workers.maintain().catch((err: Error) => log.error({ err }, 'job queue error'));
      for (const d of definitions) {
        const w = workers;
        const batchSize = d.batchSize ?? 1;
        let workerId: string | undefined;
        workerId = await w.work<object>(
          d.name,
          {
            batchSize,
            pollingIntervalSeconds: d.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2,
            includeMetadata: true,
          },
          async (jobs) => {
            await runBatch(w, d, jobs, log);
            // A full batch means more may be waiting: fetch again now rather than after the
            // polling interval (pg-boss waits it out otherwise, capping a queue at batch/interval).
            if (jobs.length === batchSize && workerId) w.notifyWorker(workerId);
          },
        );
        if (d.cron) await w.schedule(d.name, d.cron, {}, { tz: 'UTC' });
        else await w.unschedule(d.name);
      }
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
      if (!due?.length) return 0;
      await runBatch(boss, d, due, log);
      // Jobs that failed are no longer active; complete() only touches active ones.
      await boss.complete(
        name,
        due.map((j) => j.id),
      );
      return due.length;
    },
    async stop(timeoutMs = 10_000) {
      const w = workers;
      workers = null;
      if (w) await w.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}

function queueOptions(d: JobDefinition): PgBoss.Queue {
  return {
    name: d.name,
    // singleton: at most one job of this queue runs at a time across every instance (cron
    // jobs); standard: as many as there are workers.
    policy: d.cron ? 'singleton' : 'standard',
    retryLimit: d.retry?.limit ?? 0,
    retryDelay: d.retry?.delaySeconds ?? 0,
    retryBackoff: d.retry?.backoff ?? false,
    expireInSeconds: d.expireInSeconds ?? 60,
  };
}

async function createQueueOnce(boss: PgBoss, d: JobDefinition) {
  try {
    await boss.createQueue(d.name, queueOptions(d));
  } catch (err) {
    // Another instance created it between our look and our create.
    if (!(await boss.getQueue(d.name))) throw err;
  }
}

/** Runs each job of a batch on its own (up to the definition's concurrency at a time): one
 * failure retries that job only. */
async function runBatch(
  boss: PgBoss,
  d: JobDefinition,
  jobs: PgBoss.JobWithMetadata<object>[],
  log: JobQueueLogger,
) {
  const runOne = async (job: PgBoss.JobWithMetadata<object>) => {
    const run: JobRun<object> = {
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
      await boss.fail(d.name, job.id, { message });
    }
  };
  const pending = [...jobs];
  const lanes = Array.from({ length: Math.min(d.concurrency ?? 1, jobs.length) }, async () => {
    for (let job = pending.shift(); job; job = pending.shift()) await runOne(job);
  });
  await Promise.all(lanes);
}
