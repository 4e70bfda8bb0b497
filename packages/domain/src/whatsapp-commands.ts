// What a WhatsApp message asks the bot for, in the words people use (English, Twi, Pidgin), the
// language it is written in, and the filters a buyer's words carry ("under 1500", "in Kumasi").
// Pure: the bot (apps/server/src/modules/whatsapp-bot) decides what to do with the answer.
import { LANGUAGES, type Language, type RegistrationLocation } from './enums.ts';
import { MAX_AMOUNT_PESEWAS } from './money.ts';

export type BotCommand =
  | { kind: 'help' }
  | { kind: 'myProducts' }
  | { kind: 'language'; choice: Language | null }
  | { kind: 'sell' };

/** Lower case, spaces squeezed, punctuation and emoji at the ends dropped. */
export function normalizeWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .trim();
}

const HELP = [
  'help',
  'menu',
  'hi',
  'hello',
  'start',
  'mmoa',
  'boa me',
  'wetin i fit do',
  'hello dwa',
];
const MY_PRODUCTS = [
  'my products',
  'my product',
  'products',
  'my goods',
  'me nneɛma',
  'me nnoɔma',
  'my tins',
  'my things',
];
const LANGUAGE = ['language', 'languages', 'kasa', 'change language', 'lang'];
const SELL = ['sell', 'i want to sell', 'register', 'sign up', 'tɔn', 'metɔn', 'i wan sell'];
const CHOICES: Record<string, Language> = {
  en: 'en',
  english: 'en',
  '1': 'en',
  tw: 'tw',
  twi: 'tw',
  '2': 'tw',
  pidgin: 'pidgin',
  pcm: 'pidgin',
  '3': 'pidgin',
};

/** The command a message is, or null for anything else (a caption, a search, a price). */
export function parseCommand(text: string): BotCommand | null {
  const words = normalizeWords(text);
  if (HELP.includes(words)) return { kind: 'help' };
  if (MY_PRODUCTS.includes(words)) return { kind: 'myProducts' };
  if (SELL.includes(words)) return { kind: 'sell' };
  if (LANGUAGE.includes(words)) return { kind: 'language', choice: null };
  const [first, second, ...rest] = words.split(' ');
  if (rest.length === 0 && first && LANGUAGE.includes(first) && second && CHOICES[second]) {
    return { kind: 'language', choice: CHOICES[second] };
  }
  // A menu number that is none of the choices ("language 4"): asked again, not read as a
  // product called Language for GHS 4.
  if (rest.length === 0 && first && LANGUAGE.includes(first) && second && /^\d+$/.test(second)) {
    return { kind: 'language', choice: null };
  }
  return null;
}

/** A bare language choice ("tw", "Twi", "2"), for the reply to the language question. */
export function parseLanguageChoice(text: string): Language | null {
  return CHOICES[normalizeWords(text)] ?? null;
}

// Words that mark a language (a few of the most frequent, each unlikely in the others). Twi is
// also told by its letters ɛ and ɔ.
const TWI = ['me', 'wo', 'yɛ', 'ɛyɛ', 'hwehwɛ', 'pɛ', 'medaase', 'boɔ', 'sɛn', 'na', 'ne', 'bi'];
const TWI_STRONG = ['medaase', 'ɛyɛ', 'hwehwɛ', 'mepɛ', 'wopɛ', 'ɛhe', 'boɔ', 'sɛn'];
const PIDGIN = [
  'dey',
  'wetin',
  'abeg',
  'una',
  'wan',
  'dis',
  'dat',
  'sabi',
  'chale',
  'fit',
  'no be',
];

/** The language a message seems written in, or null when it does not say (English words
 * alone, a product name, a number): the session's or the account's language then decides. */
export function detectLanguage(text: string): Language | null {
  const words = normalizeWords(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const twi =
    words.filter((w) => TWI_STRONG.includes(w)).length * 2 +
    words.filter((w) => /[ɛɔ]/.test(w)).length +
    words.filter((w) => TWI.includes(w)).length * 0.5;
  const pidgin = words.filter((w) => PIDGIN.includes(w)).length;
  if (twi >= 2 && twi > pidgin) return 'tw';
  if (pidgin >= 1 && pidgin >= twi) return 'pidgin';
  return null;
}

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly string[]).includes(value as string);

