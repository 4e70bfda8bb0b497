// WhatsApp refusing Dwa's own token (190, HTTP 401), permission or account: every message is
// held (queued, no retries spent, nothing failed), one operator alert is raised with one error
// line, and the held messages go out, in order, once a send works again, once a new token is
// saved (resumeHeld) or when the sweep's probe finds the token taken again.
import type { DatabaseHandle } from '@dwa/db/client';
import { notificationLog, providerAlerts } from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { JOB_SCHEMA } from '../../../tasks/job-schema.ts';
import {
  accepted,
  type FakeGraph,
  type GraphRequest,
  metaError,
  startFakeGraph,
} from '../../../testing/fake-graph-api.ts';
import { waitingJobs } from '../../../testing/job-timing.ts';
import { graphMessaging, sentTo } from '../../../testing/messaging/test-graph-messaging.ts';
import { activeAlert } from '../provider-alerts/provider-alerts.ts';
import { sweepOutbox } from './held-messages.ts';
import { SEND_TASK } from './messenger.ts';

let database: DatabaseHandle;
let graph: FakeGraph;
beforeAll(async () => {
  database = await createTestDatabase();
  graph = await startFakeGraph();
});
afterAll(async () => {
  await graph.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(providerAlerts);
  // Earlier tests' held messages must not answer for this one's.
  await database.db
    .update(notificationLog)
    .set({ status: 'failed', heldAt: null })
    .where(eq(notificationLog.status, 'queued'));
});

const T0 = new Date('2031-05-04T08:00:00Z');
const text = (body: string) => ({ kind: 'text' as const, body });
/** Meta takes only this token. */
const onlyToken = (token: string) => (request: GraphRequest) =>
  request.authorization === `Bearer ${token}` ? accepted(request) : metaError('tokenExpired');

