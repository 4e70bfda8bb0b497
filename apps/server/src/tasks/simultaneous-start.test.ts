// Instances started together on a database no queue has used yet (a compose stack's first `up`,
// a first deploy) each install pg-boss's schema and create Dwa's queues, and all of them start:
// they take turns under an advisory lock. Without it, two processes both created pg-boss's schema
// and one failed on pg_namespace's unique key (3 of 14 simultaneous starts of two servers here),
// or, with pg-boss 10, deadlocked in createQueue (decision 046). Separate processes, as real
// instances are; PostgreSQL only (an embedded database belongs to one process).
import { withDatabase } from '@dwa/db/testing/global-setup';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { runScript } from '../testing/child-process.ts';

const template = inject('dbTemplate');

/** "0 started", or the exit code and what the process wrote (its error). */
async function startQueue(databaseUrl: string) {
  const { code, output, stdout } = await runScript(
    'apps/server/src/tasks/testing/start-task-queue.ts',
    [],
    { DATABASE_URL: databaseUrl },
  );
  return code === 0 ? `0 ${stdout.trim()}` : `${code} ${output.trim()}`;
}

describe.skipIf(template.kind !== 'postgres')('instances starting together', () => {
  it('all start on an empty database (eight rounds of two processes)', async () => {
    if (template.kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    const name = `dwa_t_${template.template.slice('dwa_tpl_'.length)}_start`;
    try {
      for (let round = 0; round < 8; round++) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`create database ${name}`);
        const url = withDatabase(template.url, name);
        expect(await Promise.all([startQueue(url), startQueue(url)])).toEqual([
          '0 started',
          '0 started',
        ]);
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
