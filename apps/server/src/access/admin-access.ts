// Who may do what in the admin back office (decision 041): every admin route names the
// capability it needs (domain/admin/roles.ts); a support admin reads and moderates, only a super
// admin changes money, settings or other admins. And what every admin write leaves behind: an
// audit row in the same transaction as the change (invariant 10).

import type { DatabaseHandle, Db } from '@dwa/db/client';
import { auditLog } from '@dwa/db/schema/index';
import type { AuditChange } from '@dwa/domain/admin/audit';
import { type AdminCapability, adminCan } from '@dwa/domain/admin/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { requireAdmin } from './session-context.ts';

/** What app.ts hands every admin module. */
export interface AdminDeps {
  db: Db;
  database: DatabaseHandle;
  storage: ObjectStorage;
  clock: Clock;
  env: Env;
}

type AdminRow = Awaited<ReturnType<typeof requireAdmin>>['admin'];

/** The signed-in admin if their role may `capability`: 401 signed out, 403 for anyone else,
 * a temporary password, or a role that may not. */
export async function requireAdminCan(
  request: FastifyRequest,
  db: Db,
  capability: AdminCapability,
): Promise<AdminRow> {
  const { admin } = await requireAdmin(request, db);
  if (!adminCan(admin.role, capability)) {
    throw new HttpError(403, 'forbidden', 'errors.admin.roleForbidden');
  }
  return admin;
}

/**
 * Registers admin routes in their own scope, each request checked before its input is
 * validated (a caller who may not gets 401/403, never a field error that reveals the shape):
 * `capability` for every route in it. Handlers read the admin with `requireAdminCan` again, or
 * the `admin` argument.
 */
export function adminScope(
  app: FastifyInstance,
  db: Db,
  capability: AdminCapability,
  register: (scope: FastifyInstance) => void,
) {
  app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      await requireAdminCan(request, db, capability);
    });
    register(scope);
  });
}

/** Anything a transaction can insert with (a Drizzle db or transaction). */
type Writer = Pick<Db, 'insert'>;

export interface AuditEntry {
  adminId: string;
  /** `<area>.<verb>`, e.g. `seller.suspend`, `settings.update`, `admin.sign_in`. */
  action: string;
  targetType?: string;
  targetId?: string;
  /** What the changed fields were and became: the audit screen shows both, each field by its
   * label (only the domain's AUDIT_FIELDS, which all have one). */
  before?: AuditChange | null;
  after?: AuditChange | null;
  /** Anything else worth keeping (a reason, an amount). Never secrets. */
  detail?: Record<string, unknown>;
  at: Date;
}

/** Writes the audit row; call it with the transaction that makes the change. */
export async function recordAdminAction(tx: Writer, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorType: 'admin',
    actorId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: {
      ...(entry.detail ?? {}),
      ...(entry.before !== undefined ? { before: entry.before } : {}),
      ...(entry.after !== undefined ? { after: entry.after } : {}),
    },
    at: entry.at,
  });
}
