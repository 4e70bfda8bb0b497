import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';

// Unknown accounts are checked against this hash so a miss costs the same time as a hit.
let dummy: Promise<string> | undefined;

/** True only when there is a stored hash and the password matches it. */
export async function passwordMatches(stored: string | undefined, plain: string) {
  dummy ??= hashPassword('dwa-timing-equaliser');
  const ok = await verifyPassword(stored ?? (await dummy), plain);
  return ok && stored !== undefined;
}
