// kill -9 in the middle of a release (decision 066): a process that has moved the order and
// written its ledger movement, inside one transaction, dies before committing. Nothing of it
// remains (the order still delivered, no movement), and the next run of the timers releases it
// once. A separate process on PostgreSQL, as a real instance is; on the embedded database the
// same cut is the races suite's (an error thrown inside the transaction).
import { ledgerEntries } from '@dwa/db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { reviewLedger } from '../contexts/money/public.ts';
import { ORDER_TIMERS_TASK } from '../contexts/orders/public.ts';
import { fixedClock } from '../lib/clock.ts';
import { startScript } from '../testing/child-process.ts';
import { handedOverPickup, orderRow } from '../testing/orders/order-test-kit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { waitFor } from '../testing/wait-for.ts';

const template = inject('dbTemplate');
const clock = fixedClock(new Date());
let t: TestApp;

describe.skipIf(template.kind !== 'postgres')('a release killed halfway', () => {
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t?.close());

  it('leaves nothing behind, and the next run releases once', async () => {
    const { row, token } = await handedOverPickup(t, clock);
    expect((await orderRow(t, token)).status).toBe('delivered');

    const url = String(t.database.pool?.options.connectionString);
    const child = startScript('apps/server/src/testing/orders/release-and-hang.ts', [], {
      DATABASE_URL: url,
      ORDER_ID: row.id,
    });
    await waitFor('the release to hold', async () =>
      child.stdout().includes('holding') ? true : null,
    );
    child.child.kill('SIGKILL');
    await child.exited;

    const movement = () =>
      t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'order_release'), eq(ledgerEntries.reference, row.id)));
    expect((await orderRow(t, token)).status).toBe('delivered');
    expect(await movement()).toHaveLength(0);

    clock.advance(49 * 3_600_000);
    const timers = t.app.tasks.definitions.find((d) => d.name === ORDER_TIMERS_TASK)!;
    await timers.handler({ id: 'kill', data: {}, retryCount: 0, retryLimit: 0 });
    expect((await orderRow(t, token)).status).toBe('released');
    expect(await movement()).toHaveLength(3);
    expect((await reviewLedger(t.db)).problems).toEqual([]);
  }, 60_000);
});
