import { describe, expect, it } from 'vitest';
import type { Figures } from './figures.ts';
import { allPass, type PageResult } from './report.ts';

const figures = (values: Partial<Figures>): Figures =>
  ({
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 800,
    lcpMs: 1000,
    tbtMs: 20,
    ttiMs: 2000,
    postPaintMs: 100,
    cls: 0,
    totalBytes: 100 * 1024,
    lighthouseTotalBytes: 100 * 1024,
    serviceWorkerResponses: 0,
    serviceWorkerBytes: 0,
    jsBytes: 50 * 1024,
    scriptRequests: 5,
    cssBytes: 0,
    imageBytes: 0,
    documentBytes: 0,
    requests: 10,
    benchmarkIndex: 1500,
    ...values,
  }) as Figures;

function page(cpu: number, median: Figures, extra: Partial<PageResult> = {}): PageResult {
  return {
    name: 'seller',
    language: 'en',
    cpu,
    path: '/seller',
    median,
    rounds: [median],
    resources: [],
    reference: { median: null, rounds: [], htmlBytes: 1000, htmlBytesWithoutScripts: 500 },
    ...extra,
  };
}

describe('allPass', () => {
  it('judges a signed-in dashboard at 4× by TTI, script bytes and script requests alone', () => {
    // Performance and SEO are public-page bars: a dashboard below them still passes.
    const good = figures({ performance: 60, seo: 50, ttiMs: 3400, jsBytes: 79 * 1024 });
    expect(allPass(page(4, good, { signedInAs: 'seller' }))).toBe(true);
    expect(allPass(page(4, figures({ ttiMs: 3600 }), { signedInAs: 'seller' }))).toBe(false);
    expect(allPass(page(4, figures({ scriptRequests: 13 }), { signedInAs: 'rider' }))).toBe(false);
    expect(allPass(page(4, figures({ ttiMs: Number.NaN }), { signedInAs: 'rider' }))).toBe(false);
  });

  it('has no verdict for a signed-in dashboard at 8×', () => {
    expect(allPass(page(8, figures({ tbtMs: 5000 }), { signedInAs: 'seller' }))).toBeNull();
  });

  it('still holds a public page at 8× to TBT and the post-paint ratio to its reference', () => {
    const reference = { ...page(8, figures({})).reference, median: figures({ postPaintMs: 100 }) };
    expect(allPass(page(8, figures({ postPaintMs: 150 }), { name: 'home', reference }))).toBe(true);
    expect(allPass(page(8, figures({ postPaintMs: 151 }), { name: 'home', reference }))).toBe(
      false,
    );
    // The public bar at 4× is the scores: a dashboard's figures would not pass it.
    expect(allPass(page(4, figures({ performance: 60 }), { name: 'home' }))).toBe(false);
  });
});
