import { describe, expect, it } from 'vitest';
import {
  isFinished,
  TRACKING_POLL_MS,
  trackingPollInterval,
  trackingSteps,
} from './tracking-steps.ts';

const T0 = '2026-03-02T09:00:00.000Z';
const T1 = '2026-03-02T09:05:00.000Z';
const T2 = '2026-03-02T09:30:00.000Z';
const T3 = '2026-03-02T10:00:00.000Z';
const T4 = '2026-03-02T12:00:00.000Z';

const brief = (steps: ReturnType<typeof trackingSteps>) =>
  steps.map((s) => `${s.status}:${s.state}:${s.at ?? '-'}`);

describe('tracking steps', () => {
  it('show a new job as requested now and the rest to come', () => {
    expect(
      brief(trackingSteps({ status: 'requested', timeline: [{ status: 'requested', at: T0 }] })),
    ).toEqual([
      `requested:current:${T0}`,
      'accepted:upcoming:-',
      'picked_up:upcoming:-',
      'delivered:upcoming:-',
      'completed:upcoming:-',
    ]);
  });

  it('mark the steps passed as done with their times, the status reached as current', () => {
    const steps = trackingSteps({
      status: 'picked_up',
      timeline: [
        { status: 'requested', at: T0 },
        { status: 'accepted', at: T1 },
        { status: 'picked_up', at: T2 },
      ],
    });
    expect(brief(steps)).toEqual([
      `requested:done:${T0}`,
      `accepted:done:${T1}`,
      `picked_up:current:${T2}`,
      'delivered:upcoming:-',
      'completed:upcoming:-',
    ]);
  });

  it('show a completed job as all done', () => {
    const timeline = [
      { status: 'requested', at: T0 },
      { status: 'accepted', at: T1 },
      { status: 'picked_up', at: T2 },
      { status: 'delivered', at: T3 },
      { status: 'completed', at: T4 },
    ] as const;
    const steps = trackingSteps({ status: 'completed', timeline: [...timeline] });
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps.map((s) => s.at)).toEqual([T0, T1, T2, T3, T4]);
  });

  it('end a cancelled job with its cancellation, after the steps it reached', () => {
    expect(
      brief(
        trackingSteps({
          status: 'cancelled',
          timeline: [
            { status: 'requested', at: T0 },
            { status: 'accepted', at: T1 },
            { status: 'cancelled', at: T2 },
          ],
        }),
      ),
    ).toEqual([`requested:done:${T0}`, `accepted:done:${T1}`, `cancelled:current:${T2}`]);
    expect(
      brief(trackingSteps({ status: 'cancelled', timeline: [{ status: 'cancelled', at: T2 }] })),
    ).toEqual(['requested:done:-', `cancelled:current:${T2}`]);
  });

  it('refresh only while the delivery is on its way', () => {
    expect(isFinished('delivered')).toBe(false);
    expect(trackingPollInterval({ status: 'delivered' })).toBe(TRACKING_POLL_MS);
    expect(trackingPollInterval({ status: 'completed' })).toBe(false);
    expect(trackingPollInterval({ status: 'cancelled' })).toBe(false);
    expect(trackingPollInterval(undefined)).toBe(false);
  });
});
