// Every (status × event) pair against an explicit table: adding a status or an event without
// deciding its transitions fails here.
import { describe, expect, it } from 'vitest';
import {
  allowedDeliveryJobEvents,
  canDeliveryJob,
  type DeliveryJobEvent,
  deliveryJobFrom,
  deliveryJobStep,
  deliveryJobTo,
  deliveryJobTransition,
  isActiveDelivery,
  isFinishedDelivery,
  nextDeliveryJobStatus,
  riderNextEvent,
} from './delivery-job.ts';
import {
  DELIVERY_JOB_STATUSES,
  type DeliveryJobStatus,
  PAYOUT_STATUSES,
  type PayoutStatus,
  UPLOAD_STATUSES,
  type UploadStatus,
} from './enums.ts';
import {
  allowedPayoutEvents,
  canPayout,
  isPayoutActionable,
  type PayoutEvent,
  payoutFrom,
  payoutTo,
  payoutTransition,
} from './payout.ts';
import {
  allowedUploadEvents,
  isUploadOpen,
  OPEN_UPLOAD_STATUS,
  publishedProductDefaults,
  uploadFrom,
  uploadTo,
  uploadTransition,
} from './whatsapp-upload.ts';

const JOB_EVENTS: DeliveryJobEvent[] = ['accept', 'pick_up', 'deliver', 'complete', 'cancel'];
const JOB_TABLE: Record<DeliveryJobStatus, Partial<Record<DeliveryJobEvent, DeliveryJobStatus>>> = {
  requested: { accept: 'accepted', cancel: 'cancelled' },
  accepted: { pick_up: 'picked_up', cancel: 'cancelled' },
  picked_up: { deliver: 'delivered' },
  delivered: { complete: 'completed' },
  completed: {},
  cancelled: {},
};

describe('delivery job machine', () => {
  it('covers every status', () => {
    expect(Object.keys(JOB_TABLE).sort()).toEqual([...DELIVERY_JOB_STATUSES].sort());
  });

  for (const from of DELIVERY_JOB_STATUSES) {
    for (const event of JOB_EVENTS) {
      const expected = JOB_TABLE[from][event] ?? null;
      it(`${from} + ${event} → ${expected ?? 'refused'}`, () => {
        expect(nextDeliveryJobStatus(from, event)).toBe(expected);
        const result = deliveryJobTransition(from, event, { code: '1234' });
        expect(result.ok ? result.to : null).toBe(expected);
        if (!result.ok) expect(result.reason).toBe('invalid_transition');
      });
    }
  }

  it('names the timestamp each transition sets', () => {
    const fields = JOB_EVENTS.map((event) => {
      const from = DELIVERY_JOB_STATUSES.find((s) => JOB_TABLE[s][event])!;
      const result = deliveryJobTransition(from, event, { photoKey: 'proof.webp' });
      return result.ok ? result.timestampField : null;
    });
    expect(fields).toEqual([
      'accepted_at',
      'picked_up_at',
      'delivered_at',
      'completed_at',
      'cancelled_at',
    ]);
  });

  it('needs a photo or a code to mark a package delivered', () => {
    expect(deliveryJobTransition('picked_up', 'deliver')).toEqual({
      ok: false,
      reason: 'proof_required',
    });
    expect(deliveryJobTransition('picked_up', 'deliver', { code: '  ' })).toEqual({
      ok: false,
      reason: 'proof_required',
    });
    expect(deliveryJobTransition('picked_up', 'deliver', { photoKey: 'p.webp' }).ok).toBe(true);
    expect(deliveryJobTransition('picked_up', 'deliver', { code: '4821' }).ok).toBe(true);
  });

  it('lists allowed events and which statuses are active', () => {
    for (const status of DELIVERY_JOB_STATUSES) {
      expect(allowedDeliveryJobEvents(status).sort()).toEqual(
        Object.keys(JOB_TABLE[status]).sort(),
      );
    }
    expect(DELIVERY_JOB_STATUSES.filter(isActiveDelivery)).toEqual(['accepted', 'picked_up']);
    expect(DELIVERY_JOB_STATUSES.filter(isFinishedDelivery)).toEqual(['completed', 'cancelled']);
  });

  it('gives each event its guard statuses and target, as the table says', () => {
    for (const event of JOB_EVENTS) {
      const from = DELIVERY_JOB_STATUSES.filter((s) => JOB_TABLE[s][event]);
      expect([...deliveryJobFrom(event)].sort()).toEqual(from.sort());
      expect(deliveryJobTo(event)).toBe(JOB_TABLE[from[0]!][event]);
      for (const status of DELIVERY_JOB_STATUSES) {
        expect(canDeliveryJob(status, event)).toBe(from.includes(status));
      }
    }
  });

  it("refuses a cancel once the package is on the road (the seller's and the admin's rule)", () => {
    expect(canDeliveryJob('picked_up', 'cancel')).toBe(false);
    expect(canDeliveryJob('accepted', 'cancel')).toBe(true);
  });

  it("names each step's one start and its target (all but cancel), for the job's history", () => {
    for (const event of ['accept', 'pick_up', 'deliver', 'complete'] as const) {
      const from = DELIVERY_JOB_STATUSES.filter((s) => JOB_TABLE[s][event]);
      expect(from).toHaveLength(1);
      expect(deliveryJobStep(event)).toEqual({ from: from[0], to: JOB_TABLE[from[0]!][event] });
    }
  });

  it("names the rider's next step: accept, pick up, deliver, then nothing", () => {
    expect(DELIVERY_JOB_STATUSES.map(riderNextEvent)).toEqual([
      'accept',
      'pick_up',
      'deliver',
      null,
      null,
      null,
    ]);
  });
});

