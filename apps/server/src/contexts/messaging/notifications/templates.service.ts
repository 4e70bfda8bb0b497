// The notification templates for admins: the list (event by event, en/tw/pidgin) and the edit of
// one, checked against what its event can fill in before anything is written, and audited in
// the same transaction (architecture invariant 10).

import type { Db } from '@dwa/db/client';
import { auditLog, notificationTemplates } from '@dwa/db/schema/index';
import type { AuditChange } from '@dwa/domain/admin/audit';
import {
  LANGUAGES,
  type Language,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEventType,
} from '@dwa/domain/enums';
import {
  EVENT_PLACEHOLDERS,
  type NotificationTemplate,
  type NotificationTemplateUpdateSchema,
  templateProblems,
  whatsappTemplateBody,
} from '@dwa/domain/notifications';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';

type Row = typeof notificationTemplates.$inferSelect;
type Update = z.output<typeof NotificationTemplateUpdateSchema>;

function view(row: Row): NotificationTemplate {
  // The CHECK constraints guarantee the event and language values.
  const eventType = row.eventType as NotificationEventType;
  return {
    id: row.id,
    eventType,
    language: row.language as Language,
    title: row.title,
    message: row.message,
    whatsappTemplateName: row.whatsappTemplateName,
    isActive: row.isActive,
    placeholders: [...EVENT_PLACEHOLDERS[eventType]],
    whatsappBody: whatsappTemplateBody(row.message),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const order = (row: Row) =>
  NOTIFICATION_EVENT_TYPES.indexOf(row.eventType as NotificationEventType) * 10 +
  LANGUAGES.indexOf(row.language as Language);

export async function listTemplates(db: Db): Promise<NotificationTemplate[]> {
  const rows = await db.select().from(notificationTemplates);
  return rows.sort((a, b) => order(a) - order(b)).map(view);
}

export async function updateTemplate(
  db: Db,
  clock: Clock,
  adminId: string,
  id: string,
  input: Update,
): Promise<NotificationTemplate> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(notificationTemplates)
      .where(eq(notificationTemplates.id, id))
      .for('update');
    if (!before) throw notFound('errors.notifications.template');
    if (input.message !== undefined) {
      const fields = templateProblems(before.eventType as NotificationEventType, input.message);
      if (Object.keys(fields).length > 0) {
        throw new HttpError(400, 'validation_failed', undefined, fields);
      }
    }
    // Only what differs from the saved template: a form sends every field, and the audit log
    // must not show an unchanged message as a change.
    const changes = Object.fromEntries(
      Object.entries(input).filter(
        ([key, value]) => value !== undefined && value !== before[key as keyof Row],
      ),
    ) as Partial<Pick<Row, 'title' | 'message' | 'whatsappTemplateName' | 'isActive'>>;
    if (Object.keys(changes).length === 0) return view(before);
    const now = clock.now();
    const [after] = await tx
      .update(notificationTemplates)
      .set({ ...changes, updatedAt: now })
      .where(eq(notificationTemplates.id, id))
      .returning();
    await tx.insert(auditLog).values({
      actorType: 'admin',
      actorId: adminId,
      action: 'notification_template.update',
      targetType: 'notification_template',
      targetId: id,
      detail: {
        eventType: before.eventType,
        language: before.language,
        before: Object.fromEntries(
          Object.keys(changes).map((k) => [k, before[k as keyof Row]]),
        ) satisfies AuditChange,
        after: changes satisfies AuditChange,
      },
      at: now,
    });
    return view(after!);
  });
}
