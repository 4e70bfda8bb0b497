// One-time codes sent over WhatsApp: 6 digits from a CSPRNG, only an HMAC stored, single use,
// bound to (phone, purpose), 10 minutes, ≤ 5 tries per code, ≤ 5 sends per number and ≤ 20 per
// IP per hour, 30 s between sends, and a lock after repeated failures on a number.
// Every limit is taken before the work it guards, atomically (lib/rate-limit.ts and a guarded
// UPDATE of the code's try counter), so simultaneous requests cannot slip past one.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { oneTimeCodes } from '@dwa/db/schema/index';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
} from '@dwa/domain/auth';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { hitsInWindow, releaseHits, takeHits, type Window } from '../../../lib/rate-limit.ts';

const HOUR = 3_600_000;
export const CODE_WINDOWS = {
  sendsPerPhone: { bucket: 'code_send_phone', limit: 5, windowMs: HOUR },
  sendsPerIp: { bucket: 'code_send_ip', limit: 20, windowMs: HOUR },
  /** One send per (number, purpose) every 30 s. */
  cooldown: { bucket: 'code_cooldown', limit: 1, windowMs: CODE_RESEND_COOLDOWN_SECONDS * 1000 },
  /** Two spent codes' worth of tries on one number locks it for the hour; a right code gives
   * its try back. */
  triesPerPhone: { bucket: 'code_try_phone', limit: 2 * CODE_MAX_ATTEMPTS, windowMs: HOUR },
} satisfies Record<string, Window>;

const invalid = () => new HttpError(400, 'invalid_code');
const tooManyAttempts = () => new HttpError(429, 'too_many_attempts');
const locked = () => new HttpError(429, 'locked');

export interface CodeDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** Overrides CODE_WINDOWS.sendsPerIp's limit (CODE_SENDS_PER_IP_PER_HOUR). */
  sendsPerIpPerHour?: number;
}

const codeHash = (secret: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`otp:${purpose}:${phone}:${code}`).digest();

/** Creates a code after the send limits, in one transaction with `withCode` (which queues the
 * WhatsApp message and answers its id, or does nothing for a number that must not learn it has
 * no account: both cases look and cost the same). */
export async function issueCode(
  { db, clock, secret, sendsPerIpPerHour }: CodeDeps,
  input: { phone: string; purpose: CodePurpose; ip: string },
  withCode: (tx: Db, code: string) => Promise<string | null>,
) {
  // A number locked by wrong tries gets no new code until the lock ends.
  const tries = await hitsInWindow(db, clock, CODE_WINDOWS.triesPerPhone, input.phone);
  if (tries >= CODE_WINDOWS.triesPerPhone.limit) throw locked();
  const taken = await takeHits(db, clock, [
    [CODE_WINDOWS.cooldown, `${input.purpose}:${input.phone}`],
    [CODE_WINDOWS.sendsPerPhone, input.phone],
    [
      sendsPerIpPerHour === undefined
        ? CODE_WINDOWS.sendsPerIp
        : { ...CODE_WINDOWS.sendsPerIp, limit: sendsPerIpPerHour },
      input.ip,
    ],
  ]);
  if (!taken.ok) {
    throw taken.window.bucket === CODE_WINDOWS.cooldown.bucket
      ? new HttpError(429, 'rate_limited', 'errors.limits.codeCooldown')
      : new HttpError(429, 'rate_limited', 'errors.limits.codes');
  }
  const now = clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const messageId = await db.transaction(async (tx) => {
    // A new code replaces any earlier one for the same purpose.
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.phone, input.phone),
          eq(oneTimeCodes.purpose, input.purpose),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: codeHash(secret, input.phone, input.purpose, code).toString('base64url'),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      ip: input.ip,
      createdAt: now,
    });
    return withCode(tx, code);
  });
  return {
    sent: true as const,
    expiresInSeconds: CODE_TTL_SECONDS,
    resendInSeconds: CODE_RESEND_COOLDOWN_SECONDS,
    // The outbox row of the code's message, or a random id like one when none was sent.
    delivery: messageId ?? randomUUID(),
  };
}

/** Checks `code` against the live code of (phone, purpose) without spending it; answers the
 * code's id for `spendCode`. Every try is counted before the comparison and committed on its
 * own, whatever the caller's transaction does later. Throws the spec's answers: invalid, too
 * many tries on this code, or the number locked. */
export async function checkCode(
  { db, clock, secret }: CodeDeps,
  input: { phone: string; purpose: CodePurpose; code: string },
): Promise<string> {
  const tried = await takeHits(db, clock, [[CODE_WINDOWS.triesPerPhone, input.phone]]);
  if (!tried.ok) throw locked();
  const now = clock.now();
  const [live] = await db
    .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.phone, input.phone),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) throw invalid();
  // The try is taken before the comparison: of simultaneous guesses only CODE_MAX_ATTEMPTS
  // get this far.
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted) throw tooManyAttempts();
  const expected = Buffer.from(live.codeHash, 'base64url');
  const given = codeHash(secret, input.phone, input.purpose, input.code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (counted.attempts >= CODE_MAX_ATTEMPTS) throw tooManyAttempts();
    throw invalid();
  }
  await releaseHits(db, tried.ids);
  return live.id;
}

/** Spends a checked code inside the transaction of what it authorises: if that rolls back, the
 * code stays usable. Single use even when two requests race with the same code. */
export async function spendCode(tx: Db, clock: Clock, codeId: string) {
  const spent = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: clock.now() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (spent.length === 0) throw invalid();
}

/** Check and spend at once, for codes that authorise nothing else in the same transaction. */
export async function consumeCode(
  deps: CodeDeps,
  input: { phone: string; purpose: CodePurpose; code: string },
) {
  await spendCode(deps.db, deps.clock, await checkCode(deps, input));
}
