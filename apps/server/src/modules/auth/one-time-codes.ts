// One-time codes sent over WhatsApp: 6 digits from a CSPRNG, only an HMAC stored, single use,
// bound to (phone, purpose), 10 minutes, ≤ 5 wrong tries per code, ≤ 5 sends per number and
// ≤ 20 per IP per hour, 30 s between sends, and a lock after repeated failures on a number.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { oneTimeCodes } from '@dwa/db/schema/index';
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_SECONDS,
  type CodePurpose,
} from '@dwa/domain/auth';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { isLimited, recordHit, type Window } from '../../lib/rate-limit.ts';

const HOUR = 3_600_000;
export const CODE_WINDOWS = {
  sendsPerPhone: { bucket: 'code_send_phone', limit: 5, windowMs: HOUR },
  sendsPerIp: { bucket: 'code_send_ip', limit: 20, windowMs: HOUR },
  /** Two spent codes' worth of wrong guesses on one number locks it for the hour. */
  failuresPerPhone: { bucket: 'code_fail_phone', limit: 2 * CODE_MAX_ATTEMPTS, windowMs: HOUR },
} satisfies Record<string, Window>;

export const CODE_MESSAGES = {
  invalid: 'Invalid OTP',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  locked: 'Maximum attempts reached. Account locked for security.',
  tooManySends: 'Too many codes requested. Please try again later.',
  cooldown: 'Please wait a few seconds before asking for a new code.',
} as const;

interface CodeDeps {
  db: Db;
  clock: Clock;
  secret: string;
}

const codeHash = (secret: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`otp:${purpose}:${phone}:${code}`).digest();

/** Creates a code after the rate checks; the caller decides whether to send it (a code for an
 * unknown number is created but never sent, so both cases look and cost the same). */
export async function issueCode(
  { db, clock, secret }: CodeDeps,
  input: { phone: string; purpose: CodePurpose; ip: string },
) {
  const now = clock.now();
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.phone, input.phone), eq(oneTimeCodes.purpose, input.purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (latest && now.getTime() - latest.createdAt.getTime() < CODE_RESEND_COOLDOWN_SECONDS * 1000) {
    throw new HttpError(429, 'rate_limited', CODE_MESSAGES.cooldown);
  }
  if (await isLimited(db, clock, CODE_WINDOWS.failuresPerPhone, input.phone)) {
    throw new HttpError(429, 'locked', CODE_MESSAGES.locked);
  }
  if (
    (await isLimited(db, clock, CODE_WINDOWS.sendsPerPhone, input.phone)) ||
    (await isLimited(db, clock, CODE_WINDOWS.sendsPerIp, input.ip))
  ) {
    throw new HttpError(429, 'rate_limited', CODE_MESSAGES.tooManySends);
  }
  await recordHit(db, clock, CODE_WINDOWS.sendsPerPhone, input.phone);
  await recordHit(db, clock, CODE_WINDOWS.sendsPerIp, input.ip);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
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
  });
  return {
    code,
    answer: {
      sent: true as const,
      expiresInSeconds: CODE_TTL_SECONDS,
      resendInSeconds: CODE_RESEND_COOLDOWN_SECONDS,
    },
  };
}

/** Spends the live code for (phone, purpose) when `code` matches; otherwise throws the spec's
 * messages: invalid, too many attempts on this code, or the number locked. */
export async function consumeCode(
  { db, clock, secret }: CodeDeps,
  input: { phone: string; purpose: CodePurpose; code: string },
) {
  if (await isLimited(db, clock, CODE_WINDOWS.failuresPerPhone, input.phone)) {
    throw new HttpError(429, 'locked', CODE_MESSAGES.locked);
  }
  const now = clock.now();
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.phone, input.phone),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live || live.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(400, 'invalid_code', CODE_MESSAGES.invalid);
  }
  if (live.attempts >= CODE_MAX_ATTEMPTS) {
    throw new HttpError(429, 'too_many_attempts', CODE_MESSAGES.tooManyAttempts);
  }
  const expected = Buffer.from(live.codeHash, 'base64url');
  const given = codeHash(secret, input.phone, input.purpose, input.code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const [row] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, live.id))
      .returning({ attempts: oneTimeCodes.attempts });
    await recordHit(db, clock, CODE_WINDOWS.failuresPerPhone, input.phone);
    if ((row?.attempts ?? CODE_MAX_ATTEMPTS) >= CODE_MAX_ATTEMPTS) {
      throw new HttpError(429, 'too_many_attempts', CODE_MESSAGES.tooManyAttempts);
    }
    throw new HttpError(400, 'invalid_code', CODE_MESSAGES.invalid);
  }
  // Single use, even when two requests race with the same code.
  const spent = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (spent.length === 0) throw new HttpError(400, 'invalid_code', CODE_MESSAGES.invalid);
}
