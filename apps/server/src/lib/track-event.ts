// Events the server records for analytics beside the work of a request (a search, a seller's
// sign-in). The rule: tracking never breaks a page. A failed write is reported (to the
// request's log when there is one) and swallowed; the caller's answer goes out as if nothing
// happened.
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

/** Writes the event; never throws. Returns whether it was written. */
export async function trackEvent(db: Db, event: TrackedEvent, log?: WarnLog): Promise<boolean> {
  try {
    await db.insert(analyticsEvents).values({
      eventType: event.eventType,
      sellerId: event.sellerId ?? null,
      productId: event.productId ?? null,
      visitorId: event.visitorId ?? null,
      metadata: event.metadata ?? {},
      createdAt: event.at,
    });
    return true;
  } catch (err) {
    if (log) log.warn({ err, eventType: event.eventType }, 'analytics event not recorded');
    else process.emitWarning(`analytics event ${event.eventType} not recorded: ${String(err)}`);
    return false;
  }
}
