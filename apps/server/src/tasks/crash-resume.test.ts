// A job a killed instance left running (state active, never completed) is taken up again by the
// next instance that starts, at once if its expiry has passed: pg-boss only expires runs in its
// supervise pass, which it schedules on a timer and never runs at start, so a server restarting
// more often than the timer never resumed such a job (found by `npm run bench -- durability`).

import { rowsOf } from '@dwa/db/migrate';
import { createTestDatabase, type TestDatabase } from '@dwa/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../testing/wait-for.ts';
import { JOB_SCHEMA } from './job-schema.ts';
import type { TaskDefinition } from './task-definition.ts';
import { createTaskQueue, type TaskQueue } from './task-queue.ts';

const quiet = { info() {}, warn() {}, error() {} };
let database: TestDatabase;
const queues: TaskQueue[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop(1000);
  await database.close();
});

describe('a job left running by a killed instance', () => {
  it('runs again as soon as a new instance starts, once its expiry has passed', async () => {
    const ran: string[] = [];
    const definition: TaskDefinition = {
      name: 'test.crash-resume',
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      expireInSeconds: 60,
      pollingIntervalSeconds: 0.5,
      handler: async (job) => {
        ran.push((job.data as { n: string }).n);
      },
    };
    // The instance that dies: it enqueued the job and fetched it (now active), then nothing.
    const dead = await createTaskQueue(database, [definition], quiet);
    queues.push(dead);
    await dead.enqueue(database.db, definition.name, { n: 'one' });
    const fetched = await database.db.execute(
      sql`update ${sql.raw(JOB_SCHEMA)}.job
             set state = 'active', started_on = now() - interval '5 minutes'
           where name = ${definition.name} returning id`,
    );
    expect(rowsOf(fetched)).toHaveLength(1);
    await dead.stop(1000);

    // The next instance: its workers start, the run is expired at once and retried.
    const next = await createTaskQueue(database, [definition], quiet);
    queues.push(next);
    await next.startWorkers();
    await waitFor('the job to run again', async () => (ran.length > 0 ? ran : null), 10_000);
    expect(ran).toEqual(['one']);
  });
});
