// Limits under simultaneous requests (probe findings): before, every request checked a counter
// that the others had not written yet, so all of them passed. Each case fires its requests at
// once, on PGlite and (in CI) on PostgreSQL.
import { contactMessages, notificationLog, oneTimeCodes } from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { lastCodeFor, post, signUpRider } from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2030-06-01T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** `n` copies of a request at once, each from its own address unless one is given. */
function burst(n: number, url: string, body: (i: number) => object, remoteAddress?: string) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body(i),
        headers: { origin: TEST_ORIGIN },
        remoteAddress: remoteAddress ?? `10.1.${Math.floor(i / 250)}.${i % 250}`,
      }),
    ),
  );
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => {
    acc[a.statusCode] = (acc[a.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe('simultaneous requests against a limit', () => {
  it('judges at most 5 of 40 simultaneous guesses of a rider code; the right one after is refused', async () => {
    const { phone } = await signUpRider(t);
    clock.advance(31_000);
    await post(t, '/api/auth/codes', { phone, purpose: 'rider_login' });
    const code = (await lastCodeFor(t, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await burst(40, '/api/auth/rider/login', () => ({ phone, code: wrong }));
    const counted = statuses(answers);
    expect((counted[400] ?? 0) + (counted[429] ?? 0)).toBe(40);
    expect(counted[400] ?? 0).toBeLessThanOrEqual(5);
    const [row] = await t.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, phone), eq(oneTimeCodes.purpose, 'rider_login')));
    expect(row?.attempts).toBe(5);
    const right = await post(t, '/api/auth/rider/login', { phone, code });
    expect(right.statusCode).toBe(429);
  });

  it('issues one code for 10 simultaneous requests to one number', async () => {
    const phone = uniquePhone();
    const answers = await burst(10, '/api/auth/codes', () => ({
      phone,
      purpose: 'seller_signup',
    }));
    expect(statuses(answers)).toEqual({ 202: 1, 429: 9 });
    const codes = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
    expect(codes).toHaveLength(1);
    const messages = await t.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.whatsappNumber, phone));
    expect(messages).toHaveLength(1);
  });

  it('stores 10 of 30 simultaneous contact messages from one address (limit 10)', async () => {
    const answers = await burst(
      30,
      '/api/contact',
      (i) => ({ name: `Burst ${i}`, phone: '0241234567', message: `Hello number ${i}` }),
      '10.9.9.9',
    );
    expect(statuses(answers)).toEqual({ 201: 10, 429: 20 });
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ip, '10.9.9.9'));
    expect(stored).toHaveLength(10);
  });
});
