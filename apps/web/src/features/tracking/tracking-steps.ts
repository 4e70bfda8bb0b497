// The tracking page's timeline from the public Tracking view: the five steps of a delivery
// (requested → accepted → picked up → delivered → completed), each done, current or still to
// come, with the time it was reached; a cancelled delivery shows the steps it reached and then
// its cancellation, nothing after.
import type { Tracking } from '@dwa/domain/deliveries';
import { isFinishedDelivery } from '@dwa/domain/delivery-job';
import type { DeliveryJobStatus } from '@dwa/domain/enums';

export const TRACKING_POLL_MS = 20_000;

const FLOW = ['requested', 'accepted', 'picked_up', 'delivered', 'completed'] as const;

export interface TrackingStep {
  status: DeliveryJobStatus;
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
}

/** Finished deliveries change no more: the page stops asking. */
export const isFinished = isFinishedDelivery;

/** The refetch interval while a delivery is on its way. */
export const trackingPollInterval = (tracking: Pick<Tracking, 'status'> | undefined) =>
  tracking && !isFinished(tracking.status) ? TRACKING_POLL_MS : false;

export function trackingSteps({
  status,
  timeline,
}: Pick<Tracking, 'status' | 'timeline'>): TrackingStep[] {
  const at = new Map<DeliveryJobStatus, string>();
  for (const entry of timeline) at.set(entry.status, entry.at);

  if (status === 'cancelled') {
    const reached: TrackingStep[] = FLOW.filter((s) => s === 'requested' || at.has(s)).map((s) => ({
      status: s,
      at: at.get(s) ?? null,
      state: 'done',
    }));
    return [...reached, { status, at: at.get('cancelled') ?? null, state: 'current' }];
  }
  const now = FLOW.indexOf(status);
  return FLOW.map(
    (s, i): TrackingStep => ({
      status: s,
      at: i <= now ? (at.get(s) ?? null) : null,
      state: i < now || status === 'completed' ? 'done' : i === now ? 'current' : 'upcoming',
    }),
  );
}
