// Instances started together on a database no queue has used yet (a compose stack's first `up`,
// a first deploy) each install pg-boss's schema and create Dwa's queues, and all of them start.
// With pg-boss 10 one of two crashed on a deadlock in createQueue (3 of 6 simultaneous starts of
// the compose stack; decision 046); pg-boss 12 takes an advisory lock around its install and each
// queue's creation, which this holds it to. PostgreSQL only: an embedded database belongs to one
// process.
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobDefinition } from './job-definition.ts';
import { createJobQueue } from './job-queue.ts';
import { JOB_SCHEMA } from './job-schema.ts';

const silent = { info() {}, warn() {}, error() {} };
const definitions: JobDefinition[] = Array.from({ length: 12 }, (_, i) => ({
  name: `start.queue-${i}`,
  retry: { limit: 3, delaySeconds: 5, backoff: true },
  handler: async () => {},
  ...(i % 4 === 0 ? { cron: '* * * * *' } : {}),
}));

describe.skipIf(!process.env.DATABASE_URL)('instances starting together', () => {
  it('all start, and each queue exists once (three rounds, four instances each)', async () => {
    for (let round = 0; round < 3; round++) {
      const database = await createTestDatabase();
      const others = await Promise.all([1, 2, 3].map(() => database.openAnother()));
      try {
        const started = await Promise.all(
          [database, ...others].map((handle) => createJobQueue(handle, definitions, silent)),
        );
        for (const queue of started) await queue.stop(1000);
        const queues = await database.db.execute(
          sql`select name from ${sql.identifier(JOB_SCHEMA)}.queue where name like 'start.%'`,
        );
        expect((queues as unknown as { rows: unknown[] }).rows).toHaveLength(definitions.length);
      } finally {
        await Promise.all(others.map((other) => other.close()));
        await database.close();
      }
    }
  }, 120_000);
});
