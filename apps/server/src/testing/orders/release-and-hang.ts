// A release that stops halfway (reliability/order-kill.test.ts): in one transaction, the real
// release of ORDER_ID (the order's step and its ledger movement), then it waits, uncommitted,
// until the test kills this process with SIGKILL. PostgreSQL only: the test's own database,
// by DATABASE_URL.
import { openDatabase } from '@dwa/db/client';
import { sql } from 'drizzle-orm';
import { releaseOrder } from '../../contexts/orders/orders/order-endings.ts';
import { stepOrder } from '../../contexts/orders/orders/order-step.ts';

const orderId = process.env.ORDER_ID ?? '';
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '' });
// What the release would tell the seller is not this test's subject: nothing is queued.
const deps = {
  messenger: { queueWhatsApp: async () => ({ id: '', status: 'duplicate' as const }) },
  env: { publicOrigin: 'http://localhost:3000' },
  clock: { now: () => new Date() },
};
await database.db.transaction(async (tx) => {
  // The server notices a killed client within a second, even inside pg_sleep, and rolls back.
  await tx.execute(sql`set local client_connection_check_interval = '1s'`);
  const now = new Date();
  const order = await stepOrder(tx, {
    orderId,
    event: 'release_window_end',
    actor: { type: 'system', id: null },
    at: now,
    set: { endedAt: now },
  });
  if (!order) throw new Error(`order ${orderId} is not due for release`);
  await releaseOrder(tx, deps, order, now);
  process.stdout.write('holding\n');
  await tx.execute(sql`select pg_sleep(600)`);
});
