// The arguments of `npm run admin:create` read into what createAdmin takes, or the usage error
// to print (apart from the script, which connects and exits, so they can be tested).
import { parseArgs } from 'node:util';
import { ADMIN_ROLES, type AdminRole } from '@dwa/domain/enums';
import { normalizeGhanaPhone } from '@dwa/domain/phone';

export const ADMIN_CREATE_USAGE =
  'Usage: npm run admin:create -- --email admin@example.com [--phone 024XXXXXXX] [--role super_admin|support]';

export type AdminCreateArgs =
  | { ok: true; email: string; phone: string | null; role: AdminRole }
  | { ok: false; message: string };

export function parseAdminCreateArgs(args: string[]): AdminCreateArgs {
  let values: { email?: string; phone?: string; role?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, phone: { type: 'string' }, role: { type: 'string' } },
    }));
  } catch (err) {
    return { ok: false, message: `${(err as Error).message}\n${ADMIN_CREATE_USAGE}` };
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) return { ok: false, message: ADMIN_CREATE_USAGE };
  const phone = values.phone ? normalizeGhanaPhone(values.phone) : null;
  if (values.phone && !phone)
    return { ok: false, message: '--phone must be a Ghana number (024…, +233…).' };
  const role = values.role ?? 'super_admin';
  if (!(ADMIN_ROLES as readonly string[]).includes(role)) {
    return { ok: false, message: `--role must be one of: ${ADMIN_ROLES.join(', ')}.` };
  }
  return { ok: true, email, phone, role: role as AdminRole };
}
