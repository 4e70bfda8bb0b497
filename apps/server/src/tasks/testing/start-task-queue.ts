// A separate process that starts on DATABASE_URL as the server does (migrations, then the job
// queue) and stops (simultaneous-start test): two of these at once are two instances starting
// together. The migrations' lock lines them up: the second starts its queue as the first does.
import { openDatabase } from '@dwa/db/client';
import { migrateDatabase } from '@dwa/db/migrate';
import { createTaskQueue } from '../task-queue.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, maxConnections: 4 });
const silent = { info() {}, warn() {}, error() {} };
try {
  await migrateDatabase(database);
  const queue = await createTaskQueue(
    database,
    Array.from({ length: 12 }, (_, i) => ({
      name: `start.queue-${i}`,
      handler: async () => {},
      ...(i % 4 === 0 ? { cron: '* * * * *' } : {}),
    })),
    silent,
  );
  await queue.stop(1000);
  process.stdout.write('started\n');
} catch (error) {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
