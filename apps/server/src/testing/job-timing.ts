// When the queue will run a job, and making it due now: pg-boss schedules delayed jobs by the
// database's clock, which a test's injectable clock does not move. Tests read the wait the job
// was given and then bring its start forward, as if that time had passed.
import type { DatabaseHandle } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { sql } from 'drizzle-orm';
import { JOB_SCHEMA } from '../tasks/job-schema.ts';

const JOBS = sql.raw(`${JOB_SCHEMA}.job`);

/** The waiting jobs of `name` (created or retry) with the seconds until each may start. */
export async function waitingJobs(database: DatabaseHandle, name: string) {
  const result = await database.db.execute(sql`
    select data, extract(epoch from (start_after - now()))::float as seconds
      from ${JOBS} where name = ${name} and state in ('created', 'retry')
     order by start_after, created_on`);
  return rowsOf<{ data: Record<string, unknown>; seconds: number }>(result);
}

/** Makes every waiting job of `name` due now; answers how many. */
export async function makeDue(database: DatabaseHandle, name: string) {
  const result = await database.db.execute(sql`
    update ${JOBS} set start_after = now()
     where name = ${name} and state in ('created', 'retry') returning id`);
  return rowsOf(result).length;
}
