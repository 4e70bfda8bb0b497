import type { DatabaseHandle } from '@dwa/db/client';
import { currentMigration, migrationJournal } from '@dwa/db/migrate';
import type { HealthResponse, ReadinessResponse } from '@dwa/domain/health';
import { sql } from 'drizzle-orm';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import { activeAlerts } from '../../messaging/public.ts';

const TIMEOUT_MS = 2000;

/** Whether this process was told to stop (server.ts sets it on SIGTERM): readiness says no at
 * once, so balancers stop sending requests before the server stops taking them. */
export interface Lifecycle {
  stopping: boolean;
}

type Health = Required<HealthResponse>;
type Readiness = ReadinessResponse & {
  database: Required<ReadinessResponse['database']>;
  migrations: Required<ReadinessResponse['migrations']>;
};

/** Reachable means a query answered within 2 s; a hung pool must not hang the health check. */
export async function checkHealth(database: DatabaseHandle): Promise<Health> {
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

/** Liveness plus what traffic needs: the schema this build expects (an instance of a newer
 * build before `db:migrate`, or during a rolling deploy, is not ready) and the job workers. */
export async function checkReadiness(
  database: DatabaseHandle,
  jobs: TaskQueue,
  runsWorkers: boolean,
  lifecycle: Lifecycle,
): Promise<Readiness> {
  const health = await checkHealth(database);
  const newest = migrationJournal().at(-1);
  const latest = newest?.tag ?? '';
  const applied = schemaIsCurrent(health.database.migration, newest);
  const workers = !runsWorkers
    ? 'elsewhere'
    : (await withTimeout(jobs.workersAnswering(), TIMEOUT_MS).catch(() => false))
      ? 'running'
      : 'stopped';
  const ready = health.status === 'ok' && applied && workers !== 'stopped' && !lifecycle.stopping;
  // Shown, not a reason to leave the balancer (domain/health.ts); unknown if unreadable.
  const alerts = health.status === 'ok' ? await activeAlerts(database.db).catch(() => []) : [];
  return {
    status: ready ? 'ready' : 'not_ready',
    database: health.database,
    migrations: { latest, applied },
    jobs: { workers },
    stopping: lifecycle.stopping,
    alerts,
  };
}

/** What anyone may read: the status alone (liveness), what a balancer or a watchdog decides by
 * (readiness); the engine and the migrations' names stay with operators. */
export const publicHealth = (health: HealthResponse): HealthResponse => ({ status: health.status });

export const publicReadiness = (readiness: ReadinessResponse): ReadinessResponse => ({
  status: readiness.status,
  database: { reachable: readiness.database.reachable },
  migrations: { applied: readiness.migrations.applied },
  jobs: readiness.jobs,
  stopping: readiness.stopping,
});

/** This build's newest migration is applied, or one newer than it: during a rolling deploy the
 * first new instance migrates, and the old ones (whose schema changes are additive by rule) must
 * stay in the balancer, not all leave it at once. */
function schemaIsCurrent(
  current: string | null,
  newest: { tag: string; when: number } | undefined,
) {
  if (!current || !newest) return false;
  if (current === newest.tag) return true;
  // currentMigration names a migration this build does not know `unknown_<when>`.
  const when = /^unknown_(\d+)$/.exec(current)?.[1];
  return when !== undefined && Number(when) > newest.when;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
