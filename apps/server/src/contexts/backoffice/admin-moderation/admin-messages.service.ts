// The contact form's messages in the back office: new, handled or all, newest first,
// with who handled each and when; marking one handled or opening it again, audited.
import type { Db } from '@dwa/db/client';
import { admins, contactMessages } from '@dwa/db/schema/index';
import {
  ADMIN_PAGE_SIZE,
  type AdminMessage,
  type AdminMessageList,
  type AdminMessageListQuerySchema,
} from '@dwa/domain/admin/moderation';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';
import type { Tx } from '../../money/public.ts';

type Deps = { db: Db; clock: Clock };

const FILTER = {
  new: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
} as const;

const columns = {
  message: contactMessages,
  adminId: admins.id,
  adminEmail: admins.email,
};

function toView(row: {
  message: typeof contactMessages.$inferSelect;
  adminId: string | null;
  adminEmail: string | null;
}): AdminMessage {
  const m = row.message;
  return {
    id: m.id,
    name: m.name,
    phone: m.phone,
    email: m.email,
    message: m.message,
    createdAt: m.createdAt.toISOString(),
    handledAt: m.handledAt?.toISOString() ?? null,
    handledBy:
      m.handledAt && row.adminId && row.adminEmail
        ? { id: row.adminId, email: row.adminEmail }
        : null,
  };
}

export async function listAdminMessages(
  deps: Deps,
  query: z.output<typeof AdminMessageListQuerySchema>,
): Promise<AdminMessageList> {
  const where = FILTER[query.status];
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(columns)
      .from(contactMessages)
      .leftJoin(admins, eq(admins.id, contactMessages.handledBy))
      .where(where)
      // The created index (created_at desc).
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return {
    items: rows.map(toView),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

async function messageView(tx: Tx, id: string) {
  const [row] = await tx
    .select(columns)
    .from(contactMessages)
    .leftJoin(admins, eq(admins.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!row) throw notFound('errors.adminModeration.messageNotFound');
  return toView(row);
}

/** Handled (by this admin, now) or opened again; a message already so is left as it is. The
 * status column follows (`archived` when handled, `new` again), for readers that use it. */
export async function setMessageHandled(
  deps: Deps,
  adminId: string,
  id: string,
  handled: boolean,
): Promise<AdminMessage> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: contactMessages.handledAt, handledBy: contactMessages.handledBy })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!before) throw notFound('errors.adminModeration.messageNotFound');
    if ((before.handledAt !== null) !== handled) {
      const after = handled
        ? { handledAt: now, handledBy: adminId, status: 'archived' }
        : { handledAt: null, handledBy: null, status: 'new' };
      await tx.update(contactMessages).set(after).where(eq(contactMessages.id, id));
      await recordAdminAction(tx, {
        adminId,
        action: handled ? 'message.handle' : 'message.reopen',
        targetType: 'contact_message',
        targetId: id,
        before: {
          handledAt: before.handledAt?.toISOString() ?? null,
          handledBy: before.handledBy,
        },
        after: { handledAt: after.handledAt?.toISOString() ?? null, handledBy: after.handledBy },
        at: now,
      });
    }
    return messageView(tx, id);
  });
}
