import { enDeliveries } from '@dwa/domain/i18n/deliveries/en';
import { enRiderCenter } from '@dwa/domain/i18n/rider-center/en';
import { describe, expect, it } from 'vitest';
import { addTexts, translator } from '../../lib/i18n.ts';
import { activityText } from './activity-text.ts';

addTexts('en', enRiderCenter);
addTexts('en', enDeliveries);
const t = translator('en');
const at = '2026-11-26T08:00:00Z';

describe('recent activity lines', () => {
  it('name a job by its number and the status it reached', () => {
    expect(
      activityText({ kind: 'job', at, status: 'picked_up', jobNumber: 12, amountPesewas: null }, t),
    ).toBe('Job #12: Picked up');
  });

  it('say what an earning brought, with its job when there is one', () => {
    expect(
      activityText(
        { kind: 'earning', at, status: 'credited', jobNumber: 12, amountPesewas: 1_600 },
        t,
      ),
    ).toBe('Earned GH₵ 16.00 for job #12');
    expect(
      activityText(
        { kind: 'earning', at, status: 'credited', jobNumber: null, amountPesewas: 50 },
        t,
      ),
    ).toBe('Earned GH₵ 0.50');
  });

  it("give a payout's amount and status", () => {
    expect(
      activityText(
        { kind: 'payout', at, status: 'paid', jobNumber: null, amountPesewas: 2_000 },
        t,
      ),
    ).toBe('Payout of GH₵ 20.00: Paid');
  });
});
