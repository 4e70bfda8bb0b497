// npm run bench -- jobs: how many jobs a second the queue (pg-boss on the app's own database)
// takes in and runs, on PGlite and on a throwaway PostgreSQL. Two kinds of job: an empty one
// (the queue's own cost) and whatsapp.send with a transport that accepts at once (the outbox's
// cost per message: claim, deliver, record). Enqueues are one transaction each, as in the app.
import { type DatabaseHandle, openDatabase } from '@dwa/db/client';
import { migrateDatabase } from '@dwa/db/migrate';
import { notificationLog } from '@dwa/db/schema/index';
import { count, eq } from 'drizzle-orm';
import { whatsappSendTask } from '../../apps/server/src/contexts/messaging/messaging/deliver-message.ts';
import {
  createMessenger,
  type WhatsAppTransport,
} from '../../apps/server/src/contexts/messaging/messaging/messenger.ts';
import { createCodeSealer } from '../../apps/server/src/contexts/messaging/messaging/sealed-code.ts';
import type { TaskDefinition } from '../../apps/server/src/tasks/task-definition.ts';
import { createTaskQueue, type TaskQueue } from '../../apps/server/src/tasks/task-queue.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const quiet = { info() {}, warn() {}, error: (...args: unknown[]) => console.error(...args) };
const clock = { now: () => new Date() };

async function until(done: () => Promise<boolean>) {
  while (!(await done())) await new Promise((r) => setTimeout(r, 50));
}

const rate = (n: number, ms: number) => Math.round((n / ms) * 1000);

async function benchEngine(name: string, database: DatabaseHandle, jobs: number) {
  await migrateDatabase(database);
  let ran = 0;
  const noop: TaskDefinition = {
    name: 'bench.noop',
    batchSize: 50,
    pollingIntervalSeconds: 0.5,
    handler: async () => {
      ran++;
    },
  };
  const accept: WhatsAppTransport = {
    channel: 'cloud_api',
    deliver: async () => ({ providerMessageId: null }),
  };
  const sealer = createCodeSealer('bench-secret-bench-secret-bench-secret');
  // The send job queues a number's next message through the queue it runs on.
  const later = {
    enqueue: (...args: Parameters<TaskQueue['enqueue']>) => queue.enqueue(...args),
    enqueueMany: (...args: Parameters<TaskQueue['enqueueMany']>) => queue.enqueueMany(...args),
  };
  const send = whatsappSendTask({
    db: database.db,
    transport: accept,
    sealer,
    clock,
    log: quiet,
    tasks: later,
  });
  const queue = await createTaskQueue(database, [noop, send], quiet, {
    pollingIntervalSeconds: 0.5,
  });
  const messenger = createMessenger({ tasks: queue, channel: 'cloud_api', sealer, log: quiet });

  let started = performance.now();
  for (let i = 0; i < jobs; i++) {
    await database.db.transaction((tx) => queue.enqueue(tx, 'bench.noop', { i }));
  }
  const enqueueMs = performance.now() - started;
  started = performance.now();
  for (let i = 0; i < jobs; i++) {
    await database.db.transaction((tx) =>
      messenger.queueWhatsApp(tx, `+2332${String(40_000_000 + i)}`, { kind: 'text', body: 'Hi' }),
    );
  }
  const queueMessageMs = performance.now() - started;

  started = performance.now();
  await queue.startWorkers();
  await until(async () => ran >= jobs);
  const runMs = performance.now() - started;
  await until(async () => {
    const [row] = await database.db
      .select({ n: count() })
      .from(notificationLog)
      .where(eq(notificationLog.status, 'sent'));
    return (row?.n ?? 0) >= jobs;
  });
  const sendMs = performance.now() - started;
  await queue.stop();

  console.log(
    `${name.padEnd(10)} enqueue ${rate(jobs, enqueueMs)}/s · empty jobs run ${rate(jobs, runMs)}/s` +
      ` · messages queued ${rate(jobs, queueMessageMs)}/s · messages sent ${rate(jobs, sendMs)}/s` +
      ` (${jobs} of each; one worker per queue and instance)`,
  );
}

export async function benchJobs(options: { jobs: number }) {
  console.log('\njob queue (pg-boss 12 on the app database)');
  const pglite = await openDatabase();
  await benchEngine('PGlite', pglite, options.jobs);
  await pglite.close();

  const pg = startThrowawayPostgres();
  try {
    const database = await openDatabase({ databaseUrl: pg.url, maxConnections: 10 });
    await benchEngine('PostgreSQL', database, options.jobs);
    await database.close();
  } finally {
    pg.stop();
  }
}
