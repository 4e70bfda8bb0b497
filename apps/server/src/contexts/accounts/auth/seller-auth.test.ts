import { oneTimeCodes, products, sellers } from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  cookieOf,
  lastCodeFor,
  post,
  sellerForm,
  signUpSeller,
} from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const session = async (cookie?: string) =>
  (await t.app.inject({ url: '/api/auth/session', headers: cookie ? { cookie } : {} })).json().user;

describe('seller registration', () => {
  it('needs the WhatsApp code, then creates the seller, the first product and a session', async () => {
    const phone = '0244111222';
    const sent = await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      sent: true,
      expiresInSeconds: 600,
      resendInSeconds: 30,
      delivery: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const code = await lastCodeFor(t, '+233244111222');
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(
      t,
      '/api/auth/seller/register',
      sellerForm(phone, code === '000000' ? '111111' : '000000'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'invalid_code', message: 'Invalid OTP' });
    expect(
      await t.db.select().from(sellers).where(eq(sellers.whatsappNumber, '+233244111222')),
    ).toEqual([]);

    const res = await post(t, '/api/auth/seller/register', sellerForm(phone, code!));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      type: 'seller',
      name: 'Ama Fabrics',
      phone: '+233244111222',
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^dwa_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(await session(cookieOf(res))).toMatchObject({ type: 'seller', name: 'Ama Fabrics' });

    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.sellerId, res.json().user.id));
    expect(product).toMatchObject({
      title: 'Kente stole',
      pricePesewas: 45_050,
      status: 'active',
      locationSlug: 'kumasi',
    });

    // The code is spent: a replay is a wrong code, and says nothing about the number.
    const again = await post(t, '/api/auth/seller/register', sellerForm(phone, code!));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('invalid_code');
    expect(
      await t.db.select().from(sellers).where(eq(sellers.whatsappNumber, '+233244111222')),
    ).toHaveLength(1);
  });

  it('answers a taken number the same as a free one until the code proves the number', async () => {
    const { phone: taken } = await signUpSeller(t);
    clock.advance(31_000);
    const free = uniquePhone();
    const guess = (phone: string) =>
      post(t, '/api/auth/seller/register', sellerForm(phone, '123456'));
    const [a, b] = await Promise.all([guess(taken), guess(free)]);
    expect([a.statusCode, b.statusCode]).toEqual([400, 400]);
    expect(a.json()).toEqual(b.json());

    // With the number proven, a taken one says so, and the code stays usable (not spent by a
    // registration that wrote nothing).
    await post(t, '/api/auth/codes', { phone: taken, purpose: 'seller_signup' });
    const code = (await lastCodeFor(t, taken))!;
    const conflict = await post(t, '/api/auth/seller/register', sellerForm(taken, code));
    expect(conflict.statusCode).toBe(409);
    const [row] = await t.db
      .select({ consumedAt: oneTimeCodes.consumedAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.phone, taken))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    expect(row?.consumedAt).toBeNull();
  });

  it('answers bad input with field messages in the user language and writes nothing', async () => {
    const before = (await t.db.select().from(sellers)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/seller/register',
      headers: { origin: TEST_ORIGIN, 'accept-language': 'tw' },
      payload: {
        businessName: '',
        phone: '12345',
        location: 'lagos',
        password: 'short',
        code: '12',
        product: { title: '', category: 'fashion', price: 'abc' },
      },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'businessName',
        'code',
        'location',
        'password',
        'phone',
        'product.price',
        'product.title',
      ].sort(),
    );
    expect(fields.phone).toBe('Kyerɛw Ghana fon nɔma a ɛyɛ nokware.');
    expect((await t.db.select().from(sellers)).length).toBe(before);
  });

  it('names a number with a digit too many, or nobody’s number, a bad phone number', async () => {
    for (const phone of ['02412345678', '2330241234567890', '0000000000', '0123456789']) {
      const res = await post(t, '/api/auth/seller/login', { phone, password: 'p' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        phone: 'Enter a valid Ghana phone number (e.g. 053… or +23353…).',
      });
    }
  });

  it('signs in with the 00233 and +233 0 spellings a contact card has', async () => {
    const { phone } = await signUpSeller(t);
    for (const spelling of [`00233${phone.slice(4)}`, `+233 0${phone.slice(4)}`]) {
      const res = await post(t, '/api/auth/seller/login', {
        phone: spelling,
        password: 'kente-2026',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('uses the spec texts in English', async () => {
    const res = await post(t, '/api/auth/seller/login', { phone: 'x', password: '' });
    expect(res.json().error.fields).toEqual({
      phone: 'Enter a valid Ghana phone number (e.g. 053… or +23353…).',
      password: 'Password is required.',
    });
  });
});

describe('seller sign-in and sign-out', () => {
  it('signs in with phone + password in any accepted spelling, rotating the session', async () => {
    const { phone, cookie: first } = await signUpSeller(t);
    const local = `0${phone.slice(4)}`;
    const res = await post(
      t,
      '/api/auth/seller/login',
      { phone: local, password: 'kente-2026' },
      first,
    );
    expect(res.statusCode).toBe(200);
    const second = cookieOf(res);
    expect(second).not.toBe(first);
    expect(await session(first)).toBeNull();
    expect(await session(second)).toMatchObject({ type: 'seller', phone });
  });

  it('gives one answer for an unknown phone and a wrong password', async () => {
    const { phone } = await signUpSeller(t);
    const wrong = await post(t, '/api/auth/seller/login', { phone, password: 'not-the-password' });
    const unknown = await post(t, '/api/auth/seller/login', {
      phone: uniquePhone(),
      password: 'kente-2026',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid phone or password.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await signUpSeller(t);
    const out = await post(t, '/api/auth/logout', {}, cookie);
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/dwa_session=;/);
    // Even a client that keeps the old cookie is signed out.
    expect(await session(cookie)).toBeNull();
  });

  it('gives nothing to a forged cookie', async () => {
    expect(await session('dwa_session=forged')).toBeNull();
    expect(await session(`dwa_session=${'a'.repeat(43)}`)).toBeNull();
  });

  it('slows down password guessing per account', async () => {
    const { phone } = await signUpSeller(t);
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(t, '/api/auth/seller/login', { phone, password: `guess-${i}-xx` })).statusCode,
      ).toBe(401);
    }
    const blocked = await post(t, '/api/auth/seller/login', { phone, password: 'kente-2026' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('rate_limited');
  });
});

describe('seller password reset', () => {
  it('sends a code only to a known number but answers the same', async () => {
    const unknown = uniquePhone();
    const a = await post(t, '/api/auth/seller/reset/start', { phone: unknown });
    const { phone } = await signUpSeller(t);
    const b = await post(t, '/api/auth/seller/reset/start', { phone });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    // Alike but for the delivery id, random for the unknown number (it names no message).
    expect({ ...a.json(), delivery: 'id' }).toEqual({ ...b.json(), delivery: 'id' });
    expect(a.json().delivery).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lastCodeFor(t, unknown)).toBeNull();
    expect(await lastCodeFor(t, phone)).toMatch(/^\d{6}$/);
  });

  it('sets the new password with the code and signs out every other session', async () => {
    clock.advance(3_600_000); // a fresh hour of code sends for this test's address
    const { phone, cookie } = await signUpSeller(t);
    clock.advance(1000); // the reset code is the newest message to this number
    expect((await post(t, '/api/auth/seller/reset/start', { phone })).statusCode).toBe(202);
    const code = (await lastCodeFor(t, phone))!;
    const bad = await post(t, '/api/auth/seller/reset/complete', {
      phone,
      code: code === '123456' ? '654321' : '123456',
      newPassword: 'brand-new-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Reset failed. Check your code and try again.');
    const short = await post(t, '/api/auth/seller/reset/complete', {
      phone,
      code,
      newPassword: 'short',
    });
    expect(short.json().error.fields).toEqual({
      newPassword: 'Password must be at least 8 characters.',
    });

    const ok = await post(t, '/api/auth/seller/reset/complete', {
      phone,
      code,
      newPassword: 'brand-new-1',
    });
    expect(ok.statusCode).toBe(204);
    expect(await session(cookie)).toBeNull();
    expect(
      (await post(t, '/api/auth/seller/login', { phone, password: 'kente-2026' })).statusCode,
    ).toBe(401);
    expect(
      (await post(t, '/api/auth/seller/login', { phone, password: 'brand-new-1' })).statusCode,
    ).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/seller/login',
      headers: { origin: 'https://evil.example' },
      payload: { phone: '0244111222', password: 'kente-2026' },
    });
    expect(res.statusCode).toBe(403);
  });
});
