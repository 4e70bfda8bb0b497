import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { type Figures, figuresOf, MEASURES, postPaintRatioApplies, targetsFor } from './figures.ts';

const KB = 1024;

/** Whether each target of the profile passes for these figures, by key. */
function verdicts(targets: ReturnType<typeof targetsFor>, figures: Partial<Figures>) {
  return Object.fromEntries(targets.map((t) => [t.key, t.pass(figures[t.key] as number)]));
}

describe('targetsFor', () => {
  it('keeps the public pages’ bars: the scores at 4×, TBT at 8×', () => {
    expect(targetsFor(4).map((t) => t.key)).toEqual([
      'performance',
      'lcpMs',
      'tbtMs',
      'cls',
      'totalBytes',
      'jsBytes',
      'accessibility',
      'bestPractices',
      'seo',
    ]);
    expect(verdicts(targetsFor(4), { jsBytes: 60 * KB, tbtMs: 51 })).toMatchObject({
      jsBytes: true,
      tbtMs: false,
    });
    expect(targetsFor(8).map((t) => t.key)).toEqual(['tbtMs']);
    expect(verdicts(targetsFor(8), { tbtMs: 200 })).toEqual({ tbtMs: true });
  });

  it('holds a dashboard at 4× to TTI ≤ 3.5 s on ≤ 80 KB of script in ≤ 12 requests', () => {
    const targets = targetsFor(4, true);
    expect(targets.map((t) => [t.key, t.target])).toEqual([
      ['ttiMs', '≤ 3.5 s'],
      ['jsBytes', '≤ 80 KB'],
      ['scriptRequests', '≤ 12'],
    ]);
    expect(verdicts(targets, { ttiMs: 3500, jsBytes: 80 * KB, scriptRequests: 12 })).toEqual({
      ttiMs: true,
      jsBytes: true,
      scriptRequests: true,
    });
    expect(verdicts(targets, { ttiMs: 3501, jsBytes: 80 * KB + 1, scriptRequests: 13 })).toEqual({
      ttiMs: false,
      jsBytes: false,
      scriptRequests: false,
    });
  });

  it('gives a signed-in dashboard at 8× figures without a bar', () => {
    expect(targetsFor(8, true)).toEqual([]);
    expect(postPaintRatioApplies(8, true)).toBe(false);
    expect(postPaintRatioApplies(8, false)).toBe(true);
    expect(postPaintRatioApplies(4, false)).toBe(false);
  });

  it('shows every target’s figure in the table, TTI and script requests for every page', () => {
    const shown = MEASURES.map((m) => m.key);
    for (const [cpu, signedIn] of [
      [4, false],
      [8, false],
      [4, true],
    ] as const) {
      for (const t of targetsFor(cpu, signedIn)) expect(shown).toContain(t.key);
    }
    expect(shown).toEqual(expect.arrayContaining(['ttiMs', 'scriptRequests']));
  });
});

describe('figuresOf', () => {
  it('reads TTI (the interactive audit) and script requests (the resource summary)', () => {
    const lhr = {
      categories: { performance: { score: 0.91 } },
      audits: {
        interactive: { numericValue: 3120.4 },
        'total-blocking-time': { numericValue: 40 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', transferSize: 90_000, requestCount: 20 },
              { resourceType: 'script', transferSize: 70_000, requestCount: 9 },
            ],
          },
        },
      },
      environment: { benchmarkIndex: 1500 },
    } as unknown as Result;
    const figures = figuresOf(lhr);
    expect(figures).toMatchObject({
      performance: 91,
      ttiMs: 3120.4,
      tbtMs: 40,
      jsBytes: 70_000,
      scriptRequests: 9,
      requests: 20,
    });
    expect(figures.accessibility).toBeNaN();
  });

  it('gives NaN for figures the report lacks', () => {
    const lhr = { categories: {}, audits: {}, environment: { benchmarkIndex: 1 } };
    const figures = figuresOf(lhr as unknown as Result);
    expect(figures.ttiMs).toBeNaN();
    expect(figures.scriptRequests).toBeNaN();
  });
});