const PAYOUT_EVENTS: PayoutEvent[] = ['approve', 'reject', 'mark_paid', 'mark_failed', 'reverse'];
const PAYOUT_TABLE: Record<PayoutStatus, Partial<Record<PayoutEvent, PayoutStatus>>> = {
  requested: { approve: 'approved', reject: 'rejected' },
  approved: { mark_paid: 'paid', mark_failed: 'failed' },
  rejected: {},
  paid: { reverse: 'failed' },
  failed: {},
};

describe('payout machine', () => {
  it('covers every status', () => {
    expect(Object.keys(PAYOUT_TABLE).sort()).toEqual([...PAYOUT_STATUSES].sort());
  });
  for (const from of PAYOUT_STATUSES) {
    for (const event of PAYOUT_EVENTS) {
      const expected = PAYOUT_TABLE[from][event] ?? null;
      it(`${from} + ${event} → ${expected ?? 'refused'}`, () => {
        const result = payoutTransition(from, event);
        expect(result.ok ? result.to : null).toBe(expected);
      });
    }
  }
  it('gives each event its guard status and target, as the table says', () => {
    for (const event of PAYOUT_EVENTS) {
      const from = PAYOUT_STATUSES.filter((s) => PAYOUT_TABLE[s][event]);
      expect(from).toEqual([payoutFrom(event)]);
      expect(payoutTo(event)).toBe(PAYOUT_TABLE[payoutFrom(event)][event]);
      for (const status of PAYOUT_STATUSES) {
        expect(canPayout(status, event)).toBe(from.includes(status));
      }
    }
  });
  it('lets admins act on requested payouts only', () => {
    expect(PAYOUT_STATUSES.filter(isPayoutActionable)).toEqual(['requested']);
    expect(allowedPayoutEvents('requested')).toEqual(['approve', 'reject']);
    expect(allowedPayoutEvents('paid')).toEqual(['reverse']);
    expect(allowedPayoutEvents('failed')).toEqual([]);
  });
});

describe('WhatsApp upload machine', () => {
  const TABLE: Record<UploadStatus, { publish: UploadStatus | null; reject: UploadStatus | null }> =
    {
      pending: { publish: 'published', reject: 'rejected' },
      published: { publish: null, reject: null },
      rejected: { publish: null, reject: null },
    };
  it('covers every status', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...UPLOAD_STATUSES].sort());
  });
  for (const from of UPLOAD_STATUSES) {
    for (const event of ['publish', 'reject'] as const) {
      it(`${from} + ${event} → ${TABLE[from][event] ?? 'refused'}`, () => {
        const result = uploadTransition(from, event, 'product-1');
        expect(result.ok ? result.to : null).toBe(TABLE[from][event]);
      });
    }
  }
  it('decides only an open upload, which the bot may still change', () => {
    for (const event of ['publish', 'reject'] as const) {
      expect(uploadFrom(event)).toBe('pending');
      expect(uploadTo(event)).toBe(TABLE.pending[event]);
    }
    expect(OPEN_UPLOAD_STATUS).toBe('pending');
    expect(UPLOAD_STATUSES.filter(isUploadOpen)).toEqual(['pending']);
  });
  it('publishes only with the created product', () => {
    expect(uploadTransition('pending', 'publish')).toEqual({
      ok: false,
      reason: 'product_required',
    });
    expect(allowedUploadEvents('pending')).toEqual(['publish', 'reject']);
    expect(allowedUploadEvents('published')).toEqual([]);
  });
  it('creates an active General product; no price (never GH₵ 0) when none was parsed', () => {
    expect(
      publishedProductDefaults({
        parsedTitle: '  Shito  ',
        parsedPricePesewas: null,
        parsedDescription: null,
      }),
    ).toEqual({
      title: 'Shito',
      pricePesewas: null,
      description: '',
      category: 'general',
      deliveryAvailable: false,
      deliveryAreas: [],
      deliveryCostPesewas: null,
      status: 'active',
    });
    expect(
      publishedProductDefaults({
        parsedTitle: 'Shito',
        parsedPricePesewas: 0,
        parsedDescription: null,
      }).pricePesewas,
    ).toBeNull();
    expect(
      publishedProductDefaults({
        parsedTitle: 'Sandals',
        parsedPricePesewas: 8_500,
        parsedDescription: null,
        parsedDeliveryAvailable: true,
        parsedDeliveryAreas: ['Ejisu', 'Adum'],
        parsedDeliveryFeePesewas: 2_000,
      }),
    ).toMatchObject({
      pricePesewas: 8_500,
      deliveryAvailable: true,
      deliveryAreas: ['Ejisu', 'Adum'],
      deliveryCostPesewas: 2_000,
    });
    // A fee read without an offer of delivery is no delivery cost.
    expect(
      publishedProductDefaults({
        parsedTitle: 'Sandals',
        parsedPricePesewas: 8_500,
        parsedDescription: null,
        parsedDeliveryAvailable: false,
        parsedDeliveryAreas: ['Ejisu'],
        parsedDeliveryFeePesewas: 2_000,
      }),
    ).toMatchObject({ deliveryAvailable: false, deliveryAreas: [], deliveryCostPesewas: null });
    expect(
      publishedProductDefaults({
        parsedTitle: ' ',
        parsedPricePesewas: 500,
        parsedDescription: 'Hot',
      }).title,
    ).toBe('Untitled');
  });
});
