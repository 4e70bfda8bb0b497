// What Meta's documented answers do to a queued message, against a fake Graph API: throttling is
// tried again after its wait (the number's later messages waiting behind it), a refusal of the
// message fails it at once keeping Meta's code, title and details, temporary failures and codes
// Dwa does not know are retried by the queue, and nothing outlives its use.
import type { DatabaseHandle } from '@dwa/db/client';
import { uniquePhone } from '@dwa/db/testing/factories';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  accepted,
  type FakeGraph,
  metaError,
  startFakeGraph,
} from '../../../testing/fake-graph-api.ts';
import { waitingJobs } from '../../../testing/job-timing.ts';
import {
  graphMessaging,
  scripted,
  sentTo,
} from '../../../testing/messaging/test-graph-messaging.ts';
import { SEND_TASK } from './messenger.ts';
import { listOutbox } from './outbox.service.ts';

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
beforeEach(() => {
  graph.respond = accepted;
});

const T0 = new Date('2031-03-02T09:00:00Z');
const text = (body: string) => ({ kind: 'text' as const, body });
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The waits (seconds) of the send jobs queued for `ids`. */
async function waitsOf(ids: string[]) {
  const jobs = await waitingJobs(database, SEND_TASK);
  return jobs.filter((j) => ids.includes(String(j.data.messageId))).map((j) => j.seconds);
}

describe('throttling', () => {
  it("retries a pair rate limit (131056) after 6 s, the number's next message waiting behind it", async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    const [x, y] = [uniquePhone(), uniquePhone()];
    graph.respond = scripted({ [x]: [metaError('pairRateLimit')] });
    const first = await m.messenger.queueWhatsApp(database.db, x, text('first'));
    const second = await m.messenger.queueWhatsApp(database.db, x, text('second'));
    const other = await m.messenger.queueWhatsApp(database.db, y, text('hello'));
    await m.drain();

    expect(sentTo(graph, x)).toEqual(['first']);
    expect(sentTo(graph, y)).toEqual(['hello']);
    expect(await m.rowOf(other.id)).toMatchObject({ status: 'sent' });
    expect(await m.rowOf(first.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      errorCode: 131056,
      errorTitle: '(Business Account, Consumer Account) pair rate limit hit',
      errorDetails:
        'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
      nextAttemptAt: at(6000),
      lockedUntil: null,
    });
    expect(await m.rowOf(second.id)).toMatchObject({ status: 'queued', attempts: 0 });
    const [wait] = await waitsOf([first.id]);
    // The queue's own wait (by the database clock; a loaded machine may take a while to ask).
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(6);
    expect(m.lines.map((l) => l.msg)).toContain('whatsapp send throttled, will retry');
    // The admin sees why it waits and until when.
    const entry = (await listOutbox(database.db, { limit: 500 })).find((e) => e.id === first.id);
    expect(entry).toMatchObject({ errorCode: 131056, nextAttemptAt: at(6000).toISOString() });

    // Its time has not come: a stray run leaves it alone.
    await m.runLater();
    expect(sentTo(graph, x)).toEqual(['first']);

    clock.advance(6000);
    await m.runLater();
    expect(await m.rowOf(first.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      errorCode: null,
      nextAttemptAt: null,
    });
    // The pair limit is about one message per 6 s: the next one is spaced out.
    expect(await m.rowOf(second.id)).toMatchObject({ status: 'queued', nextAttemptAt: at(12_000) });
    expect(sentTo(graph, x)).toEqual(['first', 'first']);

    clock.advance(6000);
    await m.runLater();
    expect(await m.rowOf(second.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sentTo(graph, x)).toEqual(['first', 'first', 'second']);
    await m.close();
  });

  it('doubles the wait per refusal: throughput (130429) 10 s, then 20 s', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    const x = uniquePhone();
    graph.respond = scripted({ [x]: [metaError('throughput'), metaError('throughput')] });
    const q = await m.messenger.queueWhatsApp(database.db, x, text('reminder'));
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ errorCode: 130429, nextAttemptAt: at(10_000) });
    clock.advance(10_000);
    await m.runLater();
    expect(await m.rowOf(q.id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: at(30_000),
    });
    const [wait] = await waitsOf([q.id]);
    expect(wait).toBeGreaterThan(10);
    expect(wait).toBeLessThanOrEqual(20);
    clock.advance(20_000);
    await m.runLater();
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sentTo(graph, x)).toEqual(['reminder', 'reminder', 'reminder']);
    await m.close();
  });

  it('gives up on a code still throttled when it would expire, saying why', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    const x = uniquePhone();
    graph.respond = scripted({}, () => metaError('pairRateLimit'));
    const q = await m.messenger.queueWhatsApp(database.db, x, {
      kind: 'code',
      code: '482913',
      language: 'en',
    });
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'queued', nextAttemptAt: at(6000) });
    // The next refusal would wait 12 s, past the code's ten minutes.
    clock.advance(9 * 60_000 + 55_000);
    await m.runLater();
    expect(await m.rowOf(q.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      errorCode: 131056,
      payload: null,
    });
    expect(await waitsOf([q.id])).toEqual([]);
    await m.close();
  });
});

