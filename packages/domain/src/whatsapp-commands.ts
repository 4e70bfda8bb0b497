// What a WhatsApp message asks the bot for, in the words people use (English, Twi, Pidgin), the
// language it is written in, and the filters a buyer's words carry ("under 1500", "in Kumasi").
// Pure: the bot (apps/server/src/modules/whatsapp-bot) decides what to do with the answer.
import { LANGUAGES, type Language } from './enums.ts';
import { understandSearch } from './search-understanding.ts';

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

/** A buyer's words as search filters: the price and place phrases are taken out of the text,
 * as the web's search does (search-understanding.ts). */
export const buyerQueryFromText = understandSearch;