export interface BuyerQuery {
  q: string;
  minPricePesewas?: number;
  maxPricePesewas?: number;
  location?: RegistrationLocation;
}

const LOCATION_WORDS: Record<string, RegistrationLocation> = {
  accra: 'accra',
  nkran: 'accra',
  kumasi: 'kumasi',
  kumase: 'kumasi',
  tamale: 'tamale',
  'cape coast': 'cape-coast',
  oguaa: 'cape-coast',
};

/** "1500", "1,500", "1.5k", "GHS 1500", "1500 cedis" → pesewas; null for anything else. */
function amountPesewas(text: string): number | null {
  const m =
    /^(?:gh[s₵c]?|₵)?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)\s*(k)?\s*(?:cedis?|ghs|gh₵|ghc|c)?$/i.exec(
      text.trim(),
    );
  if (!m?.[1]) return null;
  const cedis = Number(m[1].replaceAll(',', '')) * (m[2] ? 1000 : 1);
  const pesewas = Math.round(cedis * 100);
  return pesewas > 0 && pesewas <= MAX_AMOUNT_PESEWAS ? pesewas : null;
}

/** A buyer's words as search filters: the price and place phrases are taken out of the text. */
export function buyerQueryFromText(text: string): BuyerQuery {
  let rest = ` ${text.replace(/\s+/g, ' ').trim()} `;
  const query: BuyerQuery = { q: '' };
  const amount = '((?:gh[s₵c]?\\s*|₵\\s*)?[\\d.,]+\\s*k?(?:\\s*(?:cedis?|ghs|gh₵|ghc))?)';
  const under = new RegExp(
    `\\s(?:under|below|less than|max|not more than|for less than)\\s+${amount}\\s`,
    'i',
  );
  const over = new RegExp(`\\s(?:over|above|more than|from|min)\\s+${amount}\\s`, 'i');
  for (const [pattern, key] of [
    [under, 'maxPricePesewas'],
    [over, 'minPricePesewas'],
  ] as const) {
    const m = pattern.exec(rest);
    const pesewas = m?.[1] ? amountPesewas(m[1]) : null;
    if (m && pesewas !== null) {
      query[key] = pesewas;
      rest = rest.replace(m[0], ' ');
    }
  }
  for (const [word, slug] of Object.entries(LOCATION_WORDS)) {
    const m = new RegExp(`\\s(?:in|at|for|wɔ)\\s+${word}\\s`, 'i').exec(rest);
    if (m) {
      query.location = slug;
      rest = rest.replace(m[0], ' ');
      break;
    }
  }
  // "above 2000 under 1000": a range written backwards is still the range.
  if (
    query.minPricePesewas !== undefined &&
    query.maxPricePesewas !== undefined &&
    query.minPricePesewas > query.maxPricePesewas
  ) {
    [query.minPricePesewas, query.maxPricePesewas] = [query.maxPricePesewas, query.minPricePesewas];
  }
  query.q = withoutAskingWords(rest);
  return query;
}

// How people ask, not what they ask for: "abeg I wan buy kente", "do you have kente?",
// "mepɛ kente". Taken out so the search sees only the product's words (it needs all of them).
const ASKING =
  /^(?:(?:please|pls|plz|abeg|biko|chale|hello|hi|i|me|am|i'm|im|want|wan|wanna|need|looking|look|find|search|searching|for|buy|to|do|you|u|have|get|sell|any|some|a|an|the|mepɛ|mepe|wopɛ|wope|mehwehwɛ|mehwehwe|hwehwɛ|hwehwe|metɔ|meto|mɛtɔ|meeto|ɛhe|na|bi|dey|una|where|is|are|there)\s+)+/iu;

function withoutAskingWords(text: string): string {
  const words = text
    .replace(/[?!]+|[.,](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const rest = `${words} `.replace(ASKING, '').trim();
  // Nothing but asking words ("I want to buy"): keep them, the search answers nothing found.
  return rest || words;
}
