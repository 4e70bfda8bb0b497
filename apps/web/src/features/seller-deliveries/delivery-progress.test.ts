import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canConfirm,
  DELIVERIES_POLL_MS,
  isInProgress,
  pollInterval,
  reachedTimes,
} from './delivery-progress.ts';

const times = {
  createdAt: '2026-03-02T09:00:00.000Z',
  acceptedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  completedAt: null,
  cancelledAt: null,
};

describe('delivery progress', () => {
  it('offers Cancel until pickup and Confirm only once delivered', () => {
    expect(canCancel('requested')).toBe(true);
    expect(canCancel('accepted')).toBe(true);
    expect(canCancel('picked_up')).toBe(false);
    expect(canCancel('delivered')).toBe(false);
    expect(canConfirm('delivered')).toBe(true);
    expect(canConfirm('picked_up')).toBe(false);
    expect(canConfirm('completed')).toBe(false);
  });

  it('polls while any job moves, and stops when all are finished', () => {
    expect(isInProgress('delivered')).toBe(true);
    expect(isInProgress('completed')).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([])).toBe(false);
    expect(pollInterval([{ status: 'completed' }, { status: 'cancelled' }])).toBe(false);
    expect(pollInterval([{ status: 'completed' }, { status: 'accepted' }])).toBe(
      DELIVERIES_POLL_MS,
    );
  });

  it('lists the times reached, in order, a cancellation last', () => {
    expect(reachedTimes(times)).toEqual([{ status: 'requested', at: times.createdAt }]);
    expect(
      reachedTimes({
        ...times,
        acceptedAt: '2026-03-02T09:05:00.000Z',
        cancelledAt: '2026-03-02T09:10:00.000Z',
      }).map((t) => t.status),
    ).toEqual(['requested', 'accepted', 'cancelled']);
    expect(
      reachedTimes({
        ...times,
        acceptedAt: 'a',
        pickedUpAt: 'b',
        deliveredAt: 'c',
        completedAt: 'd',
      }).map((t) => t.at),
    ).toEqual([times.createdAt, 'a', 'b', 'c', 'd']);
  });
});