describe('refusals of the message itself', () => {
  it("fail at once with Meta's code, title and details, and the number's next message goes", async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    for (const [name, code, title] of [
      ['undeliverable', 131026, 'Message Undeliverable'],
      ['templateMissing', 132001, 'Template name does not exist in the translation'],
      ['invalidParameter', 100, 'Invalid parameter'],
      ['unsupportedType', 131051, 'Unsupported message type'],
    ] as const) {
      const x = uniquePhone();
      graph.respond = scripted({ [x]: [metaError(name)] });
      const refused = await m.messenger.queueWhatsApp(database.db, x, text(`to ${name}`));
      const next = await m.messenger.queueWhatsApp(database.db, x, text('next'));
      await m.drain();
      const row = await m.rowOf(refused.id);
      expect(row, name).toMatchObject({
        status: 'failed',
        attempts: 1,
        errorCode: code,
        errorTitle: title,
        nextAttemptAt: null,
      });
      expect(row?.error).toContain(`(#${code})`);
      expect(await m.rowOf(next.id), name).toMatchObject({ status: 'sent' });
      expect(sentTo(graph, x)).toEqual([`to ${name}`, 'next']);
    }
    const undeliverable = (await listOutbox(database.db, { limit: 500 })).find(
      (e) => e.errorCode === 131026,
    );
    expect(undeliverable?.errorDetails).toMatch(/not on WhatsApp/);
    await m.close();
  });
});

describe('temporary failures and unknown codes', () => {
  it("retries Meta's temporary errors (131000 at 500, 131016 at 503) until sent", async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock });
    const x = uniquePhone();
    graph.respond = scripted({
      [x]: [metaError('somethingWentWrong'), metaError('serviceUnavailable')],
    });
    const q = await m.messenger.queueWhatsApp(database.db, x, text('soon'));
    await m.tasks.runDue(SEND_TASK);
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'queued', attempts: 1, errorCode: 131000 });
    await m.drain();
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'sent', attempts: 3, errorCode: null });
    await m.close();
  });

  it('retries a code Meta has not documented here like a temporary one, and logs it as an error', async () => {
    const clock = fixedClock(T0);
    const m = await graphMessaging(database, graph, { clock, retryLimit: 2 });
    const x = uniquePhone();
    graph.respond = scripted({}, () => metaError(987654));
    const q = await m.messenger.queueWhatsApp(database.db, x, text('new code'));
    await m.drain();
    expect(sentTo(graph, x)).toHaveLength(3);
    expect(await m.rowOf(q.id)).toMatchObject({ status: 'failed', attempts: 3, errorCode: 987654 });
    const errors = m.lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(3);
    expect(errors[0]?.fields).toMatchObject({ metaCode: 987654 });
    await m.close();
  });
});
