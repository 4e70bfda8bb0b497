// Online / offline through the real app: the switch and its time are saved, an unverified rider
// may go online, bad input writes nothing, and switches racing each other leave a row that one
// of them wrote whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { callAs, riderRow, signedInRider } from '../../../testing/deliveries/rider-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// Every reading of the clock is a new millisecond, so each write's time tells which it was.
let tick = Date.parse('2026-05-04T09:00:00Z');
const clock: Clock = { now: () => new Date(tick++) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const switchTo = (cookie: string, online: unknown) =>
  callAs(t, cookie, 'PUT', '/api/rider/availability', { online });

describe('availability', () => {
  it('saves the switch and when it was made, and the dashboard shows it', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    const firstTick = tick;
    const on = await switchTo(cookie, true);
    expect(on.statusCode).toBe(200);
    const row = await riderRow(t, rider.id);
    expect(row.isOnline).toBe(true);
    expect(on.json()).toEqual({ online: true, updatedAt: row.updatedAt.toISOString() });
    // The time is the clock's (the injected one), not the database's.
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(firstTick);
    expect(row.updatedAt.getTime()).toBeLessThan(tick);
    expect((await callAs(t, cookie, 'GET', '/api/rider/dashboard')).json().online).toBe(true);

    const off = await switchTo(cookie, false);
    expect(off.json().online).toBe(false);
    expect((await riderRow(t, rider.id)).isOnline).toBe(false);
    expect((await callAs(t, cookie, 'GET', '/api/rider/dashboard')).json().online).toBe(false);
  });

  it('lets an unverified rider go online (they see jobs; accepting is refused elsewhere)', async () => {
    const { rider, cookie } = await signedInRider(t, { isVerified: false }, clock);
    expect((await switchTo(cookie, true)).statusCode).toBe(200);
    expect((await riderRow(t, rider.id)).isOnline).toBe(true);
  });

  it.each([undefined, 'yes', 1, null])(
    'refuses online = %j with a field message, writing nothing',
    async (online) => {
      const { rider, cookie } = await signedInRider(t, {}, clock);
      const before = await riderRow(t, rider.id);
      const res = await switchTo(cookie, online);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ online: 'This value is not valid.' });
      expect(await riderRow(t, rider.id)).toEqual(before);
    },
  );

  it('changes only the signed-in rider', async () => {
    const mine = await signedInRider(t, {}, clock);
    const other = await signedInRider(t, {}, clock);
    await switchTo(mine.cookie, true);
    expect((await riderRow(t, other.rider.id)).isOnline).toBe(false);
  });

  it('is for riders only, before the body is looked at', async () => {
    expect((await callAs(t, undefined, 'PUT', '/api/rider/availability', {})).statusCode).toBe(401);
    const seller = await signedInSeller(t, {}, clock);
    const res = await callAs(t, seller.cookie, 'PUT', '/api/rider/availability', { online: true });
    expect(res.statusCode).toBe(403);
  });

  it('leaves one whole write when 20 switches race', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => switchTo(cookie, i % 2 === 0)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const row = await riderRow(t, rider.id);
    const written = { online: row.isOnline, updatedAt: row.updatedAt.toISOString() };
    // The flag and the time come from the same request, never one's flag with another's time.
    expect(answers.map((a) => a.json())).toContainEqual(written);
    expect((await callAs(t, cookie, 'GET', '/api/rider/dashboard')).json().online).toBe(
      row.isOnline,
    );
  });
});
