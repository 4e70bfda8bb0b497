import type { RiderJob, RiderJobBoard } from '@dwa/domain/deliveries';
import { describe, expect, it } from 'vitest';
import {
  awaitsSellerConfirmation,
  codeDigits,
  finishedAt,
  jobAction,
  tabCounts,
  tabOf,
} from './job-actions.ts';

const job = (overrides: Partial<RiderJob> = {}): RiderJob => ({
  id: 'j1',
  number: 12,
  status: 'requested',
  zone: 'accra-central',
  productTitle: null,
  pickupLocation: 'Makola Market',
  dropoffLocation: 'Osu',
  dropoffLandmark: null,
  deliveryNote: null,
  feePesewas: 2_000,
  earningsPesewas: 1_600,
  seller: null,
  recipient: null,
  wrongCodes: 0,
  photoProofAllowed: false,
  createdAt: '2026-11-26T08:00:00Z',
  acceptedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
  completedAt: null,
  cancelledAt: null,
  ...overrides,
});

describe('job card actions', () => {
  it('offer Accept on a new job only', () => {
    expect(jobAction(job(), 'newJobs')).toBe('accept');
    expect(jobAction(job({ status: 'accepted' }), 'newJobs')).toBeNull();
  });

  it('move an assigned job on: pick up, then deliver with the code', () => {
    expect(jobAction(job({ status: 'accepted' }), 'assigned')).toBe('pickUp');
    expect(jobAction(job({ status: 'picked_up' }), 'assigned')).toBe('deliverCode');
  });

  it('ask for a photo instead of the code once wrong codes allow only that', () => {
    expect(
      jobAction(job({ status: 'picked_up', wrongCodes: 5, photoProofAllowed: true }), 'assigned'),
    ).toBe('deliverPhoto');
  });

  it('offer nothing on delivered, finished or cancelled jobs', () => {
    for (const status of ['delivered', 'completed', 'cancelled'] as const) {
      expect(jobAction(job({ status }), 'assigned'), status).toBeNull();
      expect(jobAction(job({ status }), 'history'), status).toBeNull();
    }
  });

  it('say a delivered job waits for its seller, and no other', () => {
    const waiting = (
      ['requested', 'accepted', 'picked_up', 'delivered', 'completed', 'cancelled'] as const
    ).filter((status) => awaitsSellerConfirmation(job({ status })));
    expect(waiting).toEqual(['delivered']);
  });
});

describe('job tabs', () => {
  it('read the tab from the URL, New Jobs by default', () => {
    expect(tabOf('assigned')).toBe('assigned');
    expect(tabOf('history')).toBe('history');
    expect(tabOf(null)).toBe('newJobs');
    expect(tabOf('nonsense')).toBe('newJobs');
  });

  it('count each list, and no new jobs while offline', () => {
    const board: RiderJobBoard = {
      online: true,
      newJobs: [job(), job({ id: 'j2' })],
      assigned: [job({ status: 'accepted' })],
      history: [],
    };
    expect(tabCounts(board)).toEqual({ newJobs: 2, assigned: 1, history: 0 });
    expect(tabCounts({ ...board, online: false }).newJobs).toBe(0);
  });
});

describe('delivery code field', () => {
  it('keeps digits only, at most four', () => {
    expect(codeDigits('48 21', 4)).toBe('4821');
    expect(codeDigits('4a8b2', 4)).toBe('482');
    expect(codeDigits('482199', 4)).toBe('4821');
  });
});

describe('finished at', () => {
  it('is completion, else cancellation, else delivery', () => {
    expect(finishedAt(job({ deliveredAt: 'd', completedAt: 'c' }))).toBe('c');
    expect(finishedAt(job({ cancelledAt: 'x' }))).toBe('x');
    expect(finishedAt(job({ deliveredAt: 'd' }))).toBe('d');
    expect(finishedAt(job())).toBeNull();
  });
});
