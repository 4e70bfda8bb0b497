// Admin accounts: e-mail + password, then a WhatsApp code when the admin has a phone on file; a
// temporary password must be changed before anything else. No default password exists anywhere:
// admins are created by `npm run admin:create` (or the demo data) with a random one.
import { randomBytes } from 'node:crypto';
import { admins } from '@dwa/db/schema/index';
import type { AdminChangePasswordSchema, AdminLoginSchema, SessionUser } from '@dwa/domain/auth';
import type { AdminRole } from '@dwa/domain/enums';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { consumeCode } from './one-time-codes.ts';
import { passwordMatches } from './password-check.ts';
import { codeDeps, sendCode } from './send-code.ts';
import { beginSignIn, signInSucceeded } from './sign-in-limits.ts';

type AdminUser = Extract<SessionUser, { type: 'admin' }>;
type AdminRow = typeof admins.$inferSelect;

export const toAdminUser = (a: AdminRow): AdminUser => ({
  type: 'admin',
  id: a.id,
  email: a.email,
  role: a.role,
  passwordResetRequired: a.passwordResetRequired,
});

/** '+233 ••• ••• 567': enough to recognise one's own number, not to learn it. */
export const phoneHint = (e164: string) => `+233 ••• ••• ${e164.slice(-3)}`;

export async function adminById(deps: AuthDeps, id: string) {
  const [row] = await deps.db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

/** Checks the password. The caller signs the admin in, or (phone on file) opens a pending
 * session that only the WhatsApp code can complete. */
export async function checkAdminPassword(
  deps: AuthDeps,
  input: z.output<typeof AdminLoginSchema>,
  meta: RequestMeta,
) {
  const attempt = await beginSignIn(deps, input.email, meta);
  const [admin] = await deps.db.select().from(admins).where(eq(admins.email, input.email)).limit(1);
  const ok = await passwordMatches(admin?.passwordHash, input.password);
  if (!ok || !admin) {
    // A wrong password for a real admin account is worth an audit row (who was tried, from where).
    if (admin) {
      await recordAdminAction(deps.db, {
        adminId: admin.id,
        action: 'admin.sign_in_failed',
        targetType: 'admin',
        targetId: admin.id,
        detail: { ip: meta.ip },
        at: deps.clock.now(),
      });
    }
    throw new HttpError(401, 'invalid_credentials', 'errors.accounts.invalidAdminLogin');
  }
  await signInSucceeded(deps, attempt);
  if (admin.phone) await sendCode(deps, admin.phone, 'admin_login', meta, true);
  return admin;
}

export async function checkAdminCode(deps: AuthDeps, adminId: string, code: string) {
  const admin = await adminById(deps, adminId);
  if (!admin?.phone) throw new HttpError(401, 'unauthorized');
  await consumeCode(codeDeps(deps), { phone: admin.phone, purpose: 'admin_login', code });
  return admin;
}

export async function markAdminSignedIn(deps: AuthDeps, adminId: string) {
  await deps.db.update(admins).set({ lastLoginAt: deps.clock.now() }).where(eq(admins.id, adminId));
}

export async function changeAdminPassword(
  deps: AuthDeps,
  admin: AdminRow,
  input: z.output<typeof AdminChangePasswordSchema>,
) {
  if (!(await passwordMatches(admin.passwordHash, input.currentPassword))) {
    throw new HttpError(400, 'validation_failed', 'errors.accounts.currentPasswordWrong', {
      currentPassword: 'errors.accounts.currentPasswordWrong',
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new HttpError(400, 'validation_failed', 'errors.accounts.passwordReused', {
      newPassword: 'errors.accounts.passwordReused',
    });
  }
  const [updated] = await deps.db
    .update(admins)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordResetRequired: false })
    .where(eq(admins.id, admin.id))
    .returning();
  if (!updated) throw new HttpError(401, 'unauthorized');
  return updated;
}

/** A random temporary password that meets the admin rules (upper, lower, digit, symbol). */
export function temporaryAdminPassword() {
  return `Dwa-${randomBytes(9).toString('base64url')}-7a`;
}

/** For `npm run admin:create`: a new admin who must change the printed password at sign-in. */
export async function createAdmin(
  deps: Pick<AuthDeps, 'db'>,
  input: { email: string; phone?: string | null; role?: AdminRole },
) {
  const password = temporaryAdminPassword();
  const [row] = await deps.db
    .insert(admins)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(password),
      passwordResetRequired: true,
      phone: input.phone ?? null,
      role: input.role ?? 'super_admin',
    })
    .returning();
  if (!row) throw new Error('admin insert returned nothing');
  return { admin: row, password };
}
