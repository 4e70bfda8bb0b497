// Two app instances on one database, both running workers and schedules: every queued WhatsApp
// message is delivered exactly once, and a scheduled job runs once per tick across both. On
// PostgreSQL (CI) each instance has its own connection pool, as two servers would.
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { notificationLog, products } from '@dwa/db/schema/index';
import { buildProduct, uniquePhone } from '@dwa/db/testing/factories';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDiskStorage } from '../storage/disk-storage.ts';
import { countingTransport } from '../testing/counting-transport.ts';
import { TEST_ORIGIN, testEnv } from '../testing/test-app.ts';
import { useTwoDatabases } from '../testing/two-databases.ts';
import { waitFor } from '../testing/wait-for.ts';
import { JOB_SCHEMA } from './job-schema.ts';

const two = useTwoDatabases('dwa-two');
/** Every delivery either instance makes, by recipient. */
const deliveries: { to: string; by: string }[] = [];

async function instance(name: string, database: DatabaseHandle) {
  const env = testEnv(two.dataDir);
  const app = await buildApp({
    env,
    database,
    storage: createDiskStorage(join(two.dataDir, 'media')),
    transport: countingTransport(deliveries, name),
    taskOptions: {
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
    },
  });
  two.apps.push(app);
  return app;
}

describe('two instances on one database', () => {
  it('deliver each message once and run each scheduled tick once', async () => {
    const a = await instance('a', two.first);
    const b = await instance('b', two.second);
    // A product whose boost ended: the boost-expiry schedule must clear its flag.
    const expired = await buildProduct(two.first.db, {
      isBoosted: true,
      boostedUntil: new Date(Date.now() - 60_000),
    });

    // 30 codes asked for through both instances, before any worker runs.
    const phones = Array.from({ length: 30 }, () => uniquePhone());
    const answers = await Promise.all(
      phones.map((phone, i) =>
        (i % 2 ? a : b).inject({
          method: 'POST',
          url: '/api/auth/codes',
          payload: { phone, purpose: 'rider_signup' },
          headers: { origin: TEST_ORIGIN },
          remoteAddress: `10.20.${i}.1`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(phones.map(() => 202));

    await Promise.all([a.tasks.startWorkers(), b.tasks.startWorkers()]);
    await waitFor('every message sent', async () => {
      const rows = await two.first.db
        .select({ status: notificationLog.status })
        .from(notificationLog)
        .where(eq(notificationLog.channel, 'cloud_api'));
      return rows.length === 30 && rows.every((r) => r.status === 'sent') ? rows : null;
    });
    expect(deliveries).toHaveLength(30);
    expect(new Set(deliveries.map((d) => d.to))).toEqual(new Set(phones));

    // The schedule fired and its job ran: the ended boost is cleared…
    await waitFor('the boost-expiry schedule to run', async () => {
      const [row] = await two.first.db
        .select({ isBoosted: products.isBoosted })
        .from(products)
        .where(eq(products.id, expired.id));
      return row?.isBoosted === false ? row : null;
    });
    // …and no tick ran twice, whichever instance ran it. A tick is pg-boss's 'send-it' job for a
    // schedule and a minute (singleton_on; its payload names the schedule); the run it makes may
    // be created in the next minute when the tick came at a minute's end, so runs are counted
    // against ticks, not clock minutes. pg-boss 12 keeps finished jobs in the job table (7 days).
    await new Promise((r) => setTimeout(r, 3000)); // both cron monitors have looked again
    const everyJob = sql`(
      select name, state, data->>'name' as schedule, singleton_on
        from ${sql.raw(JOB_SCHEMA)}.job) jobs`;
    const ticks = rowsOf<{ name: string; minute: string; n: number }>(
      await two.first.db.execute(sql`
        select schedule as name, singleton_on::text as minute, count(*)::int as n
        from ${everyJob}
        where name = '__pgboss__send-it' and schedule in ('boosts.expire', 'maintenance.sweep')
        group by 1, 2`),
    );
    expect(ticks.filter((t) => t.n !== 1)).toEqual([]);
    const tally = rowsOf<{ name: string; runs: number; ticks: number; done: number }>(
      await two.first.db.execute(sql`
        select s.name,
          (select count(*)::int from ${everyJob} where jobs.name = s.name) as runs,
          (select count(*)::int from ${everyJob}
            where jobs.name = '__pgboss__send-it' and jobs.schedule = s.name) as ticks,
          (select count(*)::int from ${everyJob}
            where jobs.name = '__pgboss__send-it' and jobs.schedule = s.name
              and jobs.state = 'completed') as done
        from (values ('boosts.expire'), ('maintenance.sweep')) as s(name)`),
    );
    const boosts = tally.find((r) => r.name === 'boosts.expire');
    expect(boosts?.runs).toBeGreaterThan(0);
    // Each tick that was handled made exactly one run: never more runs than ticks.
    for (const row of tally) {
      expect(row.runs, row.name).toBeLessThanOrEqual(row.ticks);
      expect(row.runs, row.name).toBeGreaterThanOrEqual(row.done);
    }
  }, 90_000);
});
