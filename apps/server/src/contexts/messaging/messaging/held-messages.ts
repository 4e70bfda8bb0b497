// Messages that wait without a send job of their own, and what gets them going again:
// - held (held_at): WhatsApp refused Dwa's own token or account (an operator alert). They are
//   sent again when an admin saves a new token, when any send works again, and one at a time
//   by the sweep every few minutes while the alert lasts (a token fixed in the environment and
//   a restart is noticed that way too);
// - waiting behind an older message to the same number: the older one's settling queues the
//   next. The sweep also queues a head of line that nothing has tried for a long while (its
//   job lost, say), so one number can never stall for good.
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import { activeAlert } from '../provider-alerts/provider-alerts.ts';
import { OUTBOX_SWEEP_TASK, SEND_TASK } from './outbox-tasks.ts';

type Tasks = Pick<TaskQueue, 'enqueueMany'>;

/** Releases every held message and queues its send job (in one transaction); answers how many. */
export async function resumeHeldMessages(db: Db, tasks: Tasks): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(notificationLog)
      .set({ heldAt: null })
      .where(and(eq(notificationLog.status, 'queued'), isNotNull(notificationLog.heldAt)))
      .returning({ id: notificationLog.id });
    await tasks.enqueueMany(
      tx,
      SEND_TASK,
      released.map((r) => ({ messageId: r.id })),
    );
    return released.length;
  });
}

/** Tries the oldest held message again: one probe of whether WhatsApp takes Dwa's token now. */
async function probeOldestHeld(db: Db, tasks: Tasks): Promise<number> {
  return db.transaction(async (tx) => {
    const [oldest] = await tx
      .select({ id: notificationLog.id })
      .from(notificationLog)
      .where(and(eq(notificationLog.status, 'queued'), isNotNull(notificationLog.heldAt)))
      .orderBy(asc(notificationLog.seq))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!oldest) return 0;
    await tx.update(notificationLog).set({ heldAt: null }).where(eq(notificationLog.id, oldest.id));
    await tasks.enqueueMany(tx, SEND_TASK, [{ messageId: oldest.id }]);
    return 1;
  });
}

/** Longer than the send job's whole retry schedule (about ten minutes): a head of line not
 * tried for this long has no job coming. */
const STALLED_MS = 15 * 60 * 1000;

/** Queues the first queued message of each number that nothing has tried for STALLED_MS. */
async function queueStalledHeads(db: Db, clock: Clock, tasks: Tasks): Promise<number> {
  const before = new Date(clock.now().getTime() - STALLED_MS);
  const stalled = await db
    .select({ id: notificationLog.id })
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.status, 'queued'),
        isNull(notificationLog.heldAt),
        or(isNull(notificationLog.lockedUntil), lt(notificationLog.lockedUntil, before)),
        or(isNull(notificationLog.nextAttemptAt), lt(notificationLog.nextAttemptAt, before)),
        lt(notificationLog.createdAt, before),
        or(isNull(notificationLog.lastAttemptAt), lt(notificationLog.lastAttemptAt, before)),
        sql`not exists (select 1 from notification_log older
              where older.whatsapp_number = notification_log.whatsapp_number
                and older.status = 'queued' and older.seq < notification_log.seq)`,
      ),
    )
    .orderBy(asc(notificationLog.seq))
    .limit(200);
  await tasks.enqueueMany(
    db,
    SEND_TASK,
    stalled.map((r) => ({ messageId: r.id })),
  );
  return stalled.length;
}

export async function sweepOutbox(deps: { db: Db; clock: Clock; tasks: Tasks }) {
  const { db, clock, tasks } = deps;
  const alert = await activeAlert(db, 'whatsapp');
  // Held without an alert: it was resolved while these were being refused elsewhere.
  const released = alert ? await probeOldestHeld(db, tasks) : await resumeHeldMessages(db, tasks);
  const stalled = await queueStalledHeads(db, clock, tasks);
  return { released, stalled };
}

export function outboxSweepTask(deps: { db: Db; clock: Clock; tasks: Tasks }): TaskDefinition {
  return {
    name: OUTBOX_SWEEP_TASK,
    cron: '*/5 * * * *',
    handler: async () => {
      await sweepOutbox(deps);
    },
    expireInSeconds: 120,
  };
}
