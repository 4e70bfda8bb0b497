// The Audit Log: rows of audit_log newest first (its index on `at`), with who acted
// (the admin's e-mail, the seller's or rider's name, or the system), filtered and paged.
import type { Db } from '@dwa/db/client';
import { admins, auditLog, riders, sellers } from '@dwa/db/schema/index';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditList,
  type AuditQuerySchema,
} from '@dwa/domain/admin/audit';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { likePattern } from '../../catalog/public.ts';

type Query = z.output<typeof AuditQuerySchema>;

const DAY_MS = 86_400_000;
/** Ghana keeps UTC all year: a Ghana day is a UTC day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function conditions(query: Query): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.targetId, pattern),
        ilike(admins.email, pattern),
      ),
    );
  }
  if (query.action) {
    // An action or its start ("seller." finds them all).
    parts.push(ilike(auditLog.action, likePattern(query.action).slice(1)));
  }
  if (query.actor) {
    parts.push(
      query.actor.toLowerCase() === 'system'
        ? eq(auditLog.actorType, 'system')
        : and(eq(auditLog.actorType, 'admin'), eq(admins.email, query.actor.toLowerCase())),
    );
  }
  if (query.from) parts.push(gte(auditLog.at, dayStart(query.from)));
  if (query.to) parts.push(lt(auditLog.at, new Date(dayStart(query.to).getTime() + DAY_MS)));
  return and(...parts);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export async function listAudit(db: Db, query: Query): Promise<AuditList> {
  const where = conditions(query);
  const base = db
    .select({
      row: auditLog,
      adminEmail: admins.email,
      sellerName: sellers.businessName,
      riderName: riders.name,
    })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorType, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(sellers, and(eq(auditLog.actorType, 'seller'), eq(sellers.id, auditLog.actorId)))
    .leftJoin(riders, and(eq(auditLog.actorType, 'rider'), eq(riders.id, auditLog.actorId)))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  const total = db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorType, 'admin'), eq(admins.id, auditLog.actorId)))
    .where(where);
  const [rows, [counted]] = await Promise.all([base, total]);
  return {
    items: rows.map(({ row, adminEmail, sellerName, riderName }): AuditEntry => {
      const { before, after, ...rest } = row.detail ?? {};
      return {
        id: row.id,
        at: row.at.toISOString(),
        actorType: row.actorType as AuditEntry['actorType'],
        actorId: row.actorId,
        actorLabel: adminEmail ?? sellerName ?? riderName ?? null,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: isRecord(before) ? before : null,
        after: isRecord(after) ? after : null,
        detail: rest,
      };
    }),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
