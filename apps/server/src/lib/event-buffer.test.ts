// The analytics event buffer on a real database: batches by size, nothing lost on close, a
// failed write logged and counted (never thrown), a full buffer dropping and counting.
import { rowsOf } from '@dwa/db/migrate';
import { analyticsEvents } from '@dwa/db/schema/index';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { createEventBuffer } from './event-buffer.ts';

const database = await createTestDatabase();
const db = database.db;
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(analyticsEvents);
});

const rows = async () => (await db.select({ n: count() }).from(analyticsEvents))[0]!.n;
const search = (i: number) => ({ eventType: 'search' as const, metadata: { i }, at: new Date() });
const quietLog = () => {
  const warnings: string[] = [];
  return { warnings, warn: (_: object, message: string) => void warnings.push(message) };
};

describe('event buffer', () => {
  it('writes nothing per event; a full batch in one insert; the rest on flush', async () => {
    const log = quietLog();
    const buffer = createEventBuffer(db, log, { batchSize: 10, flushAfterMs: 3_600_000 });
    for (let i = 0; i < 9; i++) buffer.track(search(i));
    expect(await rows()).toBe(0);
    buffer.track(search(9));
    buffer.track(search(10));
    await buffer.flush();
    expect(await rows()).toBe(11);
    expect(buffer.stats()).toEqual({ buffered: 0, written: 11, dropped: 0, failed: 0 });
  });

  it('writes a lone event a short while after it came', async () => {
    const buffer = createEventBuffer(db, quietLog(), { flushAfterMs: 20 });
    buffer.track(search(1));
    await expect.poll(rows, { timeout: 2000 }).toBe(1);
  });

  it('a failed write is logged and counted, and later events still go in', async () => {
    const log = quietLog();
    const buffer = createEventBuffer(db, log, { flushAfterMs: 3_600_000 });
    // A seller that does not exist: the foreign key refuses the whole batch.
    buffer.track({ ...search(1), sellerId: '00000000-0000-4000-8000-000000000000' });
    await expect(buffer.flush()).resolves.toBeUndefined();
    expect(buffer.stats()).toMatchObject({ failed: 1, written: 0, buffered: 0 });
    expect(log.warnings).toEqual(['analytics events not recorded']);
    buffer.track(search(2));
    await buffer.flush();
    expect(await rows()).toBe(1);
  });

  it('holds at most maxBuffered events: the rest are dropped and counted', async () => {
    const log = quietLog();
    const buffer = createEventBuffer(db, log, {
      batchSize: 100,
      maxBuffered: 5,
      flushAfterMs: 3_600_000,
    });
    for (let i = 0; i < 8; i++) buffer.track(search(i));
    expect(buffer.stats()).toMatchObject({ buffered: 5, dropped: 3 });
    expect(log.warnings).toEqual(['analytics buffer full: events dropped']);
    await buffer.flush();
    expect(await rows()).toBe(5);
  });
});

describe('the app and its buffer', () => {
  it('a search answers before its event is written; closing the app writes it', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/search?q=kente' });
    expect(res.statusCode).toBe(200);
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from analytics_events where event_type = 'search'`,
        ),
      )[0]?.n;
    expect(await count()).toBe(0);
    await t.app.close();
    expect(await count()).toBe(1);
    await t.close();
  });
});
