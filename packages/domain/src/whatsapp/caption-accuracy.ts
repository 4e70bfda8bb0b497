// How well a caption parser reads the judged corpus: per language and in total, how many prices
// are exact, titles acceptable and categories right, with every miss for a person to read. Pure,
// so the accuracy test and `npm run bench -- parser` measure the same thing the same way.
import type { Category } from '../enums.ts';
import type { CaptionLanguage, CorpusCaption, ExpectedPrice } from './caption-corpus.ts';
import { ENGLISH_CAPTIONS } from './caption-corpus-en.ts';
import { MIXED_CAPTIONS } from './caption-corpus-mixed.ts';
import { PIDGIN_CAPTIONS } from './caption-corpus-pidgin.ts';
import { TWI_CAPTIONS } from './caption-corpus-tw.ts';

export const CAPTION_CORPUS: readonly CorpusCaption[] = [
  ...ENGLISH_CAPTIONS,
  ...TWI_CAPTIONS,
  ...PIDGIN_CAPTIONS,
  ...MIXED_CAPTIONS,
];

/** What is measured of a parser's answer (parseCaption's result satisfies it). */
export type ParsedForAccuracy = {
  title: string | null;
  pricePesewas: number | null;
  priceProblem: 'none' | 'missing' | 'range' | 'unreadable';
  category: Category;
};

export type AccuracyCounts = {
  captions: number;
  priceExact: number;
  titleAcceptable: number;
  categoryRight: number;
};

export type AccuracyMiss = {
  caption: CorpusCaption;
  field: 'price' | 'title' | 'category';
  expected: string;
  got: string;
};

export type CaptionAccuracy = {
  total: AccuracyCounts;
  byLanguage: Record<CaptionLanguage, AccuracyCounts>;
  misses: AccuracyMiss[];
};

/** Decision 030: the share of the corpus (per cent) the parser must read right; below it the
 * accuracy test and `npm run bench -- parser` fail. */
export const CAPTION_TARGETS = { pricePercent: 97, titlePercent: 90, categoryPercent: 85 };

/** Issue 32: what the parser should reach on the held-out captions (caption-corpus-holdout.ts),
 * which no rule was written from. `npm run bench -- parser` reports against them; nothing fails
 * on them yet (the accuracy test holds a floor at the measured baseline instead). */
export const HOLDOUT_TARGETS = { pricePercent: 97, titlePercent: 92, categoryPercent: 92 };

const LANGUAGES: readonly CaptionLanguage[] = ['en', 'tw', 'pidgin', 'mixed'];

const emptyCounts = (): AccuracyCounts => ({
  captions: 0,
  priceExact: 0,
  titleAcceptable: 0,
  categoryRight: 0,
});

/** The price as the corpus writes it: pesewas, or why there is none. */
export const priceOf = (parsed: ParsedForAccuracy): ExpectedPrice =>
  parsed.priceProblem === 'none' && parsed.pricePesewas !== null
    ? parsed.pricePesewas
    : parsed.priceProblem === 'none'
      ? 'unreadable'
      : parsed.priceProblem;

/** Equal to one of the accepted titles ignoring case and outer spaces; no accepted title means
 * the right answer is none. */
export function isTitleAcceptable(title: string | null, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return title === null;
  if (title === null) return false;
  const got = title.trim().toLowerCase();
  return accepted.some((t) => t.trim().toLowerCase() === got);
}

export function measureCaptionAccuracy(
  parse: (caption: string) => ParsedForAccuracy,
  corpus: readonly CorpusCaption[] = CAPTION_CORPUS,
): CaptionAccuracy {
  const total = emptyCounts();
  const byLanguage = Object.fromEntries(LANGUAGES.map((l) => [l, emptyCounts()])) as Record<
    CaptionLanguage,
    AccuracyCounts
  >;
  const misses: AccuracyMiss[] = [];
  for (const row of corpus) {
    const parsed = parse(row.caption);
    const price = priceOf(parsed);
    const priceExact = price === row.price;
    const titleAcceptable = isTitleAcceptable(parsed.title, row.titles);
    const categoryRight = parsed.category === row.category;
    for (const counts of [total, byLanguage[row.language]]) {
      counts.captions++;
      if (priceExact) counts.priceExact++;
      if (titleAcceptable) counts.titleAcceptable++;
      if (categoryRight) counts.categoryRight++;
    }
    if (!priceExact) {
      misses.push({
        caption: row,
        field: 'price',
        expected: String(row.price),
        got: String(price),
      });
    }
    if (!titleAcceptable) {
      const expected = row.titles.length > 0 ? row.titles.join(' | ') : '(none)';
      misses.push({ caption: row, field: 'title', expected, got: parsed.title ?? '(none)' });
    }
    if (!categoryRight) {
      misses.push({
        caption: row,
        field: 'category',
        expected: row.category,
        got: parsed.category,
      });
    }
  }
  return { total, byLanguage, misses };
}

/** A count as a share of the captions, in per cent with one decimal. */
export const percentOf = (hits: number, counts: AccuracyCounts): number =>
  counts.captions === 0 ? 0 : Math.round((hits / counts.captions) * 1000) / 10;
