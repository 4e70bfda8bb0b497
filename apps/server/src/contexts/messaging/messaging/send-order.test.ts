// One number's messages reach Meta in the order they were queued, with ten sends at once, with a
// retry in between and with two instances draining the same outbox; other numbers do not wait.
// The fake Graph API records the order requests arrive in and answers after a random delay.
import type { DatabaseHandle } from '@dwa/db/client';
import { uniquePhone } from '@dwa/db/testing/factories';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  accepted,
  type FakeGraph,
  metaError,
  startFakeGraph,
} from '../../../testing/fake-graph-api.ts';
import {
  graphMessaging,
  scripted,
  sentTo,
} from '../../../testing/messaging/test-graph-messaging.ts';

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

const slowly = (request: Parameters<typeof accepted>[0]) => ({
  ...accepted(request),
  delayMs: Math.floor(Math.random() * 25),
});

/** Queues `count` texts to each number in one transaction (a bot's replies), interleaved. */
async function queueInterleaved(
  m: Awaited<ReturnType<typeof graphMessaging>>,
  numbers: string[],
  count: number,
) {
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      for (const n of numbers)
        await m.messenger.queueWhatsApp(tx, n, { kind: 'text', body: `${i}` });
    }
  });
}

const inOrder = (count: number) => Array.from({ length: count }, (_, i) => `${i}`);

describe("a number's messages", () => {
  it('go out in the order they were queued, ten sends at a time', async () => {
    graph.respond = slowly;
    const m = await graphMessaging(database, graph, { clock: fixedClock(new Date()) });
    const numbers = [uniquePhone(), uniquePhone(), uniquePhone()];
    await queueInterleaved(m, numbers, 8);
    await m.drain();
    for (const n of numbers) expect(sentTo(graph, n)).toEqual(inOrder(8));
    await m.close();
  });

  it('wait for an earlier one being retried, while other numbers go on', async () => {
    const [x, y] = [uniquePhone(), uniquePhone()];
    graph.respond = scripted({ [x]: [metaError('somethingWentWrong')] }, slowly);
    const m = await graphMessaging(database, graph, { clock: fixedClock(new Date()) });
    await queueInterleaved(m, [x, y], 4);
    await m.drain();
    expect(sentTo(graph, x)).toEqual(['0', '0', '1', '2', '3']);
    expect(sentTo(graph, y)).toEqual(inOrder(4));
    await m.close();
  });

  it('keep their order with two instances sending from the same outbox', async () => {
    graph.respond = slowly;
    const clock = fixedClock(new Date());
    const one = await graphMessaging(database, graph, { clock });
    const two = await graphMessaging(database, graph, { clock });
    const numbers = [uniquePhone(), uniquePhone()];
    await queueInterleaved(one, numbers, 10);
    await Promise.all([one.drain(), two.drain()]);
    // Until nothing is left: each instance may have finished while the other queued more.
    while ((await one.drain()) + (await two.drain()) > 0);
    for (const n of numbers) expect(sentTo(graph, n)).toEqual(inOrder(10));
    await one.close();
    await two.close();
  });
});
