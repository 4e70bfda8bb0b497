import type { CodePurpose } from '@dwa/domain/auth';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { type CodeDeps, issueCode } from './one-time-codes.ts';

/** Issues a code and, when `deliver` is true, queues it on WhatsApp in the same transaction. A
 * code for a number with no account is issued but not sent, so the answer is the same. */
export async function sendCode(
  deps: AuthDeps,
  phone: string,
  purpose: CodePurpose,
  meta: RequestMeta,
  deliver: boolean,
) {
  return issueCode(codeDeps(deps), { phone, purpose, ip: meta.ip }, async (tx, code) => {
    if (!deliver) return null;
    const queued = await deps.messenger.queueWhatsApp(
      tx,
      phone,
      { kind: 'code', code, language: meta.lang },
      { eventType: 'otp' },
    );
    return queued.id;
  });
}

export const codeDeps = (deps: AuthDeps): CodeDeps => ({
  db: deps.db,
  clock: deps.clock,
  secret: deps.env.sessionSecret,
  sendsPerIpPerHour: deps.env.codeSendsPerIpPerHour,
});
