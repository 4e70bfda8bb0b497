import { admins } from '@dwa/db/schema/index';
import { buildAdmin } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { cookieOf, lastCodeFor, post, signInAdmin } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createAdmin } from './admin-accounts.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const outbox = (cookie: string) => t.app.inject({ url: '/api/admin/outbox', headers: { cookie } });
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;

describe('admin sign-in', () => {
  it('trims and lowercases the e-mail and answers "Invalid credentials" otherwise', async () => {
    const { admin, password } = await signInAdmin(t);
    const ok = await post(t, '/api/auth/admin/login', {
      email: `  ${admin.email.toUpperCase()} `,
      password,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      type: 'admin',
      email: admin.email,
      role: 'super_admin',
    });
    for (const body of [
      { email: admin.email, password: 'Wrong-Pass-1' },
      { email: 'nobody@dwa.test', password },
    ]) {
      const res = await post(t, '/api/auth/admin/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Invalid credentials');
    }
  });

  it('forces a password change before any other admin API', async () => {
    const { cookie, password } = await signInAdmin(t, { mustChange: true });
    expect((await me(cookie)).passwordResetRequired).toBe(true);
    const blocked = await outbox(cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('password_change_required');

    const weak = await post(
      t,
      '/api/auth/admin/change-password',
      { currentPassword: password, newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' },
      cookie,
    );
    expect(weak.json().error.fields).toEqual({
      newPassword:
        'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    });
    const differ = await post(
      t,
      '/api/auth/admin/change-password',
      { currentPassword: password, newPassword: 'Strong-Pass-9', confirmPassword: 'Strong-Pass-8' },
      cookie,
    );
    expect(differ.json().error.fields).toEqual({ confirmPassword: 'New passwords do not match' });
    const wrongCurrent = await post(
      t,
      '/api/auth/admin/change-password',
      {
        currentPassword: 'Nope-Nope-1',
        newPassword: 'Strong-Pass-9',
        confirmPassword: 'Strong-Pass-9',
      },
      cookie,
    );
    expect(wrongCurrent.statusCode).toBe(400);

    const changed = await post(
      t,
      '/api/auth/admin/change-password',
      { currentPassword: password, newPassword: 'Strong-Pass-9', confirmPassword: 'Strong-Pass-9' },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.passwordResetRequired).toBe(false);
    const rotated = cookieOf(changed);
    expect(await me(cookie)).toBeNull();
    expect((await outbox(rotated)).statusCode).toBe(200);
  });

  it('asks for a WhatsApp code when the admin has a phone, and only then signs in', async () => {
    const admin = await buildAdmin(t.db, {
      passwordHash: await hashPassword('Phone-Pass-1'),
      phone: '+233501234567',
    });
    const first = await post(t, '/api/auth/admin/login', {
      email: admin.email,
      password: 'Phone-Pass-1',
    });
    expect(first.json()).toEqual({ codeRequired: true, phoneHint: '+233 ••• ••• 567' });
    const pending = cookieOf(first);
    // Half signed in is not signed in.
    expect(await me(pending)).toBeNull();
    expect((await outbox(pending)).statusCode).toBe(401);
    const code = (await lastCodeFor(t, '+233501234567'))!;
    const wrong = await post(
      t,
      '/api/auth/admin/verify',
      { code: code === '000000' ? '111111' : '000000' },
      pending,
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await post(t, '/api/auth/admin/verify', { code }, pending);
    expect(ok.statusCode).toBe(200);
    expect(await me(cookieOf(ok))).toMatchObject({ type: 'admin', email: admin.email });
    expect(await me(pending)).toBeNull();
  });

  it('ends admin sessions after 30 minutes idle and after 24 hours in all', async () => {
    const { cookie } = await signInAdmin(t);
    clock.advance(29 * 60_000);
    expect(await me(cookie)).not.toBeNull();
    clock.advance(31 * 60_000);
    expect(await me(cookie)).toBeNull();

    // Active every 29 minutes: alive at 23 h 47 min, gone after 24 h.
    const second = await signInAdmin(t);
    for (let i = 0; i < 49; i++) {
      clock.advance(29 * 60_000);
      expect(await me(second.cookie)).not.toBeNull();
    }
    for (let i = 0; i < 1; i++) {
      clock.advance(29 * 60_000);
      await me(second.cookie);
    }
    expect(await me(second.cookie)).toBeNull();
  });

  it('creates admins with a printed one-time password that must be changed', async () => {
    const { admin, password } = await createAdmin({ db: t.db }, { email: ' New.Admin@Dwa.Test ' });
    expect(admin.email).toBe('new.admin@dwa.test');
    expect(admin.passwordResetRequired).toBe(true);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const res = await post(t, '/api/auth/admin/login', { email: admin.email, password });
    expect(res.json().user.passwordResetRequired).toBe(true);
  });
});
