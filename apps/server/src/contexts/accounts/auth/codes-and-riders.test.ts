import { oneTimeCodes, riders } from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { cookieOf, lastCodeFor, post, signUpRider } from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const ask = (phone: string, purpose = 'rider_signup', ip?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/codes',
    headers: { origin: TEST_ORIGIN },
    payload: { phone, purpose },
    ...(ip ? { remoteAddress: ip } : {}),
  });
const login = (phone: string, code: string) => post(t, '/api/auth/rider/login', { phone, code });

describe('one-time codes', () => {
  it('stores only a hash of a 6-digit code that expires after 10 minutes', async () => {
    const phone = uniquePhone();
    await ask(phone);
    const code = (await lastCodeFor(t, phone))!;
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(600_000);
  });

  it('makes the number wait 30 s between sends and allows 5 sends an hour', async () => {
    const phone = uniquePhone();
    expect((await ask(phone)).statusCode).toBe(202);
    const early = await ask(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('rate_limited');
    for (let i = 0; i < 4; i++) {
      clock.advance(31_000);
      expect((await ask(phone)).statusCode).toBe(202);
    }
    clock.advance(31_000);
    expect((await ask(phone)).statusCode).toBe(429);
    clock.advance(3_600_000);
    expect((await ask(phone)).statusCode).toBe(202);
  });

  it('allows 20 sends per IP an hour', async () => {
    for (let i = 0; i < 20; i++)
      expect((await ask(uniquePhone(), 'rider_signup', '10.9.9.9')).statusCode).toBe(202);
    expect((await ask(uniquePhone(), 'rider_signup', '10.9.9.9')).statusCode).toBe(429);
    expect((await ask(uniquePhone(), 'rider_signup', '10.9.9.8')).statusCode).toBe(202);
  });

  it('spends a code after 5 wrong tries and locks the number after two spent codes', async () => {
    const { phone } = await signUpRider(t);
    clock.advance(31_000);
    await ask(phone, 'rider_login');
    const code = (await lastCodeFor(t, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await login(phone, wrong)).json().error).toEqual({
        code: 'invalid_code',
        message: 'Invalid OTP',
      });
    }
    expect((await login(phone, wrong)).json().error).toEqual({
      code: 'too_many_attempts',
      message: 'Too many attempts. Please try again later.',
    });
    // The right code no longer helps: this code is spent.
    expect((await login(phone, code)).json().error.code).toBe('too_many_attempts');

    clock.advance(31_000);
    await ask(phone, 'rider_login');
    for (let i = 0; i < 5; i++) await login(phone, wrong);
    clock.advance(31_000);
    const locked = await ask(phone, 'rider_login');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'locked',
      message: 'Maximum attempts reached. Account locked for security.',
    });
  });

  it('is single use, bound to its purpose, and dead after 10 minutes', async () => {
    const { phone } = await signUpRider(t);
    clock.advance(31_000);
    await ask(phone, 'rider_login');
    const code = (await lastCodeFor(t, phone))!;
    // A sign-in code does not register anyone (and says nothing about the number).
    const reg = await post(t, '/api/auth/rider/register', {
      name: 'X Y',
      phone,
      baseLocation: 'Accra',
      vehicleType: 'car',
      code,
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().error.code).toBe('invalid_code');
    expect((await login(phone, code)).statusCode).toBe(200);
    expect((await login(phone, code)).statusCode).toBe(400);

    clock.advance(31_000);
    await ask(phone, 'rider_login');
    const late = (await lastCodeFor(t, phone))!;
    clock.advance(600_000);
    expect((await login(phone, late)).json().error.code).toBe('invalid_code');
  });

  it('refuses purposes that have their own flows', async () => {
    const res = await ask(uniquePhone(), 'admin_login');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['purpose']);
  });
});

describe('riders', () => {
  it('registers with a code and is signed in', async () => {
    const { cookie, phone } = await signUpRider(t);
    const me = (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;
    expect(me).toMatchObject({ type: 'rider', name: 'Kwesi Mensah', phone });
    const [row] = await t.db.select().from(riders).where(eq(riders.whatsappNumber, phone));
    expect(row).toMatchObject({
      vehicleType: 'motorbike',
      serviceZones: ['tema'],
      languages: ['english', 'twi'],
      isOnline: false,
    });
  });

  it('rejects bad registrations with field messages and writes nothing', async () => {
    const phone = uniquePhone();
    const res = await post(t, '/api/auth/rider/register', {
      name: '',
      phone,
      baseLocation: '',
      vehicleType: 'rocket',
      code: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'baseLocation',
      'code',
      'name',
      'vehicleType',
    ]);
    expect(await t.db.select().from(riders).where(eq(riders.whatsappNumber, phone))).toEqual([]);
  });

  it('sends sign-in codes only to riders, with the same answer for anyone', async () => {
    const stranger = uniquePhone();
    const { phone } = await signUpRider(t);
    clock.advance(31_000);
    const a = await ask(stranger, 'rider_login');
    const b = await ask(phone, 'rider_login');
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    // Alike but for the delivery id (random for the stranger: it names no message).
    expect({ ...a.json(), delivery: 'id' }).toEqual({ ...b.json(), delivery: 'id' });
    expect(a.json().delivery).not.toBe(b.json().delivery);
    expect(await lastCodeFor(t, stranger)).toBeNull();
    const res = await login(phone, (await lastCodeFor(t, phone))!);
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).toMatch(/^dwa_session=/);
  });
});
