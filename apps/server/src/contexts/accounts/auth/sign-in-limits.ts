// Password guessing is bounded per source, not per account: failures are counted per (account,
// source), where the source is a known device of that account (trusted-device.ts) or else the
// IP. A stranger who fails ten times locks only their own source; the account's owner signs in
// from their phone as usual. Unknown sources together get a larger hourly allowance per
// account, which bounds a guesser with many IPs; known devices are outside it. Tries are taken
// before the password is checked (atomically), so simultaneous guesses count.
import { HttpError } from '../../../lib/http-error.ts';
import { clearHits, releaseHits, takeHits, type Window } from '../../../lib/rate-limit.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { trustedDeviceId } from './trusted-device.ts';

const QUARTER = 15 * 60_000;
const HOUR = 4 * QUARTER;
export const SIGN_IN_WINDOWS = {
  /** All accounts from one unknown IP: one address spraying many accounts. */
  perIp: { bucket: 'sign_in_ip', limit: 30, windowMs: QUARTER },
  /** One account from one source. */
  perSource: { bucket: 'sign_in_source', limit: 10, windowMs: QUARTER },
  /** One account from every unknown source together. */
  perAccountUnknown: { bucket: 'sign_in_account_unknown', limit: 50, windowMs: HOUR },
} satisfies Record<string, Window>;

export interface SignInAttempt {
  hitIds: string[];
  sourceKey: string;
}

/** Counts a try for `account` from this request's source, or answers 429. */
export async function beginSignIn(
  { db, clock, env }: AuthDeps,
  account: string,
  meta: RequestMeta,
): Promise<SignInAttempt> {
  const device = trustedDeviceId(env.sessionSecret, account, meta.deviceCookie);
  const sourceKey = `${account}|${device ? `device:${device}` : `ip:${meta.ip}`}`;
  const taken = await takeHits(
    db,
    clock,
    device
      ? [[SIGN_IN_WINDOWS.perSource, sourceKey]]
      : [
          [SIGN_IN_WINDOWS.perIp, meta.ip],
          [SIGN_IN_WINDOWS.perSource, sourceKey],
          [SIGN_IN_WINDOWS.perAccountUnknown, account],
        ],
  );
  if (!taken.ok) throw new HttpError(429, 'rate_limited', 'errors.limits.signIn');
  return { hitIds: taken.ids, sourceKey };
}

/** The password was right: the try is given back and the source's failures forgotten. */
export async function signInSucceeded({ db }: AuthDeps, attempt: SignInAttempt) {
  await releaseHits(db, attempt.hitIds);
  await clearHits(db, SIGN_IN_WINDOWS.perSource, attempt.sourceKey);
}
