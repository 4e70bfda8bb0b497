// Changing the shop's WhatsApp number with a code sent to the new number.
import { sellers } from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { lastCodeFor, post, signUpRider, signUpSeller } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-23T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock });
}, 60_000);
afterAll(() => t.close());

const numberOf = async (id: string) =>
  (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!.whatsappNumber;
/** A different code than the one sent (any 6 digits but that one). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('WhatsApp number change', () => {
  it('sends a code to the new number and switches to it only with that code', async () => {
    const seller = await signUpSeller(t);
    const fresh = uniquePhone();
    const local = `0${fresh.slice(4)}`;
    const sent = await post(t, '/api/seller/profile/phone/code', { phone: local }, seller.cookie);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ sent: true, expiresInSeconds: 600 });
    const code = (await lastCodeFor(t, fresh))!;
    expect(code).toMatch(/^\d{6}$/);

    const bad = await post(
      t,
      '/api/seller/profile/phone',
      { phone: local, code: wrong(code) },
      seller.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'invalid_code', message: 'Invalid OTP' });
    expect(await numberOf(seller.id)).toBe(seller.phone);

    const ok = await post(t, '/api/seller/profile/phone', { phone: local, code }, seller.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().whatsappNumber).toBe(fresh);
    expect(await numberOf(seller.id)).toBe(fresh);

    // The same session goes on, and shows the new number.
    const session = await t.app.inject({
      url: '/api/auth/session',
      headers: { cookie: seller.cookie },
    });
    expect(session.json().user).toMatchObject({ type: 'seller', id: seller.id, phone: fresh });
    // The password now goes with the new number; the old one signs nobody in.
    const signIn = (phone: string) =>
      post(t, '/api/auth/seller/login', { phone, password: 'kente-2026' });
    expect((await signIn(fresh)).statusCode).toBe(200);
    expect((await signIn(seller.phone)).statusCode).toBe(401);
    // A code is single use.
    const reuse = await post(t, '/api/seller/profile/phone', { phone: local, code }, seller.cookie);
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses the current number (400) and another seller’s number (409) before sending', async () => {
    const seller = await signUpSeller(t);
    const other = await signUpSeller(t);
    const same = await post(
      t,
      '/api/seller/profile/phone/code',
      { phone: seller.phone },
      seller.cookie,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ phone: 'This is already your WhatsApp number.' });

    const outboxBefore = await lastCodeFor(t, other.phone);
    const taken = await post(
      t,
      '/api/seller/profile/phone/code',
      { phone: other.phone },
      seller.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'conflict',
      fields: { phone: 'Another seller already uses this number.' },
    });
    expect(await lastCodeFor(t, other.phone)).toBe(outboxBefore); // nothing sent
  });

  it('answers 409 when the number was taken between the code and the change', async () => {
    const seller = await signUpSeller(t);
    const fresh = uniquePhone();
    await post(t, '/api/seller/profile/phone/code', { phone: fresh }, seller.cookie);
    const code = (await lastCodeFor(t, fresh))!;
    const rival = await signUpSeller(t);
    await t.db.update(sellers).set({ whatsappNumber: fresh }).where(eq(sellers.id, rival.id));
    const res = await post(t, '/api/seller/profile/phone', { phone: fresh, code }, seller.cookie);
    expect(res.statusCode).toBe(409);
    expect(await numberOf(seller.id)).toBe(seller.phone);
  });

  it('never accepts a code sent for another purpose, nor gives its code to another purpose', async () => {
    const seller = await signUpSeller(t);
    const fresh = uniquePhone();
    // A sign-up code for the new number does not change the shop's number.
    await post(t, '/api/auth/codes', { phone: fresh, purpose: 'seller_signup' });
    const signupCode = (await lastCodeFor(t, fresh))!;
    const res = await post(
      t,
      '/api/seller/profile/phone',
      { phone: fresh, code: signupCode },
      seller.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_code');
    expect(await numberOf(seller.id)).toBe(seller.phone);

    // A number-change code does not register a seller.
    clock.advance(31_000); // past the resend wait
    await post(t, '/api/seller/profile/phone/code', { phone: fresh }, seller.cookie);
    const changeCode = (await lastCodeFor(t, fresh))!;
    const register = await post(t, '/api/auth/seller/register', {
      businessName: 'Sneaky Shop',
      phone: fresh,
      location: 'accra',
      password: 'sneaky-pass-1',
      code: changeCode,
      product: { title: 'Thing', category: 'food', price: '1' },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error.code).toBe('invalid_code');
  });

  it('keeps the rate limits of codes: one send per 30 seconds per number', async () => {
    const seller = await signUpSeller(t);
    const fresh = uniquePhone();
    expect(
      (await post(t, '/api/seller/profile/phone/code', { phone: fresh }, seller.cookie)).statusCode,
    ).toBe(202);
    const again = await post(t, '/api/seller/profile/phone/code', { phone: fresh }, seller.cookie);
    expect(again.statusCode).toBe(429);
  });

  it('validates the number and the code, and is for sellers only', async () => {
    const seller = await signUpSeller(t);
    const bad = await post(
      t,
      '/api/seller/profile/phone',
      { phone: '12345', code: '12' },
      seller.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      phone: 'Enter a valid Ghana phone number.',
      code: 'Enter the 6-digit code.',
    });
    expect(await numberOf(seller.id)).toBe(seller.phone);
    const fresh = uniquePhone();
    expect((await post(t, '/api/seller/profile/phone/code', { phone: fresh })).statusCode).toBe(
      401,
    );
    const rider = await signUpRider(t);
    const asRider = await post(t, '/api/seller/profile/phone/code', { phone: fresh }, rider.cookie);
    expect(asRider.statusCode).toBe(403);
    expect(await lastCodeFor(t, fresh)).toBeNull();
  });
});
