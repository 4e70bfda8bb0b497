// Buy safely by message (decision 066): what a buyer's answer to a search means ("buy 2", "tɔ 2",
// a bare "2"), the place they give for delivery ("Kumasi, Adum near the post office") or pickup,
// and a seller's order commands ("accept 12 Adum, by the lorry station", "decline 12 sold out")
// and the reply buttons' ids. Pure: the bot decides what to do with the answer.
import { SERVICE_ZONES, type ServiceZone } from '../enums.ts';
import { ORDER_PLACE_MAX, ORDER_REASON_MAX } from '../orders.ts';
import { normalizeWords } from '../whatsapp-commands.ts';

/** A search answer lists at most this many results, so "buy 6" names none. */
export const BUYABLE_RESULTS = 5;

/** "buy" in the three languages, and the ways people put it before a result's number. */
const BUY_VERBS = [
  'i want to buy',
  'i wan buy',
  'i go buy',
  'i will buy',
  'me pɛ sɛ metɔ',
  'metɔ',
  'me tɔ',
  'buy',
  'tɔ',
  'order',
];
const BUY_FILLERS = new Set(['no', 'number', 'result', 'item', 'the', 'one', 'safely']);

/** The result a buyer's message asks to buy, or null when it is no such answer. */
export function parseBuyCommand(text: string): { result: number } | null {
  const words = normalizeWords(text.replace(/[#.:,]/g, ' '));
  const verb = BUY_VERBS.find((v) => words === v || words.startsWith(`${v} `));
  const rest = (verb ? words.slice(verb.length) : words)
    .split(' ')
    .filter((w) => w && !BUY_FILLERS.has(w));
  if (rest.length !== 1 || !/^[1-9]$/.test(rest[0]!)) return null;
  const result = Number(rest[0]);
  return result <= BUYABLE_RESULTS ? { result } : null;
}

/** Words that name each delivery zone in a place ("Adum, Kumasi"; "Cape Coast"; "Accra"). */
const ZONE_WORDS: Record<ServiceZone, string[]> = {
  'accra-central': ['accra', 'nkran'],
  tema: ['tema'],
  kumasi: ['kumasi', 'kumase'],
  takoradi: ['takoradi', 'takoradi-sekondi', 'sekondi', 'taadi'],
  'cape-coast': ['cape coast', 'oguaa'],
  tamale: ['tamale'],
};
const PICKUP = [
  'pickup',
  'pick up',
  'i will pick up',
  'i will pick it up',
  'i go pick am',
  'i go come take am',
  'collect',
  'i will collect',
  'mɛba abɛfa',
  'me bɛba abɛfa',
  'mɛfa',
];
const CANCEL = ['cancel', 'stop', 'no', 'gyae', 'leave am', 'i no want again'];
/** Where a landmark starts in a place ("… near the post office", "… opposite Melcom"). */
const LANDMARK = /\s*,?\s+\b(near|opposite|close to|behind|beside|after|before|bɛn)\b\s+/i;

export type OrderPlaceAnswer =
  | { kind: 'pickup' }
  | { kind: 'cancel' }
  | {
      kind: 'delivery';
      zone: ServiceZone;
      dropoffLocation: string;
      dropoffLandmark: string | null;
    }
  /** A place in no zone Dwa's riders serve (or none named): the bot asks again. */
  | { kind: 'noZone' };

/** What a buyer's answer to "where should it go?" says. */
export function parseOrderPlace(text: string): OrderPlaceAnswer {
  const words = normalizeWords(text);
  if (PICKUP.includes(words)) return { kind: 'pickup' };
  if (CANCEL.includes(words)) return { kind: 'cancel' };
  const spaced = ` ${words.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const zone = SERVICE_ZONES.find((z) => ZONE_WORDS[z].some((w) => spaced.includes(` ${w} `)));
  const place = text.replace(/\s+/g, ' ').trim();
  if (!zone || place.length < 2) return { kind: 'noZone' };
  const cut = LANDMARK.exec(place);
  const location = (cut ? place.slice(0, cut.index) : place).slice(0, ORDER_PLACE_MAX).trim();
  const landmark = cut
    ? place
        .slice(cut.index)
        .replace(/^\s*,?\s*/, '')
        .trim()
    : '';
  return {
    kind: 'delivery',
    zone,
    dropoffLocation: location.length >= 2 ? location : place.slice(0, ORDER_PLACE_MAX),
    dropoffLandmark: landmark ? landmark.slice(0, ORDER_PLACE_MAX) : null,
  };
}

export type SellerOrderCommand =
  /** `place`: where a Dwa rider collects it (a delivery order needs one). */
  | { kind: 'accept'; number: number; place: string | null }
  | { kind: 'decline'; number: number; reason: string | null };

// Not "ok": "ok 12 pieces left" is a seller talking, and would accept order 12 with a pickup.
const ACCEPT_VERBS = ['accept', 'gye', 'i accept'];
const DECLINE_VERBS = ['decline', 'refuse', 'reject', 'po', 'mempɛ'];
const ORDER_NUMBER = /^#?([1-9]\d{0,8})$/;

/** A seller's order command: the verb, the order's number ("order 12", "#12"), then the rest. */
export function parseSellerOrderCommand(text: string): SellerOrderCommand | null {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const lower = trimmed.toLowerCase();
  const verbs = [...ACCEPT_VERBS, ...DECLINE_VERBS].sort((a, b) => b.length - a.length);
  const verb = verbs.find((v) => lower.startsWith(`${v} `));
  if (!verb) return null;
  let rest = trimmed.slice(verb.length).trim();
  rest = rest.replace(/^order\s+/i, '');
  const [first = '', ...others] = rest.split(' ');
  const number = ORDER_NUMBER.exec(first.replace(/[,.:]$/, ''));
  if (!number) return null;
  const tail = others
    .join(' ')
    .replace(/^[,.:-]\s*/, '')
    .trim();
  const n = Number(number[1]);
  if (ACCEPT_VERBS.includes(verb)) {
    return { kind: 'accept', number: n, place: tail ? tail.slice(0, ORDER_PLACE_MAX) : null };
  }
  return { kind: 'decline', number: n, reason: tail ? tail.slice(0, ORDER_REASON_MAX) : null };
}

/** The reply buttons under a new order's message: ids that name the step and the order. */
export const orderButtonId = (action: 'accept' | 'decline', number: number) =>
  `order-${action}:${number}`;

export function parseOrderButton(
  id: string,
): { action: 'accept' | 'decline'; number: number } | null {
  const match = /^order-(accept|decline):([1-9]\d{0,8})$/.exec(id);
  return match ? { action: match[1] as 'accept' | 'decline', number: Number(match[2]) } : null;
}
