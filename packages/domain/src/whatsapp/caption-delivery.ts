// Whether a caption offers delivery, and where to: "Delivery to Ejisu and Adum", "we deliver
// nationwide", "Delivery GHS 5 within Madina", "we dey deliver go Tema", "delivery wɔ Kasoa".
// The places become the product's delivery areas when it is published; "no delivery" and
// "pickup only" offer none. A fee written with it ("Delivery GHS 5", "20gh delivery fee", "free
// delivery") becomes the product's delivery cost (decision 060, addendum 4).
import { parseCedisToPesewas } from '../money.ts';

export interface CaptionDelivery {
  available: boolean;
  /** The places named, as written (first letter capitalised), at most MAX_AREAS. */
  areas: string[];
  /** The delivery fee in pesewas (0 for "free delivery"), or null when none is written. */
  feePesewas: number | null;
}

export const MAX_AREAS = 10;
const MAX_AREA_CHARS = 40;

const NONE: CaptionDelivery = { available: false, areas: [], feePesewas: null };

const REFUSED =
  /(?:^|[^\p{L}])(?:no\s+deliver(?:y|ies)|deliver(?:y|ies)\s+(?:is\s+)?not\s+available|(?:pick\s*-?\s*up|pickup)\s+only|we\s+(?:do\s+not|don'?t|no\s+dey)\s+deliver)(?![\p{L}])/iu;

// The offer, then (after a fee such as "GHS 5" or "is free") the word that leads to the places.
const OFFER = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${[
    String.raw`(?:free\s+)?deliver(?:y|ies)(?:\s+(?:is\s+)?(?:available|possible|free|fee|charge|dey|service|services))*`,
    String.raw`(?:we|i)\s+(?:(?:can|do|dey|fit|will|also)\s+)*deliver(?:ing)?`,
    'delivering',
  ].join('|')})(?![\p{L}])`,
  'giu',
);
const FEE =
  /^\s*[:=-]?\s*(?:(?:is|na|be|for)\s+)?(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢]|cedis)?\s*\d[\d.,]*\s*(?:cedis|ghs|ghc|gh)?/iu;
const LEADS_TO_PLACES =
  /^\s*(?::\s*|(?:(?:to|within|in|around|across|at|for|go|go\s+reach|w[ɔo]|only\s+(?:to|in|within))\s+))/iu;
const EVERYWHERE =
  /^\s*(?:to\s+|in\s+)?(?:nationwide|everywhere|anywhere|all\s+over|all\s+regions|across\s+(?:the\s+)?country|nationally)/iu;

// Where the places end: the sentence or line, a price or a number, or the talk after them.
const PLACES_END =
  /[.!?\n;()]|\s(?:for|at|is|within|from|on|daily|only|free|gh[s₵¢c]?|cedis|call|dm)\b|\d/iu;
const JOINS = /\s*(?:,|&|\/|\+|\band\b|\bor\b|\bne\b)\s*/iu;
// What a part starting with these names: no place ("your doorstep", "the whole of Accra").
const NOT_A_PLACE =
  /^(?:your|you|my|our|the|any|all|every|doorstep|door|home|house|office|location|request|extra|small|fee|charge|free|available|us|me|am|una|wo|me\s+fie)(?![\p{L}])/iu;

export function deliveryOf(text: string): CaptionDelivery {
  if (REFUSED.test(text)) return NONE;
  let available = false;
  const areas: string[] = [];
  let feePesewas: number | null = null;
  for (const offer of text.matchAll(OFFER)) {
    available = true;
    let rest = text.slice(offer.index + offer[0].length, offer.index + offer[0].length + 200);
    const fee = FEE.exec(rest)?.[0] ?? '';
    rest = rest.slice(fee.length);
    // "Delivery 2-3 days" is how long, not how much.
    feePesewas ??= FREE.test(offer[0]) ? 0 : TIME_AFTER.test(rest) ? null : amountIn(fee);
    if (EVERYWHERE.test(rest)) continue;
    const lead = LEADS_TO_PLACES.exec(rest);
    if (!lead) continue;
    rest = rest.slice(lead[0].length);
    const end = PLACES_END.exec(rest);
    for (const part of rest.slice(0, end ? end.index : rest.length).split(JOINS)) {
      const area = placeOf(part);
      if (area && !areas.some((a) => a.toLowerCase() === area.toLowerCase())) areas.push(area);
    }
    // "Delivery within Accra is 20 cedis", "delivery to Tema for GHS 15".
    const after = end ? rest.slice(end.index) : '';
    const feeAfter = FEE_AFTER_PLACES.exec(after)?.[0];
    if (feeAfter && !TIME_AFTER.test(after.slice(feeAfter.length))) {
      feePesewas ??= amountIn(feeAfter);
    }
  }
  return { available, areas: areas.slice(0, MAX_AREAS), feePesewas: feePesewas ?? feeBefore(text) };
}

const FREE = /free/iu;
// After the places, a linking word then the amount; without one ("Delivery to Adum 250") the
// number may be the price.
const FEE_AFTER_PLACES =
  /^\s+(?:is|for|at|costs?|=)\s*(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢])?\s*\d+(?:[.,]\d+)*\s*(?:cedis?|ghs|ghc|gh)?(?![\p{L}\p{N}])/iu;
const TIME_AFTER =
  /^\s*(?:(?:-|–|to)\s*\d+\s*)?(?:days?|hrs?|hours?|weeks?|mins?|minutes?|working|business)(?![\p{L}])/iu;
// "20gh delivery fee", "GHS 15 for delivery", "10 cedis delivery charge": the amount before
// the words. Not "Shoes 300 delivery to Tema": without "fee" or "for", 300 is the price.
const FEE_BEFORE =
  /(?:^|[^\p{L}\p{N}.,])((?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢])?\s*\d+(?:[.,]\d+)*\s*(?:cedis?|ghs|ghc|gh)?)\s*(?:(?:for|as)\s+(?:the\s+)?deliver(?:y|ies)(?:\s+(?:fee|charge|cost)s?)?|deliver(?:y|ies)\s+(?:fee|charge|cost)s?)(?![\p{L}])(?!\s*[:=-]?\s*(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢])?\s*\d)/iu;

function feeBefore(text: string): number | null {
  const found = FEE_BEFORE.exec(text);
  return found ? amountIn(found[1]!) : null;
}

/** The amount in a fee's words ("GHS 5", ": 20 cedis", "1,000gh"), in pesewas, or null. */
function amountIn(words: string): number | null {
  const digits = /\d[\d.,]*/u.exec(words)?.[0].replace(/[.,]$/u, '');
  if (!digits) return null;
  // "1,000" is a thousand; "2.50" is two cedis fifty.
  const pesewas = parseCedisToPesewas(digits.replace(/,(?=\d{3}(?:\D|$))/gu, ''));
  return pesewas !== null && pesewas > 0 ? pesewas : null;
}

/** A place name of one to three words, or null. */
function placeOf(part: string): string | null {
  const place = part
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—:,.]+|[\s\-–—:,.]+$/g, '')
    .replace(/\s+(?:areas?|environs|and\s+environs|too|as\s+well|also|only)$/iu, '');
  if (!/^\p{L}/u.test(place) || NOT_A_PLACE.test(place)) return null;
  if (place.split(' ').length > 3 || place.length > MAX_AREA_CHARS) return null;
  return place[0]!.toUpperCase() + place.slice(1);
}
