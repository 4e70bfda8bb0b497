import type { CodePurpose } from '@dwa/domain/auth';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { issueCode } from './one-time-codes.ts';

/** Issues a code and sends it on WhatsApp when `deliver` is true. A code for a number with no
 * account is issued but not sent, so the answer is the same either way. */
export async function sendCode(
  deps: AuthDeps,
  phone: string,
  purpose: CodePurpose,
  meta: RequestMeta,
  deliver: boolean,
) {
  const { code, answer } = await issueCode(
    { db: deps.db, clock: deps.clock, secret: deps.env.sessionSecret },
    { phone, purpose, ip: meta.ip },
  );
  if (deliver) {
    await deps.messenger.sendWhatsApp(
      phone,
      { kind: 'code', code, language: meta.lang },
      { eventType: 'otp' },
    );
  }
  return answer;
}

export const codeDeps = (deps: AuthDeps) => ({
  db: deps.db,
  clock: deps.clock,
  secret: deps.env.sessionSecret,
});
