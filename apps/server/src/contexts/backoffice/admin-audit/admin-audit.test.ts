// The audit log: who (an admin's e-mail, a seller's name, the system), what, before/after and
// when, newest first, searchable and paged; an admin's sign-in (password or code), failed
// sign-in and password change each leave their row.
import { auditLog } from '@dwa/db/schema/index';
import { buildAdmin, buildSeller } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../lib/passwords.ts';
import { cookieOf, lastCodeFor, post, signInAdmin } from '../../../testing/auth-helpers.ts';
import { adminCookie, call, sellerCookie } from '../../../testing/backoffice/settings-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let viewer: Awaited<ReturnType<typeof adminCookie>>;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await adminCookie(t, 'support');
});
afterAll(() => t.close());

const list = (query = '', cookie = viewer.cookie) =>
  call(t, cookie, 'GET', `/api/admin/audit${query}`);
const rowsOf = (adminId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, adminId), eq(auditLog.action, action)));

describe('audit log', () => {
  it('lists who did what with before and after, newest first, and filters', async () => {
    const actor = await buildAdmin(t.db, { email: 'kojo.audit@dwa.test' });
    const seller = await buildSeller(t.db, { businessName: 'Esi Beads' });
    await t.db.insert(auditLog).values([
      {
        actorType: 'admin',
        actorId: actor.id,
        action: 'seller.suspend',
        targetType: 'seller',
        targetId: seller.id,
        detail: { before: { status: 'active' }, after: { status: 'suspended' }, reason: 'Fake' },
        at: new Date('2026-03-02T10:00:00Z'),
      },
      {
        actorType: 'seller',
        actorId: seller.id,
        action: 'product.report_answer',
        targetType: 'product',
        targetId: 'p-123',
        detail: {},
        at: new Date('2026-03-03T10:00:00Z'),
      },
      {
        actorType: 'system',
        actorId: null,
        action: 'boost.expire',
        targetType: 'product',
        targetId: 'p-456',
        detail: {},
        at: new Date('2026-03-04T10:00:00Z'),
      },
    ]);

    const all = await list('?from=2026-03-01&to=2026-03-31');
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((i: { action: string }) => i.action)).toEqual([
      'boost.expire',
      'product.report_answer',
      'seller.suspend',
    ]);
    const suspend = all.json().items[2];
    expect(suspend).toMatchObject({
      actorType: 'admin',
      actorLabel: 'kojo.audit@dwa.test',
      targetId: seller.id,
      before: { status: 'active' },
      after: { status: 'suspended' },
      detail: { reason: 'Fake' },
    });
    expect(all.json().items[1]).toMatchObject({ actorType: 'seller', actorLabel: 'Esi Beads' });
    expect(all.json().items[0]).toMatchObject({ actorType: 'system', actorLabel: null });

    const actions = (res: Awaited<ReturnType<typeof list>>) =>
      res.json().items.map((i: { action: string }) => i.action);
    expect(actions(await list('?q=kojo.audit'))).toEqual(['seller.suspend']);
    expect(actions(await list('?q=p-45'))).toEqual(['boost.expire']);
    expect(actions(await list('?action=seller.&from=2026-03-01'))).toEqual(['seller.suspend']);
    expect(actions(await list('?actor=KOJO.AUDIT@dwa.test'))).toEqual(['seller.suspend']);
    expect(actions(await list('?actor=system&to=2026-03-31'))).toEqual(['boost.expire']);
    expect(actions(await list('?from=2026-03-03&to=2026-03-03'))).toEqual([
      'product.report_answer',
    ]);
  });

  it('pages by 50 with the total', async () => {
    await t.db.insert(auditLog).values(
      Array.from({ length: 55 }, (_, i) => ({
        actorType: 'system',
        action: 'paging.test',
        targetId: `row-${i}`,
        at: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
    const first = (await list('?action=paging.test')).json();
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0].targetId).toBe('row-54');
    const second = (await list('?action=paging.test&page=2')).json();
    expect(second.items.map((i: { targetId: string }) => i.targetId)).toEqual([
      'row-4',
      'row-3',
      'row-2',
      'row-1',
      'row-0',
    ]);
  });

  it('refuses bad filters with field messages, and anyone but an admin', async () => {
    const bad = await list('?from=yesterday&page=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['from', 'page']);
    const range = await list('?from=2026-02-01&to=2026-01-01');
    expect(range.json().error.fields).toEqual({
      to: 'The end date must not be before the start date.',
    });
    expect((await list('', '')).statusCode).toBe(401);
    const seller = await sellerCookie(t);
    expect((await list('', seller.cookie)).statusCode).toBe(403);
  });
});

describe('admin sign-ins and password changes are audited', () => {
  it('a sign-in with the password, a failed one, and a password change', async () => {
    const signed = await signInAdmin(t, { mustChange: true });
    const id = signed.admin.id;
    expect(await rowsOf(id, 'admin.sign_in')).toHaveLength(1);
    expect((await rowsOf(id, 'admin.sign_in'))[0]!.detail).toMatchObject({ via: 'password' });

    const wrong = await post(t, '/api/auth/admin/login', {
      email: signed.admin.email,
      password: 'Wrong-Pass-9',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await rowsOf(id, 'admin.sign_in_failed')).toHaveLength(1);

    const changed = await post(
      t,
      '/api/auth/admin/change-password',
      {
        currentPassword: signed.password,
        newPassword: 'Brand-New-Pass-2',
        confirmPassword: 'Brand-New-Pass-2',
      },
      signed.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const [change] = await rowsOf(id, 'admin.password_change');
    expect(change!.detail).toEqual({
      before: { passwordResetRequired: true },
      after: { passwordResetRequired: false },
    });
    // Shown in the log with the admin's e-mail.
    const shown = (await list(`?actor=${encodeURIComponent(signed.admin.email)}`)).json();
    expect(shown.items.map((i: { action: string }) => i.action)).toEqual([
      'admin.password_change',
      'admin.sign_in_failed',
      'admin.sign_in',
    ]);
  });

  it('a refused password change leaves no row', async () => {
    const signed = await signInAdmin(t, { mustChange: true });
    const res = await post(
      t,
      '/api/auth/admin/change-password',
      {
        currentPassword: 'Not-The-Pass-1',
        newPassword: 'Brand-New-Pass-2',
        confirmPassword: 'Brand-New-Pass-2',
      },
      signed.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(signed.admin.id, 'admin.password_change')).toHaveLength(0);
  });

  it('a sign-in completed by the WhatsApp code, not before', async () => {
    const admin = await buildAdmin(t.db, {
      passwordHash: await hashPassword('Phone-Pass-1'),
      phone: '+233501234568',
    });
    const first = await post(t, '/api/auth/admin/login', {
      email: admin.email,
      password: 'Phone-Pass-1',
    });
    expect(await rowsOf(admin.id, 'admin.sign_in')).toHaveLength(0);
    const code = (await lastCodeFor(t, '+233501234568'))!;
    const ok = await post(t, '/api/auth/admin/verify', { code }, cookieOf(first));
    expect(ok.statusCode).toBe(200);
    const rows = await rowsOf(admin.id, 'admin.sign_in');
    expect(rows.map((r) => r.detail.via)).toEqual(['code']);
  });
});
