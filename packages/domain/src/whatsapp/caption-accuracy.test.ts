// The parser against the judged corpus: below the targets of decision 030 CI fails, and the
// misses are printed for a person to read. Also the measure itself, on a parser that is known.
import { describe, expect, it } from 'vitest';
import {
  CAPTION_CORPUS,
  isTitleAcceptable,
  measureCaptionAccuracy,
  percentOf,
  CAPTION_TARGETS as TARGETS,
} from './caption-accuracy.ts';
import { HOLDOUT_CAPTIONS } from './caption-corpus-holdout.ts';
import { parseCaption } from './caption-parser.ts';

describe('parseCaption on the corpus', () => {
  const accuracy = measureCaptionAccuracy(parseCaption);
  const { total } = accuracy;
  const misses = accuracy.misses.map(
    (m) => `${m.field} ${JSON.stringify(m.caption.caption)}: want ${m.expected}, got ${m.got}`,
  );

  it(`reads at least ${TARGETS.pricePercent} % of prices exactly`, () => {
    expect(percentOf(total.priceExact, total), misses.join('\n')).toBeGreaterThanOrEqual(
      TARGETS.pricePercent,
    );
  });

  it(`gives an acceptable title for at least ${TARGETS.titlePercent} %`, () => {
    expect(percentOf(total.titleAcceptable, total), misses.join('\n')).toBeGreaterThanOrEqual(
      TARGETS.titlePercent,
    );
  });

  it(`names the category of at least ${TARGETS.categoryPercent} %`, () => {
    expect(percentOf(total.categoryRight, total), misses.join('\n')).toBeGreaterThanOrEqual(
      TARGETS.categoryPercent,
    );
  });
});

// Captions the rules never saw. Baseline before any issue-32 rule change, 230 rows on
// 2026-12-03: price 92.6 %, title 85.7 %, category 91.3 % (en 93.6 / 93.6 / 94.9, tw 91.9 / 79.0
// / 87.1, pidgin 93.0 / 77.2 / 86.0, mixed 90.9 / 93.9 / 100). After the rules of decision 060
// (written on the main corpus and captions of their own, the held-out misses unread): price
// 94.3 %, title 92.2 %, category 93.5 %; after its round-2 addendum 95.2 / 92.6 / 93.5, after
// round 3 95.2 / 93.5 / 93.5, after round 4 96.1 / 93.5 / 93.0. The floor sits just under it,
// so a change that only suits the main corpus shows here; raise it as the held-out figures rise
// towards HOLDOUT_TARGETS (issue 32: 97 / 92 / 92).
const HOLDOUT_FLOOR = { pricePercent: 96, titlePercent: 93, categoryPercent: 93 };

describe('parseCaption on held-out captions', () => {
  const { total } = measureCaptionAccuracy(parseCaption, HOLDOUT_CAPTIONS);
  const { pricePercent, titlePercent, categoryPercent } = HOLDOUT_FLOOR;
  it(`reads at least ${pricePercent} % of prices, ${titlePercent} % of titles and ${categoryPercent} % of categories`, () => {
    expect(percentOf(total.priceExact, total)).toBeGreaterThanOrEqual(pricePercent);
    expect(percentOf(total.titleAcceptable, total)).toBeGreaterThanOrEqual(titlePercent);
    expect(percentOf(total.categoryRight, total)).toBeGreaterThanOrEqual(categoryPercent);
  });
});

describe('measureCaptionAccuracy', () => {
  it('covers every language of the corpus', () => {
    const { total, byLanguage } = measureCaptionAccuracy(parseCaption);
    expect(total.captions).toBe(CAPTION_CORPUS.length);
    expect(Object.values(byLanguage).reduce((sum, l) => sum + l.captions, 0)).toBe(total.captions);
    expect(Object.values(byLanguage).every((l) => l.captions > 0)).toBe(true);
  });

  it('counts a parser that knows nothing as missing everything but the empty rows', () => {
    const nothing = measureCaptionAccuracy(() => ({
      title: null,
      pricePesewas: null,
      priceProblem: 'missing',
      category: 'general',
    }));
    const rows = CAPTION_CORPUS;
    expect(nothing.total.priceExact).toBe(rows.filter((r) => r.price === 'missing').length);
    expect(nothing.total.titleAcceptable).toBe(rows.filter((r) => r.titles.length === 0).length);
    expect(nothing.total.categoryRight).toBe(rows.filter((r) => r.category === 'general').length);
    expect(nothing.misses.length).toBe(
      3 * rows.length -
        nothing.total.priceExact -
        nothing.total.titleAcceptable -
        nothing.total.categoryRight,
    );
  });

  it('compares titles ignoring case and outer spaces; no accepted title means none', () => {
    expect(isTitleAcceptable(' samsung a14 ', ['Samsung A14'])).toBe(true);
    expect(isTitleAcceptable('Samsung', ['Samsung A14'])).toBe(false);
    expect(isTitleAcceptable(null, [])).toBe(true);
    expect(isTitleAcceptable('Hello', [])).toBe(false);
    expect(isTitleAcceptable(null, ['Samsung A14'])).toBe(false);
  });

  it('counts a price as exact only with the problem the row expects', () => {
    const row = CAPTION_CORPUS.find((r) => r.price === 'range')!;
    const parse = (priceProblem: 'none' | 'range', pricePesewas: number | null) => () => ({
      title: null,
      pricePesewas,
      priceProblem,
      category: 'general' as const,
    });
    expect(measureCaptionAccuracy(parse('range', null), [row]).total.priceExact).toBe(1);
    expect(measureCaptionAccuracy(parse('none', 45_000), [row]).total.priceExact).toBe(0);
  });
});
