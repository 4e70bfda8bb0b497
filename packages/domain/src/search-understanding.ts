// A buyer's search words as the buyer meant them: the price ("under 500", "below 1k", "between
// 200 and 400") and the place ("shoes in kumasi", "Kumase") become filters, how people ask
// ("abeg I wan buy", "Me pɛ", "you get…?": search-request-words.ts) and what says nothing about
// the product ("cheap", "original") are taken out; what is left is searched as words. The web
// search and the WhatsApp bot's buyer search both start here (decisions 037, 061). Pure.
import type { Category, RegistrationLocation } from './enums.ts';
import { MAX_AMOUNT_PESEWAS } from './money.ts';
import { withoutRequestWords } from './search-request-words.ts';
import { EMOJI_RUN } from './whatsapp/caption-text.ts';

export interface UnderstoodSearch {
  /** The words left to search ('' when the text was only filters). */
  q: string;
  minPricePesewas?: number;
  maxPricePesewas?: number;
  location?: RegistrationLocation;
  /** When the words were only a category's name ("chop", "electronics"). */
  category?: Category;
}

const PLACES: [string, RegistrationLocation][] = [
  ['cape coast', 'cape-coast'],
  ['capecoast', 'cape-coast'],
  ['oguaa', 'cape-coast'],
  ['accra', 'accra'],
  ['nkran', 'accra'],
  ['kumasi', 'kumasi'],
  ['kumase', 'kumasi'],
  ['tamale', 'tamale'],
];

/** Markets and quarters buyers name for their town, read as the town only after "in", "at" or
 * "wɔ" ("spare parts wɔ Suame"): alone, the word may be a shop's name ("Kejetia Appliances"). */
const MARKETS: [string, RegistrationLocation][] = [
  ['suame', 'kumasi'],
  ['kejetia', 'kumasi'],
  ['adum', 'kumasi'],
  ['bantama', 'kumasi'],
  ['makola', 'accra'],
  ['kaneshie', 'accra'],
  ['abossey okai', 'accra'],
  ['osu', 'accra'],
  ['madina', 'accra'],
  ['kotokuraba', 'cape-coast'],
];

/** A category's names, when they are all the buyer typed: "chop" means browse food. */
const CATEGORY_WORDS: Record<string, Category> = {
  electronics: 'electronics',
  gadgets: 'electronics',
  appliances: 'electronics',
  fashion: 'fashion',
  clothes: 'fashion',
  clothing: 'fashion',
  ntadeɛ: 'fashion',
  ntade: 'fashion',
  household: 'home',
  'home items': 'home',
  'car parts': 'automotive',
  'spare parts': 'automotive',
  'auto parts': 'automotive',
  automotive: 'automotive',
  food: 'food',
  foodstuff: 'food',
  foodstuffs: 'food',
  groceries: 'food',
  provisions: 'food',
  chop: 'food',
  aduane: 'food',
  nnuane: 'food',
  sports: 'sports',
  sport: 'sports',
};

/** An amount as typed: "1500", "1,500", "1.5k", "GH₵ 1500", "ghs1500", "1500 cedis", "1k". */
const AMOUNT =
  '((?:gh[s₵c]?\\s*|₵\\s*)?\\d[\\d,]*(?:\\.\\d{1,2})?\\s*k?(?:\\s*(?:cedis?|ghs|gh₵|ghc|gh))?)';
const UNDER =
  'under|below|less than|lower than|cheaper than|maximum|at most|not more than|up to|within|no pass|nnsen|ɛnnsen|ennsen';
const OVER = 'over|above|more than|minimum|at least|from|pass';

const RANGE = [
  new RegExp(`\\s(?:between|btw|from)\\s+${AMOUNT}\\s+(?:and|to|-)\\s+${AMOUNT}\\s`, 'iu'),
  new RegExp(`\\s${AMOUNT}\\s*(?:-|to)\\s*${AMOUNT}\\s`, 'iu'),
];
// "a ne boɔ nnsen 1000" (Twi: whose price is not above 1000): the price words go with it.
const BELOW = new RegExp(
  `\\s(?:(?:a\\s+)?ne\\s+bo[ɔo]{1,2}\\s+)?(?:${UNDER})\\s*${AMOUNT}\\s`,
  'iu',
);
/** "laptop for 3k": a budget; only from GH₵ 20 ("bag for 2" may be children). */
const FOR = new RegExp(`\\sfor\\s+${AMOUNT}\\s`, 'iu');
const ABOVE = new RegExp(`\\s(?:${OVER})\\s*${AMOUNT}\\s`, 'iu');