describe('an expired or wrong access token', () => {
  it('holds every message, raises one alert with one error line, and spends no retries', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock, retryLimit: 6 });
    graph.respond = onlyToken('another-token');
    const [x, y] = [uniquePhone(), uniquePhone()];
    const x1 = await m.messenger.queueWhatsApp(database.db, x, text('x one'));
    const x2 = await m.messenger.queueWhatsApp(database.db, x, text('x two'));
    const y1 = await m.messenger.queueWhatsApp(database.db, y, text('y one'));
    await m.drain();

    for (const id of [x1.id, y1.id]) {
      expect(await m.rowOf(id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        heldAt: T0,
        errorCode: 190,
        lockedUntil: null,
      });
    }
    expect((await m.rowOf(x1.id))?.error).toMatch(/answered 401: Error validating access token/);
    // Behind x1, never tried.
    expect(await m.rowOf(x2.id)).toMatchObject({ status: 'queued', attempts: 0, heldAt: null });
    expect(await activeAlert(database.db, 'whatsapp')).toEqual({
      provider: 'whatsapp',
      reason: 'credentials_rejected',
      since: T0.toISOString(),
    });
    const errors = m.lines.filter((l) => l.level === 'error');
    expect(errors.map((l) => l.msg)).toEqual([
      "whatsapp refuses Dwa's own credentials or account: operator alert raised",
    ]);
    expect(JSON.stringify(m.lines)).not.toContain('test-token');
    // Nothing waits in the queue to burn its retries; running it again sends nothing.
    expect(await waitingJobs(database, SEND_TASK)).toEqual([]);
    expect(await m.drain()).toBe(0);
    expect(sentTo(graph, x)).toEqual(['x one']);
    await m.close();
  });

  it('sends what was held, in order, once a send works again (and resolves the alert)', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    graph.respond = () => metaError('tokenExpired');
    const x = uniquePhone();
    const x1 = await m.messenger.queueWhatsApp(database.db, x, text('one'));
    const x2 = await m.messenger.queueWhatsApp(database.db, x, text('two'));
    await m.drain();
    expect(await m.rowOf(x1.id)).toMatchObject({ status: 'queued', heldAt: T0 });

    // The token works again (fixed in the environment, say): the next new message goes and
    // takes the held ones with it.
    graph.respond = accepted;
    clock.advance(60_000);
    const z = await m.messenger.queueWhatsApp(database.db, uniquePhone(), text('new'));
    await m.drain();
    expect(await m.rowOf(z.id)).toMatchObject({ status: 'sent' });
    expect(await m.rowOf(x1.id)).toMatchObject({ status: 'sent', heldAt: null, attempts: 2 });
    expect(await m.rowOf(x2.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sentTo(graph, x)).toEqual(['one', 'one', 'two']);
    expect(await activeAlert(database.db, 'whatsapp')).toBeNull();
    expect(m.lines.map((l) => l.msg)).toContain('whatsapp works again: operator alert resolved');
    await m.close();
  });

  it('goes again with a newly saved token (resumeHeld), held again if that one is refused too', async () => {
    const clock = fixedClock(T0);
    let token = 'old-token';
    const m = await graphMessaging(database, graph, { clock, token: () => token });
    graph.respond = onlyToken('good-token');
    const x = uniquePhone();
    const q = await m.messenger.queueWhatsApp(database.db, x, text('code soon'));
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ heldAt: T0 });

    token = 'another-bad-token';
    expect(await m.messenger.resumeHeld(database.db)).toBe(1);
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect((await m.rowOf(q.id))?.heldAt).toBeInstanceOf(Date);
    const [row] = await database.db.select().from(providerAlerts);
    expect(row).toMatchObject({ occurrences: 2, resolvedAt: null });

    token = 'good-token';
    expect(await m.messenger.resumeHeld(database.db)).toBe(1);
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(graph.requests.at(-1)?.authorization).toBe('Bearer good-token');
    expect(await activeAlert(database.db, 'whatsapp')).toBeNull();
    await m.close();
  });

  it('is probed by the sweep one held message at a time while the alert lasts', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    graph.respond = () => metaError('tokenExpired');
    const [x, y] = [uniquePhone(), uniquePhone()];
    const x1 = await m.messenger.queueWhatsApp(database.db, x, text('x'));
    const y1 = await m.messenger.queueWhatsApp(database.db, y, text('y'));
    await m.drain();
    const deps = { db: database.db, clock, tasks: m.tasks };

    expect(await sweepOutbox(deps)).toEqual({ released: 1, stalled: 0 });
    await m.drain();
    expect(sentTo(graph, x)).toEqual(['x', 'x']);
    expect(sentTo(graph, y)).toEqual(['y']);

    graph.respond = accepted;
    await sweepOutbox(deps);
    await m.drain();
    expect(await m.rowOf(x1.id)).toMatchObject({ status: 'sent' });
    expect(await m.rowOf(y1.id)).toMatchObject({ status: 'sent' });
    await m.close();
  });

  it('holds on a missing permission (10) and an unregistered business number (133010) too', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    for (const [name, reason] of [
      ['permissionDenied', 'permission_denied'],
      ['notRegistered', 'account_restricted'],
    ] as const) {
      await database.db.delete(providerAlerts);
      graph.respond = () => metaError(name);
      const q = await m.messenger.queueWhatsApp(database.db, uniquePhone(), text(name));
      await m.drain();
      expect((await m.rowOf(q.id))?.heldAt, name).toBeInstanceOf(Date);
      expect((await activeAlert(database.db, 'whatsapp'))?.reason).toBe(reason);
    }
    await m.close();
  });
});

describe('the sweep', () => {
  it("queues a number's first message that nothing has tried for 15 minutes (its job lost)", async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    graph.respond = accepted;
    const x = uniquePhone();
    const q = await m.messenger.queueWhatsApp(database.db, x, text('lost'));
    // Its job is gone (deleted by hand, a restore without the queue's tables, say).
    await database.db.execute(
      sql`delete from ${sql.raw(JOB_SCHEMA)}.job where name = ${SEND_TASK} and data->>'messageId' = ${q.id}`,
    );
    const deps = { db: database.db, clock, tasks: m.tasks };
    expect(await sweepOutbox(deps)).toEqual({ released: 0, stalled: 0 });
    clock.advance(16 * 60_000);
    expect(await sweepOutbox(deps)).toEqual({ released: 0, stalled: 1 });
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'sent' });
    await m.close();
  });
});
