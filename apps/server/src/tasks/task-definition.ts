// What a kind of background work declares: its queue name, how it retries, and optionally a cron
// schedule. Handlers are plain functions over the database and the injectable clock; each must
// be safe to run twice (a crash after the work and before the acknowledgement runs it again).

export interface TaskRun<T> {
  id: string;
  data: T;
  /** Retries so far (0 on the first run). */
  retryCount: number;
  retryLimit: number;
}

export interface TaskDefinition<T = object> {
  name: string;
  handler(job: TaskRun<T>): Promise<void>;
  /** Five-field cron in UTC; the queue then runs one job at a time across all instances. */
  cron?: string;
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run taking longer is considered dead and retried. */
  expireInSeconds?: number;
  batchSize?: number;
  /** Jobs of one batch run at the same time (default 1): for jobs that wait on the network. */
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

/** The last run of a job that keeps failing: retries are used up. */
export const isLastAttempt = (job: TaskRun<unknown>) => job.retryCount >= job.retryLimit;
