// Test support for the notification tests: a test app on a movable clock with the default
// templates, and the notification rows of a seller.
import { notificationLog } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import type { NotificationEventType } from '@dwa/domain/enums';
import { and, asc, eq } from 'drizzle-orm';
import { SEND_TASK } from '../../contexts/messaging/messaging/messenger.ts';
import { REMINDERS_TASK } from '../../contexts/messaging/notifications/reminders.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export const NOW = new Date('2026-11-22T10:00:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export async function notificationsApp() {
  const clock = fixedClock(NOW);
  const t = await createTestApp({ clock });
  await ensureDefaultTemplates(t.db);
  return { t, clock };
}

/** The seller's notifications (of one event, when given), oldest first. */
export function notificationsOf(t: TestApp, sellerId: string, event?: NotificationEventType) {
  return t.db
    .select()
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.sellerId, sellerId),
        event ? eq(notificationLog.eventType, event) : undefined,
      ),
    )
    .orderBy(asc(notificationLog.seq));
}

/** One run of the reminders job through the queue, as a worker would run it. */
export async function runReminders(t: TestApp) {
  await t.app.tasks.enqueue(t.db, REMINDERS_TASK, {});
  return t.app.tasks.runDue(REMINDERS_TASK);
}

/** Runs the WhatsApp send tasks until none is due: one number's messages go one after another
 * (each settled message queues the next). */
export async function sendQueued(t: TestApp) {
  let ran = 0;
  for (
    let n = await t.app.tasks.runDue(SEND_TASK);
    n > 0;
    n = await t.app.tasks.runDue(SEND_TASK)
  ) {
    ran += n;
  }
  return ran;
}
