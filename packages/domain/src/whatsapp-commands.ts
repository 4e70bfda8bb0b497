// What a WhatsApp message asks the bot for, in the words people use (English, Twi, Pidgin), and
// the filters a buyer's words carry ("under 1500", "in Kumasi"). The language a message is
// written in is told by whatsapp/message-language.ts.
// Pure: the bot (apps/server/src/contexts/bot/whatsapp-bot) decides what to do with the answer.
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

// ── a rider's commands ───────────────────────────────────────────────────────────────────────

/** What a rider's message asks for. A job is named by the number riders see in `jobs`; `number`
 * (or `code`) is null when the command came without a usable one, so the bot asks for it. */
export type RiderCommand =
  | { kind: 'help' }
  | { kind: 'jobs' }
  | { kind: 'accept'; number: number | null }
  | { kind: 'pickUp'; number: number | null }
  | { kind: 'deliver'; number: number | null; code: string | null }
  | { kind: 'availability'; online: boolean }
  | { kind: 'earnings' };

const RIDER_JOBS = ['jobs', 'job', 'new jobs', 'my jobs', 'show jobs', 'list jobs', 'adwuma'];
const RIDER_ONLINE = ['online', 'go online', 'on'];
const RIDER_OFFLINE = ['offline', 'go offline', 'off'];
const RIDER_EARNINGS = ['earnings', 'earning', 'my earnings', 'balance', 'wallet', 'my money'];
/** The verbs that name a job, longest first so "picked up 12" is not read as "picked" + "up". */
const RIDER_MOVES: [string, 'accept' | 'pickUp' | 'deliver'][] = [
  ['picked up', 'pickUp'],
  ['pick up', 'pickUp'],
  ['pickup', 'pickUp'],
  ['picked', 'pickUp'],
  ['collected', 'pickUp'],
  ['accept', 'accept'],
  ['take', 'accept'],
  ['delivered', 'deliver'],
  ['deliver', 'deliver'],
];
/** Words riders put between the verb and the number ("accept job #12", "delivered 12 code 4821"). */
const FILLERS = new Set(['job', 'no', 'number', 'code', 'with']);
/** Job numbers are an integer column: more digits than this would not fit, and name no job. */
const JOB_NUMBER = /^[1-9]\d{0,8}$/;
const CODE = /^\d{4}$/;

/** The rider command a message is, or null (the bot answers with the rider help). */
export function parseRiderCommand(text: string): RiderCommand | null {
  const words = normalizeWords(text)
    .replace(/[#,.:;()-]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  if (HELP.includes(words)) return { kind: 'help' };
  if (RIDER_JOBS.includes(words)) return { kind: 'jobs' };
  if (RIDER_ONLINE.includes(words)) return { kind: 'availability', online: true };
  if (RIDER_OFFLINE.includes(words)) return { kind: 'availability', online: false };
  if (RIDER_EARNINGS.includes(words)) return { kind: 'earnings' };
  const move = RIDER_MOVES.find(([verb]) => words === verb || words.startsWith(`${verb} `));
  if (!move) return null;
  const [verb, kind] = move;
  const rest = words
    .slice(verb.length)
    .split(' ')
    .filter((w) => w && !FILLERS.has(w));
  const [first, second, ...extra] = rest;
  // Anything else after the verb ("take care", "accept my apology"): not a command.
  if (first !== undefined && !/^\d+$/.test(first)) return null;
  if (extra.length > 0 || (second !== undefined && !/^\d+$/.test(second))) return null;
  const number = first && JOB_NUMBER.test(first) ? Number(first) : null;
  if (kind === 'deliver') {
    return { kind, number, code: second && CODE.test(second) ? second : null };
  }
  if (second !== undefined) return null;
  return { kind, number };
}

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly string[]).includes(value as string);

/** A buyer's words as search filters: the price and place phrases are taken out of the text,
 * as the web's search does (search-understanding.ts). */
export const buyerQueryFromText = understandSearch;
