// Reads a WhatsApp caption ("Kente cloth 6 yards\nGHS 450\nHand woven in Bonwire") into the
// fields of an upload: title, price in pesewas (or why there is none), description, category.
// Pure; the bot calls it on every caption and on the answer to "what is the price?". Measured
// against the judged corpus by caption-accuracy.ts (decision 030).
import type { Category } from '../enums.ts';
import { categoryFromWords } from './caption-category.ts';
import { type CaptionDelivery, deliveryOf } from './caption-delivery.ts';
import {
  findPrice,
  PHONE_NUMBER,
  type PriceFinding,
  type PriceProblem,
  type Span,
} from './caption-price.ts';
import { capAtWord, cleanCaption, EMOJI_RUN, RIGHT_TO_LEFT_CONTROL } from './caption-text.ts';
import { TITLE_MAX_CHARS, titleOf, withoutVariant } from './caption-title.ts';

export type { CaptionDelivery } from './caption-delivery.ts';
export type { PriceProblem } from './caption-price.ts';
export { TITLE_MAX_CHARS } from './caption-title.ts';

export const DESCRIPTION_MAX_CHARS = 1000;

/** A phone number with the label before it ("momo: 0551234567", "send momo to 054…", "call me
 * on …"): neither is part of a name. */
const LABELLED_PHONE_NUMBER = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:send\s+)?(?:momo|mobile\s+money|call|tel|phone|contact|whatsapp)(?:\s+(?:me|us|to|on))*(?:\s+(?:number|no\.?))?\s*[:=-]?\s*)?${PHONE_NUMBER.source}`,
  'giu',
);

export interface ParsedCaption {
  /** Null when the caption names no product (only a price, a greeting). */
  title: string | null;
  pricePesewas: number | null;
  priceProblem: PriceProblem;
  description: string | null;
  category: Category;
  /** When no price is sure but one reading is likely, the price to ask the seller to confirm
   * ("Is the price GH₵ 85?") and the title if it is the price (a model-like number taken out:
   * "Kente Stole 80" → "Kente Stole"). Null when the price is read, or nothing is likely. */
  priceGuess: { pricePesewas: number; title: string | null } | null;
  delivery: CaptionDelivery;
}

export function parseCaption(raw: string): ParsedCaption {
  const text = cleanCaption(raw);
  const price = trustedPrice(raw, findPrice(text));
  // The title is looked for between the amounts (the price, a delivery fee), phone numbers
  // and emoji: each of them ends a clause ("Kwadu 🍌🍌 sidi 20 ma bunch baako" → "Kwadu").
  const broken = replaceSpans(text, [...price.used, ...price.marked], '\n')
    .replace(LABELLED_PHONE_NUMBER, '\n')
    .replace(EMOJI_RUN, '\n');
  const read = titleOf(broken);
  const title = read === null ? null : withoutVariant(read, text);
  const guess = price.guess;
  // A guessed model number was kept in the title; if it is the price, the title is without it.
  const guessTitle = guess?.inTitle ? titleOf(replaceSpans(broken, [guess.span], '\n')) : title;
  return {
    title: title === null ? null : capAtWord(title, TITLE_MAX_CHARS),
    pricePesewas: price.pricePesewas,
    priceProblem: price.problem,
    // "GH₵ 85 each" stays in the description: the price is for one, and buyers read the unit.
    description: descriptionOf(replaceSpans(text, price.perUnit ? [] : price.used, ' '), title),
    category: categoryFromWords(text, title),
    priceGuess: guess && {
      pricePesewas: guess.pesewas,
      title: guessTitle === null ? null : capAtWord(guessTitle, TITLE_MAX_CHARS),
    },
    delivery: deliveryOf(text),
  };
}

/** The answer to "what is the price?": a bare number counts ("450", "1.2k", "GHS 450"). */
export function parsePriceReply(
  raw: string,
): { pricePesewas: number } | { problem: Exclude<PriceProblem, 'none'> } {
  const found = trustedPrice(raw, findPrice(cleanCaption(raw), true));
  if (found.problem === 'none' && found.pricePesewas !== null) {
    return { pricePesewas: found.pricePesewas };
  }
  return { problem: found.problem === 'none' ? 'unreadable' : found.problem };
}

/** The price as read, unless the seller's phone shows the caption's digits in another order
 * than they are written (a right-to-left control): then the bot asks for it rather than list a
 * price the seller never saw. */
function trustedPrice(raw: string, found: PriceFinding): PriceFinding {
  if (found.problem === 'missing' || !RIGHT_TO_LEFT_CONTROL.test(raw)) return found;
  return { ...found, pricePesewas: null, problem: 'unreadable' };
}

/** `text` with every span's characters (line breaks kept) replaced by `by`. */
function replaceSpans(text: string, spans: Span[], by: ' ' | '\n'): string {
  const chars = text.split('');
  for (const { start, end } of spans) {
    for (let i = Math.max(0, start); i < Math.min(end, chars.length); i++) {
      if (chars[i] !== '\n') chars[i] = by;
    }
  }
  return chars.join('');
}

/** What the seller wrote besides the price, line by line, without the line that is only the
 * title; null when nothing else is said. */
function descriptionOf(text: string, title: string | null): string | null {
  const lines = text
    .split('\n')
    .map(tidyLine)
    .filter((line) => /\p{L}.*\p{L}/u.test(line))
    .filter((line) => title === null || line.toLowerCase() !== title.toLowerCase());
  return lines.length > 0 ? capAtWord(lines.join('\n'), DESCRIPTION_MAX_CHARS) : null;
}

/** Spaces collapsed, none before punctuation, no separator left dangling by the price. */
const tidyLine = (line: string) =>
  line
    .replace(/\s+/g, ' ')
    .replace(/\s+(?=[,.;:!?])/g, '')
    .replace(/([,;:])(?:\s*[,;:.])+/g, '$1')
    .replace(/([.!?])\s*[,;:]/g, '$1')
    // "Camon 20 - GH₵2,350 - with charger" without its price: one dash between the two sides.
    .replace(/\s[-–—|](?:\s+[-–—|])+(?=\s)/g, ' -')
    .replace(/^[\s\-–—:,.;*•|/=]+|[\s\-–—:,;*•|/=(]+$/g, '')
    .trim();
