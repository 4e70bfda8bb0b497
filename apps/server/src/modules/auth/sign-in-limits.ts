// Failed sign-ins counted per IP and per account (phone or e-mail): a wall against guessing
// passwords that does not lock a real user out for long.
import { HttpError } from '../../lib/http-error.ts';
import { clearHits, isLimited, recordHit, type Window } from '../../lib/rate-limit.ts';
import type { AuthDeps } from './auth-deps.ts';

const QUARTER = 15 * 60_000;
export const SIGN_IN_WINDOWS = {
  perIp: { bucket: 'sign_in_fail_ip', limit: 30, windowMs: QUARTER },
  perAccount: { bucket: 'sign_in_fail_account', limit: 10, windowMs: QUARTER },
} satisfies Record<string, Window>;

export async function assertMaySignIn({ db, clock }: AuthDeps, account: string, ip: string) {
  if (
    (await isLimited(db, clock, SIGN_IN_WINDOWS.perIp, ip)) ||
    (await isLimited(db, clock, SIGN_IN_WINDOWS.perAccount, account))
  ) {
    throw new HttpError(429, 'rate_limited', 'Too many sign-in attempts. Please try again later.');
  }
}

export async function recordSignInFailure({ db, clock }: AuthDeps, account: string, ip: string) {
  await recordHit(db, clock, SIGN_IN_WINDOWS.perIp, ip);
  await recordHit(db, clock, SIGN_IN_WINDOWS.perAccount, account);
}

export async function clearSignInFailures({ db }: AuthDeps, account: string) {
  await clearHits(db, SIGN_IN_WINDOWS.perAccount, account);
}
