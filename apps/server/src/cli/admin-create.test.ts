// `npm run admin:create`: its arguments (role support or super_admin by default, phone, e-mail)
// and the admin it creates with them.
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../contexts/accounts/auth/admin-accounts.ts';
import { passwordMatches } from '../contexts/accounts/auth/password-check.ts';
import { createTestApp } from '../testing/test-app.ts';
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs } from './admin-create-args.ts';

describe('admin:create arguments', () => {
  it('reads e-mail, phone and role; super_admin by default', () => {
    expect(parseAdminCreateArgs(['--email', ' Ama@Dwa.Gh '])).toEqual({
      ok: true,
      email: 'ama@dwa.gh',
      phone: null,
      role: 'super_admin',
    });
    expect(
      parseAdminCreateArgs([
        '--email',
        'kofi@dwa.gh',
        '--phone',
        '024 412 3456',
        '--role',
        'support',
      ]),
    ).toEqual({ ok: true, email: 'kofi@dwa.gh', phone: '+233244123456', role: 'support' });
  });

  it('refuses what it cannot use, saying why', () => {
    expect(parseAdminCreateArgs([])).toEqual({ ok: false, message: ADMIN_CREATE_USAGE });
    expect(parseAdminCreateArgs(['--email', 'a@b.c', '--role', 'moderator'])).toEqual({
      ok: false,
      message: '--role must be one of: super_admin, support.',
    });
    expect(parseAdminCreateArgs(['--email', 'a@b.c', '--phone', '123'])).toMatchObject({
      ok: false,
    });
    expect(parseAdminCreateArgs(['--email', 'a@b.c', '--colour', 'red'])).toMatchObject({
      ok: false,
    });
  });

  it('creates a support admin who must change the printed password', async () => {
    const t = await createTestApp();
    try {
      const args = parseAdminCreateArgs(['--email', 'support@dwa.gh', '--role', 'support']);
      if (!args.ok) throw new Error(args.message);
      const { admin, password } = await createAdmin({ db: t.db }, args);
      expect(admin).toMatchObject({
        email: 'support@dwa.gh',
        role: 'support',
        passwordResetRequired: true,
      });
      expect(await passwordMatches(admin.passwordHash, password)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
