// The notification history for admins: what the six events and admins' manual sends queued,
// newest first, with the seller's name; a template's test send says which template it tested. Codes and bot replies stay in the outbox only.
import type { Db } from '@dwa/db/client';
import { auditLog, notificationLog, sellers } from '@dwa/db/schema/index';
import type { Language, NotificationEventType } from '@dwa/domain/enums';
import {
  NOTIFICATION_HISTORY_EVENTS,
  type NotificationHistory,
  type NotificationHistoryEntry,
  type NotificationHistoryQuerySchema,
} from '@dwa/domain/notifications';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';

type Query = z.output<typeof NotificationHistoryQuerySchema>;

export async function listNotificationHistory(db: Db, query: Query): Promise<NotificationHistory> {
  const where = and(
    inArray(
      notificationLog.eventType,
      query.eventType ? [query.eventType] : [...NOTIFICATION_HISTORY_EVENTS],
    ),
    query.sellerId ? eq(notificationLog.sellerId, query.sellerId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(notificationLog).where(where);
  const rows = await db
    .select({ log: notificationLog, sellerName: sellers.businessName, test: auditLog.detail })
    .from(notificationLog)
    .leftJoin(sellers, eq(sellers.id, notificationLog.sellerId))
    // A template's Test WhatsApp is stored as a manual send; its audit row names the template.
    .leftJoin(
      auditLog,
      and(
        eq(auditLog.action, 'notification_template.test'),
        sql`${auditLog.detail}->>'messageId' = ${notificationLog.id}::text`,
      ),
    )
    .where(where)
    // The id keeps the order stable among messages of one moment.
    .orderBy(desc(notificationLog.createdAt), desc(notificationLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(({ log, sellerName, test }) => ({
      id: log.id,
      // The filter and the CHECK constraints guarantee these values.
      eventType: log.eventType as NotificationHistoryEntry['eventType'],
      sellerId: log.sellerId,
      sellerName,
      to: log.whatsappNumber,
      text: log.messageText,
      whatsappLink: log.whatsappLink,
      // The test's audit row always holds the template's event and language.
      templateTest: test
        ? {
            eventType: test.eventType as NotificationEventType,
            language: test.language as Language,
          }
        : null,
      status: log.status as NotificationHistoryEntry['status'],
      error: log.error,
      deliveryStatus: log.deliveryStatus as NotificationHistoryEntry['deliveryStatus'],
      createdAt: log.createdAt.toISOString(),
      sentAt: log.sentAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
