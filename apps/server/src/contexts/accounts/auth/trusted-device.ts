// A browser that once signed in to an account gets a device cookie for it (HMAC-signed, bound
// to that account). Sign-in limits treat such a device as its own source: someone guessing
// passwords from elsewhere can exhaust the limits of their own sources and the account-wide
// allowance for unknown devices, but cannot lock the owner out of their own phone.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Env } from '../../../env.ts';

export const DEVICE_COOKIE = 'dwa_device';
const YEAR_SECONDS = 365 * 86_400;

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`device:${text}`).digest('base64url');
const accountTag = (secret: string, account: string) =>
  mac(secret, `account:${account}`).slice(0, 16);

/** The device id when `cookie` was issued for `account` with this secret, else null. */
export function trustedDeviceId(secret: string, account: string, cookie: string | undefined) {
  if (!cookie || cookie.length > 200) return null;
  const [tag, nonce, signature] = cookie.split('.');
  if (!tag || !nonce || !signature) return null;
  const expected = Buffer.from(mac(secret, `${tag}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return tag === accountTag(secret, account) ? nonce : null;
}

/** After a successful sign-in: this browser is now a known device of `account`. */
export function rememberDevice(reply: FastifyReply, env: Env, account: string, current?: string) {
  const secret = env.sessionSecret;
  const nonce = trustedDeviceId(secret, account, current) ?? randomBytes(12).toString('base64url');
  const tag = accountTag(secret, account);
  reply.setCookie(DEVICE_COOKIE, `${tag}.${nonce}.${mac(secret, `${tag}.${nonce}`)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.nodeEnv === 'production',
    path: '/api/auth',
    maxAge: YEAR_SECONDS,
  });
}
