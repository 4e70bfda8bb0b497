// Password guessing is bounded without handing out a denial of service (probe finding: ten
// wrong passwords from anyone locked a seller out for everyone, and seller numbers are public).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signUpSeller } from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { SIGN_IN_WINDOWS } from './sign-in-limits.ts';
import { DEVICE_COOKIE } from './trusted-device.ts';

let t: TestApp;
const clock = fixedClock(new Date('2030-07-01T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PASSWORD = 'kente-2026'; // signUpSeller's

function login(phone: string, password: string, from: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/seller/login',
    payload: { phone, password },
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: from,
  });
}

const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const set = [res.headers['set-cookie']]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith(`${DEVICE_COOKIE}=`));
  return set?.split(';')[0];
};

describe('sign-in limits', () => {
  it('locks a guessing address out of one account, not the owner elsewhere', async () => {
    const { phone } = await signUpSeller(t);
    for (let i = 0; i < SIGN_IN_WINDOWS.perSource.limit; i++) {
      expect((await login(phone, 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(phone, PASSWORD, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many sign-in attempts. Please try again later.');
    expect((await login(phone, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('lets the owner in from a known device even from the guesser’s address', async () => {
    const { phone } = await signUpSeller(t);
    const first = await login(phone, PASSWORD, '10.3.0.1');
    const device = deviceCookieOf(first);
    expect(device).toBeDefined();
    for (let i = 0; i < SIGN_IN_WINDOWS.perSource.limit; i++) {
      await login(phone, 'wrong-password', '10.3.0.9');
    }
    expect((await login(phone, PASSWORD, '10.3.0.9')).statusCode).toBe(429);
    expect((await login(phone, PASSWORD, '10.3.0.9', device)).statusCode).toBe(200);
    // A device cookie is bound to its account: it does not free another one.
    const other = await signUpSeller(t);
    for (let i = 0; i < SIGN_IN_WINDOWS.perSource.limit; i++) {
      await login(other.phone, 'wrong-password', '10.3.0.9');
    }
    expect((await login(other.phone, PASSWORD, '10.3.0.9', device)).statusCode).toBe(429);
  });

  it('bounds guessing from many addresses per account, still not locking out known devices', async () => {
    const { phone } = await signUpSeller(t);
    const device = deviceCookieOf(await login(phone, PASSWORD, '10.4.0.1'));
    const allowance = SIGN_IN_WINDOWS.perAccountUnknown.limit;
    const perAddress = 5;
    for (let i = 0; i < allowance; i++) {
      const from = `10.5.${Math.floor(i / perAddress)}.1`;
      expect((await login(phone, 'wrong-password', from)).statusCode).toBe(401);
    }
    // Every unknown source is now refused for this account, whatever the password…
    expect((await login(phone, PASSWORD, '10.6.0.1')).statusCode).toBe(429);
    // …while the owner's phone signs in, and other accounts are untouched.
    expect((await login(phone, PASSWORD, '10.6.0.1', device)).statusCode).toBe(200);
    const other = await signUpSeller(t);
    expect((await login(other.phone, PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    // An hour later the allowance is back.
    clock.advance(SIGN_IN_WINDOWS.perAccountUnknown.windowMs + 1000);
    expect((await login(phone, PASSWORD, '10.6.0.2')).statusCode).toBe(200);
  });

  it('counts simultaneous guesses: of 30 at once, at most the limit are judged', async () => {
    const { phone } = await signUpSeller(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(phone, 'wrong-password', '10.7.0.1')),
    );
    const judged = answers.filter((a) => a.statusCode === 401).length;
    expect(judged).toBe(SIGN_IN_WINDOWS.perSource.limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - judged);
  });

  it('ignores a forged device cookie', async () => {
    const { phone } = await signUpSeller(t);
    for (let i = 0; i < SIGN_IN_WINDOWS.perSource.limit; i++) {
      await login(phone, 'wrong-password', '10.8.0.1');
    }
    const forged = `${DEVICE_COOKIE}=abc.def.ghi`;
    expect((await login(phone, PASSWORD, '10.8.0.1', forged)).statusCode).toBe(429);
  });
});
