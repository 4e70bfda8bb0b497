// Two app instances on one database, both with workers running, run the reminders job at the
// same moment, again and again: every due reminder is queued once and delivered once (decision
// 031). The job is a singleton schedule every 15 minutes. On PostgreSQL (CI) each instance has
// its own connection pool, as two servers would.
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { notificationLog } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../../app.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { createDiskStorage } from '../../../storage/disk-storage.ts';
import { JOB_SCHEMA } from '../../../tasks/job-schema.ts';
import { countingTransport } from '../../../testing/counting-transport.ts';
import { DAY, HOUR, NOW } from '../../../testing/messaging/test-notifications.ts';
import { testEnv } from '../../../testing/test-app.ts';
import { useTwoDatabases } from '../../../testing/two-databases.ts';
import { waitFor } from '../../../testing/wait-for.ts';
import { REMINDERS_TASK } from './reminders.ts';

const two = useTwoDatabases('dwa-reminders');
const clock = fixedClock(NOW);
/** Every delivery either instance makes. */
const deliveries: { to: string; by: string }[] = [];

async function instance(name: string, database: DatabaseHandle) {
  const env = testEnv(two.dataDir);
  const app = await buildApp({
    env,
    database,
    clock,
    storage: createDiskStorage(join(two.dataDir, 'media')),
    transport: countingTransport(deliveries, name),
    taskOptions: { pollingIntervalSeconds: 0.5 },
  });
  two.apps.push(app);
  return app;
}

/** The reminders job's handler as the instance's worker runs it. */
function runJob(app: App) {
  const job = app.tasks.definitions.find((d) => d.name === REMINDERS_TASK)!;
  return job.handler({ id: 'test', data: {}, retryCount: 0, retryLimit: 0 });
}

beforeAll(async () => {
  await ensureDefaultTemplates(two.first.db);
});

describe('reminders on two instances', () => {
  it('queue and deliver each due reminder once', async () => {
    const a = await instance('a', two.first);
    const b = await instance('b', two.second);
    const at = (ms: number) => new Date(NOW.getTime() + ms);
    // 12 idle sellers, 12 boosts ending tonight (of busy sellers), 12 verifications ending.
    const sellers: string[] = [];
    for (let i = 0; i < 12; i++) {
      sellers.push((await buildSeller(two.first.db, { createdAt: at(-20 * DAY) })).id);
      const busy = await buildSeller(two.first.db, {
        createdAt: at(-20 * DAY),
        isVerified: true,
        verifiedUntil: at(3 * DAY + i * HOUR),
      });
      sellers.push(busy.id);
      await buildProduct(two.first.db, {
        sellerId: busy.id,
        createdAt: at(-DAY),
        isBoosted: true,
        boostedUntil: at(2 * HOUR + i * 60_000),
      });
    }
    const expected = 36;

    await Promise.all([a.tasks.startWorkers(), b.tasks.startWorkers()]);
    // Both instances run the job three times at once.
    await Promise.all([1, 2, 3].flatMap(() => [runJob(a), runJob(b)]));

    const rows = await two.first.db
      .select({
        key: notificationLog.dedupeKey,
        to: notificationLog.whatsappNumber,
        status: notificationLog.status,
      })
      .from(notificationLog)
      .where(inArray(notificationLog.sellerId, sellers));
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r.key)).size).toBe(expected);
    const events = rows.map((r) => r.key!.split(':')[0]);
    for (const event of ['boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry']) {
      expect(events.filter((e) => e === event)).toHaveLength(12);
    }

    // One send job each, one delivery each, whichever instance made it.
    await waitFor('every reminder delivered', async () => {
      const sent = await two.first.db
        .select({ status: notificationLog.status })
        .from(notificationLog)
        .where(inArray(notificationLog.sellerId, sellers));
      return sent.every((r) => r.status === 'sent') ? sent : null;
    });
    expect(deliveries).toHaveLength(expected);
    expect(deliveries.map((d) => d.to).sort()).toEqual(rows.map((r) => r.to).sort());

    // The schedule: every 15 minutes, one run at a time across instances.
    const queue = rowsOf<{ policy: string; cron: string }>(
      await two.first.db.execute(sql`
        select q.policy, s.cron from ${sql.raw(JOB_SCHEMA)}.queue q
          join ${sql.raw(JOB_SCHEMA)}.schedule s using (name)
        where q.name = ${REMINDERS_TASK}`),
    );
    expect(queue).toEqual([{ policy: 'singleton', cron: '*/15 * * * *' }]);
  }, 90_000);
});
