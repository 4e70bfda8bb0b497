// The race suite's shared parts: how many at once, a test app whose PostgreSQL pool lets every
// racer hold its own connection, firing the racers together, and what a clean refusal is.
import { receipts, subscriptions } from '@dwa/db/schema/index';
import { ERROR_CODES, ErrorBodySchema } from '@dwa/domain/errors';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Clock } from '../../lib/clock.ts';
import { ledgerOf, paymentRow } from '../../testing/money/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Simultaneous attempts at every state change that must happen once. */
export const RACERS = 50;

/** A test app for races. With the default pool of 4, fifty requests would queue for a connection
 * and meet the database four at a time; one connection per racer (and a few for the jobs racing
 * them) makes all fifty reach their locks and conditional UPDATEs together. PGlite has one
 * connection whatever the size: there the race is between interleaved requests. */
export const createRaceApp = (clock: Clock, env: Record<string, string> = {}) =>
  createTestApp({ clock, env, maxConnections: RACERS + 10 });

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** Runs `attempt(i)` for i in 0..n-1, all started before any is awaited. */
export function fire<T>(n: number, attempt: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
}

/** How many answers had each status, e.g. `{ 200: 1, 409: 49 }`. */
export function tally(answers: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
}

/** Every answer is the winner's status or one of the refusals; the refusals are 4xx in the one
 * error shape with a known code and a message (never a 5xx, never an empty body). Answers the
 * winners. */
export function expectOneWinner<A extends Answer>(
  answers: A[],
  win: number,
  refusals: number[],
  winners = 1,
): A[] {
  const counts = tally(answers);
  const allowed = new Set([win, ...refusals]);
  for (const status of Object.keys(counts).map(Number)) {
    expect(allowed.has(status), `unexpected ${status} in ${JSON.stringify(counts)}`).toBe(true);
  }
  const won = answers.filter((a) => a.statusCode === win);
  expect(won, `answers ${JSON.stringify(counts)}`).toHaveLength(winners);
  for (const refused of answers.filter((a) => a.statusCode !== win)) {
    expectCleanRefusal(refused);
  }
  return won;
}

export function expectCleanRefusal(answer: Answer) {
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, answer.body).toBeLessThan(500);
  const body = ErrorBodySchema.parse(answer.json());
  expect(ERROR_CODES).toContain(body.error.code);
  expect(body.error.message.trim()).not.toBe('');
}

/** A verification purchase applied exactly once: paid, one charge movement (3 ledger rows), one
 * subscription, one receipt. */
export async function expectPaymentAppliedOnce(t: TestApp, sellerId: string, reference: string) {
  const payment = await paymentRow(t, reference);
  expect(payment).toMatchObject({ status: 'success' });
  expect(await ledgerOf(t, reference)).toHaveLength(3);
  const bought = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.sellerId, sellerId));
  expect(bought).toHaveLength(1);
  const receipted = await t.db.select().from(receipts).where(eq(receipts.paymentId, payment!.id));
  expect(receipted).toHaveLength(1);
}