/** "1500", "1.5k", "GH₵ 1,500", "1500 cedis" → pesewas; null for anything else. */
export function amountPesewas(text: string): number | null {
  const m =
    /^(?:gh[s₵c]?|₵)?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)\s*(k)?\s*(?:cedis?|ghs|gh₵|ghc|gh)?$/i.exec(
      text.trim(),
    );
  if (!m?.[1]) return null;
  const cedis = Number(m[1].replaceAll(',', '')) * (m[2] ? 1000 : 1);
  const pesewas = Math.round(cedis * 100);
  return pesewas > 0 && pesewas <= MAX_AMOUNT_PESEWAS ? pesewas : null;
}

/** The filters a buyer's words carry, and the words left. */
export function understandSearch(text: string): UnderstoodSearch {
  // Emoji say nothing a catalogue can match ("mattrass 🛏️", "vlisco wax 🙏🏾"): gone, with their
  // skin tones, joiners and variation selectors.
  const words = text.normalize('NFC').replace(EMOJI_RUN, ' ');
  let rest = ` ${words.replace(/\s+/g, ' ').trim()} `;
  const found: UnderstoodSearch = { q: '' };
  const take = (m: RegExpExecArray) => {
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  };

  for (const [i, pattern] of RANGE.entries()) {
    const m = pattern.exec(rest);
    const low = m?.[1] ? amountPesewas(m[1]) : null;
    const high = m?.[2] ? amountPesewas(m[2]) : null;
    // "200-400" is a price; "iPhone 11 to 13" is not: a bare range needs amounts of GH₵ 20 up.
    const bare = i === 1 && (low ?? 0) < 2000;
    if (m && low !== null && high !== null && !bare) {
      found.minPricePesewas = Math.min(low, high);
      found.maxPricePesewas = Math.max(low, high);
      take(m);
      break;
    }
  }
  if (found.maxPricePesewas === undefined) {
    const m = BELOW.exec(rest);
    const amount = m?.[1] ? amountPesewas(m[1]) : null;
    if (m && amount !== null) {
      found.maxPricePesewas = amount;
      take(m);
    }
  }
  if (found.maxPricePesewas === undefined && found.minPricePesewas === undefined) {
    const m = FOR.exec(rest);
    const amount = m?.[1] ? amountPesewas(m[1]) : null;
    if (m && amount !== null && amount >= 2000) {
      found.maxPricePesewas = amount;
      take(m);
    }
  }
  if (found.minPricePesewas === undefined) {
    const m = ABOVE.exec(rest);
    const amount = m?.[1] ? amountPesewas(m[1]) : null;
    if (m && amount !== null) {
      found.minPricePesewas = amount;
      take(m);
    }
  }
  // "above 2000 under 1000": a range written backwards is still the range.
  if (
    found.minPricePesewas !== undefined &&
    found.maxPricePesewas !== undefined &&
    found.minPricePesewas > found.maxPricePesewas
  ) {
    [found.minPricePesewas, found.maxPricePesewas] = [found.maxPricePesewas, found.minPricePesewas];
  }

  for (const [word, slug] of PLACES) {
    const m = new RegExp(`\\s(?:(?:in|at|for|around|near|wɔ|wo)\\s+)?${word}\\s`, 'iu').exec(rest);
    if (m) {
      found.location = slug;
      take(m);
      break;
    }
  }
  for (const [word, slug] of found.location ? [] : MARKETS) {
    const m = new RegExp(`\\s(?:in|at|for|around|near|wɔ|wo)\\s+${word}\\s`, 'iu').exec(rest);
    if (m) {
      found.location = slug;
      take(m);
      break;
    }
  }

  found.q = withoutRequestWords(rest);
  const category = CATEGORY_WORDS[found.q.toLowerCase()];
  if (category) {
    found.category = category;
    found.q = '';
  }
  return found;
}
