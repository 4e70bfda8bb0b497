// The judged corpus of WhatsApp captions: what a seller writes next to the photos, and what a
// person reading it would put on the product card. Written before the parser and not changed to
// suit it; the parser is measured against it (caption-accuracy.ts) by its test and by
// `npm run bench -- parser`. One file of rows per language, all typed by this file.
import type { Category } from '../enums.ts';

/** How the caption is written: English, Twi, Ghanaian Pidgin, or two of them mixed. */
export type CaptionLanguage = 'en' | 'tw' | 'pidgin' | 'mixed';

/** The price a reader takes from the caption in pesewas, or why the bot must ask for it. */
export type ExpectedPrice = number | 'missing' | 'range' | 'unreadable';

/** One judged caption. */
export type CorpusCaption = {
  language: CaptionLanguage;
  caption: string;
  /** Titles a reviewer would accept on the product card, best first. Empty: the caption names
   * no product (only a price, or a greeting), so the right answer is no title. */
  titles: readonly string[];
  price: ExpectedPrice;
  /** The category a reader would pick; 'general' when none of the others fits. */
  category: Category;
};

/** A row as written in the language files: [caption, titles, price, category]. */
export type CorpusRow = readonly [string, readonly string[], ExpectedPrice, Category];

export const corpusOf = (language: CaptionLanguage, rows: readonly CorpusRow[]): CorpusCaption[] =>
  rows.map(([caption, titles, price, category]) => ({
    language,
    caption,
    titles,
    price,
    category,
  }));
