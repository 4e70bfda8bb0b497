// Events the server records for analytics beside the work of a request (a search, a seller's
// sign-in), written off the request path: a request only appends to this buffer, and the
// buffer writes what it holds in one multi-row INSERT when it reaches a batch, a short while
// after its first event, and when the app closes (decision 056). Tracking never breaks a page:
// a failed write is logged and its batch counted as lost; a full buffer (the database down
// for a while) drops new events and counts them rather than growing without limit.
import type { Db } from '@dwa/db/client';
import { analyticsEvents } from '@dwa/db/schema/index';
import type { AnalyticsEventType } from '@dwa/domain/enums';

export interface TrackedEvent {
  eventType: AnalyticsEventType;
  sellerId?: string | null;
  productId?: string | null;
  visitorId?: string | null;
  metadata?: Record<string, unknown>;
  at: Date;
}

type WarnLog = { warn(object: object, message: string): void };

export interface EventBufferOptions {
  /** Events per INSERT; a buffer this full is written at once. */
  batchSize?: number;
  /** How long the first event of a batch may wait (ms). */
  flushAfterMs?: number;
  /** Events held at most (waiting or being written); past it new ones are dropped. */
  maxBuffered?: number;
}

export const EVENT_BUFFER_DEFAULTS = {
  batchSize: 500,
  flushAfterMs: 1000,
  maxBuffered: 20_000,
} as const satisfies Required<EventBufferOptions>;

export interface EventBuffer {
  /** Takes the event for a later write; never throws, never waits on the database. */
  track(event: TrackedEvent): void;
  /** Writes everything held now and resolves when it is written or counted as failed (the
   * app's onClose; tests). Never throws. */
  flush(): Promise<void>;
  /** Events held, written, and lost (dropped on a full buffer or in a failed write). */
  stats(): { buffered: number; written: number; dropped: number; failed: number };
}

export function createEventBuffer(
  db: Db,
  log: WarnLog,
  options: EventBufferOptions = {},
): EventBuffer {
  const { batchSize, flushAfterMs, maxBuffered } = { ...EVENT_BUFFER_DEFAULTS, ...options };
  const waiting: TrackedEvent[] = [];
  let inFlight = 0;
  let written = 0;
  let dropped = 0;
  let failed = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // One write at a time, in order: a flush joins the chain and resolves when all before it and
  // its own batches are done.
  let chain: Promise<void> = Promise.resolve();

  async function write(batch: TrackedEvent[]) {
    try {
      await db.insert(analyticsEvents).values(
        batch.map((event) => ({
          eventType: event.eventType,
          sellerId: event.sellerId ?? null,
          productId: event.productId ?? null,
          visitorId: event.visitorId ?? null,
          metadata: event.metadata ?? {},
          createdAt: event.at,
        })),
      );
      written += batch.length;
    } catch (err) {
      failed += batch.length;
      log.warn({ err, events: batch.length, failedSoFar: failed }, 'analytics events not recorded');
    } finally {
      inFlight -= batch.length;
    }
  }

  function drain(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batches: TrackedEvent[][] = [];
    while (waiting.length > 0) batches.push(waiting.splice(0, batchSize));
    for (const batch of batches) {
      inFlight += batch.length;
      chain = chain.then(() => write(batch));
    }
    return chain;
  }

  return {
    track(event) {
      if (waiting.length + inFlight >= maxBuffered) {
        dropped += 1;
        // Once per thousand, so an outage does not flood the log.
        if (dropped % 1000 === 1) {
          log.warn({ dropped, maxBuffered }, 'analytics buffer full: events dropped');
        }
        return;
      }
      waiting.push(event);
      if (waiting.length >= batchSize) void drain();
      else if (!timer) {
        timer = setTimeout(() => void drain(), flushAfterMs);
        // A pending write never keeps a process alive on its own; close() writes it.
        timer.unref?.();
      }
    },
    flush: drain,
    stats: () => ({ buffered: waiting.length + inFlight, written, dropped, failed }),
  };
}
