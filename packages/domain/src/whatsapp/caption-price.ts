// Finds the price in a caption. Every number is read with the words around it and given a
// strength: marked by a currency (GHS 450, 450 cedis, sidi 25, 450c) beats a price word (na 450,
// going for 1.2k, 450 only), which beats a number standing alone (its own line or sentence),
// which beats one ending a clause ("…, 2800"). A number that is part of the product (6 yards,
// 128GB, size 42, A14, a year, a phone number) is never a price. The strongest kind decides;
// when it holds two different amounts, or a range, or another plausible amount stands beside
// it, the caption names no single price and the bot must ask ('range'), offering the likelier
// reading to confirm when there is one (`guess`).
import { MAX_AMOUNT_PESEWAS } from '../money.ts';
import { foldForMatching } from './caption-text.ts';
import { withAmountWordsAsDigits } from './price-number-words.ts';
import {
  BUNDLE_BEFORE,
  C_BEFORE,
  COUNT_OF_CONTAINER,
  CUE_AFTER,
  CUE_BEFORE,
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  FEE_AFTER,
  GLUED_CURRENCY,
  MODEL_LINE,
  NEW_PRICE_AFTER,
  OLD_PRICE_BEFORE,
  OTHER_AMOUNT_BEFORE,
  PER_UNIT,
  PESEWAS_AFTER,
  PREFIX_CURRENCY_THEN_NUMBER,
  PRODUCT_BEFORE,
  RANGE_BETWEEN,
  SCREEN_AFTER_K,
  UNIT_AFTER,
  WHOLESALE_BEFORE,
} from './price-words.ts';

export type PriceProblem = 'none' | 'missing' | 'range' | 'unreadable';
export type Span = { start: number; end: number };
export type PriceFinding = {
  pricePesewas: number | null;
  problem: PriceProblem;
  /** Where the price that was read (or the range) is written, with its words. */
  used: Span[];
  /** Every currency- or cue-marked amount, used or not (delivery fees, old prices): a title
   * never runs into one. */
  marked: Span[];
  /** The price is for one of something ("85 each", "45 per yard"): the description keeps it. */
  perUnit: boolean;
  /** No sure price, but one likely reading the seller can confirm ("Is the price GH₵ 85?"):
   * the first of two prices, the price beside another plausible amount, or a small number
   * after a name that may be a model or the price ("Kente Stole 80"). */
  guess: PriceGuess | null;
};
export type PriceGuess = {
  pesewas: number;
  span: Span;
  /** The number was taken for part of the name (a model number): if it is the price, the
   * title loses it. */
  inTitle: boolean;
};

const CURRENCY = 3;
const CUE = 2;
const ALONE = 1.5;
const CLAUSE_END = 1;

type Reading = Span & {
  /** Where the number itself starts and ends (the span adds its words). */
  numberStart: number;
  numberEnd: number;
  pesewas: number | null;
  strength: number;
  marked: boolean;
  yearLike: boolean;
  /** Glued to letters that are not a currency ("A14", "7am", "5W-40"): never a price or a
   * range end. */
  partOfWord: boolean;
  /** Preceded by "size", "waist", "ages"…: neither a price nor a range end. */
  productBefore: boolean;
  otherAmount: boolean;
  /** "2 bags 320": how many of the thing the amount is for, when a count precedes it. */
  countBefore: number | null;
  /** A currency written just before the number ("GH₵2,350", "sidi 25"). */
  currencyBefore: boolean;
  /** "Kente Stole 80": taken for a model number; `couldBePrice` when it also ends its clause
   * and follows no model line's name ("Tecno Camon 20" is the phone, never GH₵ 20). */
  modelNumber: boolean;
  couldBePrice: boolean;
  /** "85 each", "45 per yard", "each one na 20". */
  perUnit: boolean;
  /** "pack 12", "crate 30": how many a container holds, which no price competes with. */
  countOfContainer: boolean;
  /** "wholesale 40": the price for many, which gives way to any other price. */
  wholesale: boolean;
};

// Ghana numbers: 0XX XXX XXXX or +233 XX XXX XXXX, any spacing.
export const PHONE_NUMBER = /(?<![\d+])(?:\+?233|0)(?:[\s-]?\d){9}(?!\d)/g;

/** The price of `text` (already cleaned). `reply`: the text is an answer to "what is the
 * price?", so a number with words after it ("450 for the two") still counts. */
export function findPrice(text: string, reply = false): PriceFinding {
  const masked = withAmountWordsAsDigits(
    text.replace(PHONE_NUMBER, (phone) => ' '.repeat(phone.length)),
  );
  const readings = readNumbers(masked, reply);
  const ranges = findRanges(masked, readings);
  const inRange = new Set(ranges.flatMap((r) => [r.from, r.to]));
  const anyPriced = readings.filter((r) => r.strength > 0 && !inRange.has(r));
  // "wholesale 40 retail 55", "retail 55, wholesale 40": the price of one is the price; a
  // wholesale price alone is still read.
  const priced = anyPriced.some((r) => !r.wholesale)
    ? anyPriced.filter((r) => !r.wholesale)
    : anyPriced;
  // "Akonnwa baako yɛ 45, 10 yɛ 400", "1 bag 165, 2 bags 320": an offer for several at most
  // their price one by one is no second price; the price of one is the price.
  const singles = priced.filter(
    (r) =>
      !priced.some(
        (one) =>
          one !== r &&
          one.pesewas !== null &&
          r.pesewas !== null &&
          isBulkOffer(r.countBefore, r.pesewas, one.pesewas),
      ),
  );
  const marked = readings.filter((r) => r.marked && !r.partOfWord).map(span);
  const top = Math.max(0, ...singles.map((r) => r.strength), ...ranges.map((r) => r.strength));
  const none = (
    problem: PriceProblem,
    used: Span[] = [],
    guess: PriceGuess | null = null,
  ): PriceFinding => ({
    pricePesewas: null,
    problem,
    used,
    marked: [...marked, ...used],
    perUnit: false,
    guess,
  });
  if (top === 0) return none('missing', [], modelNumberGuess(readings));
  const range = ranges.find((r) => r.strength === top);
  if (range) return none('range', [{ start: range.from.start, end: range.to.end }]);
  const best = singles.filter((r) => r.strength === top);
  const used = best.map(span);
  const amounts = new Set(best.map((r) => r.pesewas));
  if (amounts.has(null)) return none('unreadable', used);
  // Two prices ("Chair GHS 300, table GHS 500"): the first is offered for the seller to confirm.
  if (amounts.size > 1) return none('range', used, amounts.size === 2 ? guessOf(best[0]!) : null);
  const pesewas = best[0]!.pesewas!;
  if (pesewas <= 0 || pesewas > MAX_AMOUNT_PESEWAS) return none('unreadable', used);
  // "Chairs 65 each, tables 350": another amount a buyer could read as the price. Not a bulk
  // offer: "1 bag 165 cedis, 2 bags 320" is the price of two at most twice the price of one.
  const rivals = singles.filter(
    (r) =>
      r.strength < top &&
      r.pesewas !== null &&
      r.pesewas !== pesewas &&
      !r.yearLike &&
      !r.countOfContainer &&
      r.pesewas * 10 >= pesewas &&
      !isBulkOffer(r.countBefore, r.pesewas, pesewas),
  );
  // One other amount: the likelier is offered to confirm; more make a list, to be asked.
  const others = new Set(rivals.map((r) => r.pesewas)).size;
  if (others > 0) return none('range', used, others === 1 ? guessOf(best[0]!) : null);
  return {
    pricePesewas: pesewas,
    problem: 'none',
    used,
    marked: [...marked, ...used],
    perUnit: best.some((r) => r.perUnit),
    guess: null,
  };
}

const span = (r: Span): Span => ({ start: r.start, end: r.end });

/** A reading offered as the price, when its amount is one a shop can ask. */
const guessOf = (r: Reading, inTitle = false): PriceGuess | null =>
  r.pesewas !== null && r.pesewas > 0 && r.pesewas <= MAX_AMOUNT_PESEWAS
    ? { pesewas: r.pesewas, span: span(r), inTitle }
    : null;

/** The last number taken for a model number that ends its clause, as a price to confirm:
 * "Kente Stole 80" may be a stole for GH₵ 80. Never a model line's ("Tecno Camon 20"). */
function modelNumberGuess(readings: Reading[]): PriceGuess | null {
  const candidate = readings.findLast((r) => r.modelNumber && r.couldBePrice);
  return candidate ? guessOf(candidate, true) : null;
}

/** `count` of the thing for `amount`, at a discount of at most half on `count` × `unitPrice`. */
const isBulkOffer = (count: number | null, amount: number, unitPrice: number) =>
  count !== null && count >= 2 && amount <= count * unitPrice && amount * 2 >= count * unitPrice;

/** A caption states its price among its first numbers; past these it is a list or a flood, and
 * the bound keeps the work small whatever is sent. */
const MAX_NUMBERS = 200;

function readNumbers(text: string, reply: boolean): Reading[] {
  const readings: Reading[] = [];
  const numbers = /\d+(?:[.,]\d+)*/g;
  for (
    let match = numbers.exec(text);
    match && readings.length < MAX_NUMBERS;
    match = numbers.exec(text)
  ) {
    let end = match.index + match[0].length;
    // "1 200", "3 200": groups of three after one to three digits. Not after a letter: "boc y3
    // 300" is Twi "y3" (yɛ) and then 300; but after a glued currency, "GHS1 200", they are.
    const afterLetter =
      /\p{L}/u.test(text[match.index - 1] ?? '') &&
      !GLUED_CURRENCY.test(text.slice(Math.max(0, match.index - 6), match.index));
    if (/^\d{1,3}$/.test(match[0]) && !afterLetter) {
      GROUP.lastIndex = end;
      let grouped = false;
      while (GROUP.test(text)) {
        end = GROUP.lastIndex;
        grouped = true;
      }
      // "GHS 1 250.00": the pesewas after the last group belong to it.
      DECIMALS.lastIndex = end;
      if (grouped && DECIMALS.test(text)) end = DECIMALS.lastIndex;
      numbers.lastIndex = end;
    }
    readings.push(readNumber(text, match.index, end, reply));
  }
  return readings;
}

// A group may be glued to a currency ("1 200cedis") but to no other word ("3 200mah").
const GROUP =
  / \d{3}(?![\p{N}]|,\d|\.\d(?!\d{0,1}(?![\p{N}]))|(?!(?:cedis?|gh[sc]?|c)(?![\p{L}]))\p{L})/uy;

const DECIMALS = /\.\d{1,2}(?![\p{N}])/uy;

/** How far around a number its words are read: enough for "delivery within Accra and Tema is
 * GHS 30", and it keeps a caption of a thousand numbers linear. */
const CONTEXT_CHARS = 100;

/** The text of the number's line before `start`, at most CONTEXT_CHARS of it. */
function textBefore(text: string, start: number): string {
  const from = Math.max(0, start - CONTEXT_CHARS);
  const window = text.slice(from, start);
  return window.slice(window.lastIndexOf('\n') + 1);
}

/** The text of the number's line after `end`, at most CONTEXT_CHARS of it. */
function textAfter(text: string, end: number): string {
  const window = text.slice(end, end + CONTEXT_CHARS);
  const lineEnd = window.indexOf('\n');
  return lineEnd < 0 ? window : window.slice(0, lineEnd);
}

function readNumber(text: string, start: number, end: number, reply: boolean): Reading {
  const before = textBefore(text, start);
  let after = textAfter(text, end);
  let digits = text.slice(start, end).replace(/ /g, '');
  const reading: Reading = {
    start,
    end,
    numberStart: start,
    numberEnd: end,
    pesewas: null,
    strength: 0,
    marked: false,
    yearLike: false,
    partOfWord: false,
    productBefore: false,
    otherAmount: false,
    countBefore: null,
    currencyBefore: false,
    modelNumber: false,
    couldBePrice: false,
    perUnit: false,
    countOfContainer: false,
    wholesale: false,
  };

  // Glued on the left: "ghs1300" is a price, "A14", "x2", "5W-40", "8/128", "#1" are not.
  const gluedLetters = /\p{L}+$/u.exec(before)?.[0];
  if (gluedLetters && !/^(?:ghs|ghc|gh|cedis?|sidi)$/i.test(gluedLetters))
    reading.partOfWord = true;
  // A colon glued to a label ("Ref:12", "10:30") keeps the number the label's, unless the label
  // is a price's ("Price:450", "last price:450").
  const gluedColon = /:$/.test(before) && !CUE_BEFORE.test(foldForMatching(before));
  if (/[\p{L}\p{N}]\/$|\p{L}-$|#$|\d[:/]$|\+$/u.test(before) || gluedColon)
    reading.partOfWord = true;
  // Glued on the right: "1.2k", "450c", "70gh", "250cedis" keep it a price; "64gb", "7am" don't.
  let thousands = false;
  let unit: 'cedis' | 'pesewas' = 'cedis';
  let currency = false;
  const gluedAfter = /^\p{L}+/u.exec(after)?.[0];
  if (gluedAfter && /^k$/i.test(gluedAfter)) {
    thousands = true;
    reading.end += 1;
    after = after.slice(1);
    if (SCREEN_AFTER_K.test(after)) reading.partOfWord = true;
    // "1k5" is 1.5k, and "3,5k" 3.5k: a comma before one or two digits groups nothing. A comma
    // or full stop ending the clause after the tail ("2k5, neat") leaves it the tail.
    const tail = /^\d{1,3}(?![\p{L}\p{N}]|[.,]\d)/u.exec(after)?.[0];
    if (tail && /^\d+$/.test(digits)) {
      digits = `${digits}.${tail}`;
      reading.end += tail.length;
      after = after.slice(tail.length);
    }
    digits = digits.replace(/^(\d{1,3}),(\d{1,2})$/, '$1.$2');
  } else if (gluedAfter && /^p$/i.test(gluedAfter)) {
    // handled below as pesewas
  } else if (gluedAfter && !/^(?:c|gh|ghs|ghc|cedis?|sidi)$/i.test(gluedAfter)) {
    reading.partOfWord = true;
  } else if (gluedAfter === 'C' && digits.length <= 2 && /\p{Lu}\p{L}*\s+$/u.test(before)) {
    // "Redmi 13C", "iPhone 5C": a model's letter, not cedis.
    reading.partOfWord = true;
  }
  if (/^(?:%|\/\d|:\d|'s|-\p{L}|\.\d)/u.test(after)) reading.partOfWord = true;
  const currencyAfter = currencyOfThisNumber(CURRENCY_AFTER.exec(after), after);
  const pesewasAfter = currencyAfter ? null : PESEWAS_AFTER.exec(after);
  if (currencyAfter || pesewasAfter) {
    const words = (currencyAfter ?? pesewasAfter)![1]!;
    currency = true;
    if (pesewasAfter) unit = 'pesewas';
    reading.end += words.length;
    after = after.slice(words.length);
  }
  // "50 cedis 2 for 90": "cedis" is written after its amount, so it is the 50's, not the 2's.
  const currencyBefore =
    ownCurrencyBefore(CURRENCY_BEFORE.exec(before)?.[1], before) ?? C_BEFORE.exec(before)?.[1];
  let plain = before;
  if (currencyBefore) {
    currency = true;
    reading.currencyBefore = true;
    reading.start -= currencyBefore.length;
    plain = before.slice(0, -currencyBefore.length);
  }
  const folded = foldForMatching(plain);
  // "2 for 100", "3 pairs for 250": the price of a bundle, kept with its count. Not "na 80 for
  // 1 bowl" (a count of the thing follows) nor "Tecno Camon 20 for 2,300" (the model's number).
  const bundle = bundleBefore(folded, after, currency);
  const cueBefore = bundle ?? CUE_BEFORE.exec(folded)?.[1];
  if (cueBefore) reading.start -= cueBefore.length;
  const cueAfter = CUE_AFTER.exec(after)?.[1];
  if (cueAfter) {
    reading.end += cueAfter.length;
    after = after.slice(cueAfter.length);
  }
  reading.perUnit =
    PER_UNIT.test(cueAfter ?? '') || PER_UNIT.test(cueBefore ?? '') || bundle !== undefined;

  // A minus sign on the number ("-450", "GHS -450", "−450") is no price a shop can ask: read
  // as unreadable, so the bot asks. A dash between a word or currency and the amount ("Smock -
  // 450", "GHS-450") or between two amounts ("500-700") is a separator, not a sign.
  const negative = /(?:^|\s)-$|\u2212$/u.test(before);
  reading.pesewas = negative ? null : amountOf(digits, thousands, unit);
  const count = /(?:^|[^\p{L}\p{N}.,])(\d{1,3})\s+\p{L}+\s*$/u.exec(plain)?.[1];
  const twiCount = TWI_COUNT_BEFORE.exec(folded)?.[1];
  if (count) reading.countBefore = Number(count);
  else if (twiCount) reading.countBefore = TWI_COUNTS[twiCount] ?? null;
  reading.yearLike = !thousands && /^(?:19[5-9]\d|20[0-3]\d)$/.test(digits);
  // "no 1.4k", "series 2,650": a size, number or series is never written in thousands.
  const inThousands = thousands || digits.includes(',');
  reading.productBefore = !currencyBefore && !inThousands && PRODUCT_BEFORE.test(folded);
  reading.countOfContainer = COUNT_OF_CONTAINER.test(folded);
  const wholesale = WHOLESALE_BEFORE.exec(before)?.[1];
  if (wholesale) {
    // Marked with its word, so a title never runs into it ("Gari: wholesale 20 retail 25").
    reading.wholesale = true;
    reading.start = Math.min(reading.start, start - wholesale.length);
  }
  const cue = Boolean(cueBefore || cueAfter || thousands);
  reading.marked = currency || cue || reading.wholesale;
  if (reading.partOfWord || (!currency && isBundleCount(digits, after))) return reading;
  // "from 200 down to 150", "was 300 now 250", "60 nanso seesei 50": the old price, no rival.
  if (NEW_PRICE_AFTER.test(after)) {
    reading.otherAmount = true;
    reading.marked = true;
    return reading;
  }
  if (currency) {
    reading.otherAmount =
      OTHER_AMOUNT_BEFORE.test(foldForMatching(before)) || FEE_AFTER.test(after);
    reading.strength = reading.otherAmount ? 0 : CURRENCY;
    return reading;
  }
  if (reading.productBefore || UNIT_AFTER.test(after)) return reading;
  if (cue) {
    reading.otherAmount = OTHER_AMOUNT_BEFORE.test(folded);
    reading.strength = reading.otherAmount ? 0 : CUE;
    return reading;
  }
  if (reading.yearLike && !isAlone(plain, after)) return reading;
  if (OLD_PRICE_BEFORE.test(folded)) return reading;
  // "Wall clock na 70 plus delivery 20": a fee without a currency is still the fee.
  if (!reply && (OTHER_AMOUNT_BEFORE.test(folded) || FEE_AFTER.test(after))) {
    reading.otherAmount = true;
    reading.marked = true;
    return reading;
  }
  const model = modelNumberKind(plain, digits);
  if (model) {
    reading.modelNumber = true;
    // After a model line's name ("Tecno Camon 20") the number is the phone's, so it is never
    // offered as the price; after any other name ("Kente Stole 80") it may be either.
    reading.couldBePrice = model === 'name' && (isAlone(plain, after) || endsClause(after));
    return reading;
  }
  if (isAlone(plain, after)) reading.strength = ALONE;
  else if (endsClause(after)) reading.strength = CLAUSE_END;
  else if (reply && !OTHER_AMOUNT_BEFORE.test(folded)) reading.strength = CLAUSE_END;
  return reading;
}

/** Twi counts written in words before "yɛ" and a bulk price: "du yɛ 45" (ten are 45). */
const TWI_COUNTS: Record<string, number> = {
  abien: 2,
  mmienu: 2,
  abiesa: 3,
  mmiensa: 3,
  anan: 4,
  anum: 5,
  asia: 6,
  ason: 7,
  awotwe: 8,
  akron: 9,
  du: 10,
};
const TWI_COUNT_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])(${Object.keys(TWI_COUNTS).join('|')})\s+(?:\p{L}+\s+)?ye\s*$`,
  'u',
);

/** The words making the number a bundle's price ("2 for "), unless a word follows the number
 * ("80 for 1 bowl": the count of what the 80 buys) or the count is a model line's number. */
function bundleBefore(folded: string, after: string, currency: boolean): string | undefined {
  const bundle = BUNDLE_BEFORE.exec(folded)?.[1];
  if (!bundle) return undefined;
  if (!currency && /^\s+\p{L}/u.test(after) && !CUE_AFTER.test(after)) return undefined;
  const count = /\d+/.exec(bundle)?.[0] ?? '';
  const beforeCount = folded.slice(0, folded.length - bundle.length + bundle.indexOf(count));
  return modelNumberKind(beforeCount, count) === 'line' ? undefined : bundle;
}

/** "na 5 yɛ 110", "3 for 100": the count a bundle's price is for, not a price itself. */
function isBundleCount(digits: string, after: string): boolean {
  if (!/^\d{1,2}$/.test(digits)) return false;
  const next = BUNDLE_PRICE_AFTER.exec(after)?.[1];
  return next !== undefined && Number(next.replace(/,/g, '')) > Number(digits);
}

const BUNDLE_PRICE_AFTER =
  /^\s+(?:\p{L}+\s+)?(?:for|yɛ|ye|y3)\s+(?:(?:gh\s?[₵¢]|ghs|ghc|gh|[₵¢]|sidi)\s*)?(\d[\d,]*)/iu;

/** The currency after a number, unless it is one written before amounts ("GHS", "GH₵",
 * "sidi") with another number right after it: in "kwadu kuruwa 20 GHS 60" and "size 38-41 GH₵
 * 85" it is the price's, not the count's or the size's. */
function currencyOfThisNumber(found: RegExpExecArray | null, after: string) {
  return found && !PREFIX_CURRENCY_THEN_NUMBER.test(after) ? found : null;
}

/** The currency before a number, unless it is "cedis" ending the amount before it. */
const ownCurrencyBefore = (words: string | undefined, before: string) =>
  words && /cedi/iu.test(words) && /\d\s*$/.test(before.slice(0, -words.length))
    ? undefined
    : words;

/** "1,200", "45.50", "1 200", "1.2k" → pesewas; "1.2.3", "4,50.00", "1.200" → null. */
function amountOf(digits: string, thousands: boolean, unit: 'cedis' | 'pesewas'): number | null {
  const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(digits);
  const plain = /^\d+(?:\.\d{1,2})?$/.test(digits);
  const kilo = thousands && /^\d+(?:\.\d{1,3})?$/.test(digits);
  if (!grouped && !plain && !kilo) return null;
  const [whole = '0', fraction = ''] = digits.replace(/,/g, '').split('.');
  if (unit === 'pesewas') return fraction ? null : Number(whole);
  const pesewas = thousands
    ? (Number(whole) * 1000 + Number(fraction.padEnd(3, '0'))) * 100
    : Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(pesewas) ? pesewas : MAX_AMOUNT_PESEWAS + 1;
}

const STRIP = /[\s\p{P}\p{S}\p{Extended_Pictographic}]|\ufe0f|\u200d/gu;

/** Nothing but punctuation and emoji between the number and its line's or sentence's ends. */
function isAlone(before: string, after: string): boolean {
  const sentenceStart = before.split(/[.!?]\s|[.!?]{2,}/).pop() ?? '';
  return sentenceStart.replace(STRIP, '') === '' && endsClause(after);
}

/** No word follows the number before the clause ends (a comma, sentence end, dash, line end,
 * or "and" starting another sentence: "650 and we go fix am for you"). */
function endsClause(after: string): boolean {
  const clause = after.split(CLAUSE_BREAK)[0] ?? '';
  return !/[\p{L}\p{N}]/u.test(clause);
}

// A clause also ends where the contact, the delivery or a Pidgin sentence starts: "350 call
// 0244…", "350 and delivery 30", "250 delivery dey", "250 we fit deliver", "250 you go carry am";
// and where what the price depends on is said ("120-150 depending on size").
const CLAUSE_BREAK =
  /[,;!?]|\.(?:\s|$)|\s[-–—]\s|\s(?:and|but|plus|so)\s+(?=(?:we|i|you|u|e|dem|it|they|una|delivery)\s)|\s(?=(?:call|dm|whatsapp|inbox|text|delivery|depending|depends?)(?:\s|\/|$))|\s(?=(?:we|you|u|e|una)\s+(?:fit|go|dey|be|don|get)\s)/iu;

/** "Redmi Note 12", "Nike Air Force 1": a small number after a capitalised name mid-clause.
 * 'line' after a model line's name (sure), 'name' after another capitalised word (likely). */
function modelNumberKind(before: string, digits: string): 'line' | 'name' | null {
  const clause = before.split(/[,;:.!?(]/).pop() ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean);
  const last = words[words.length - 1];
  if (last === undefined) return null;
  // "Camon 20", "Latitude 7490": after a model line's name, any number up to four digits.
  if (MODEL_LINE.test(last)) return digits.length <= 4 ? 'line' : null;
  if (digits.length > 2 || words.length < 2) return null;
  // In a shouted line ("SUGAR BREAD 25") capitals say nothing of a name.
  const capital = /\p{Ll}/u.test(clause) ? /^\p{Lu}/u : /^\p{Lu}\p{Ll}/u;
  return capital.test(last) || /^\p{L}+\d/u.test(last) ? 'name' : null;
}

type Range = { from: Reading; to: Reading; strength: number };

/** Two amounts joined by "-", "to", "kɔsi", "and": "500-700", "GHS 250 - 400", "sidi 150 kɔsi
 * 170", "from 1,500 to 4,000". Not sizes ("size 40-45"), years ("2015-2024"), times ("7am-11am")
 * or spans of days ("2-3 days"). */
function findRanges(text: string, readings: Reading[]): Range[] {
  const ranges: Range[] = [];
  for (const [i, from] of readings.entries()) {
    const to = readings[i + 1];
    if (!to || from.partOfWord || to.partOfWord || from.otherAmount) continue;
    const between = text.slice(from.numberEnd, to.numberStart);
    if (!RANGE_BETWEEN.test(between)) continue;
    if (between.includes('\n')) continue;
    if (from.yearLike && to.yearLike) continue;
    // "size 38 kɔsi 44", "waist 30-38": the second end is as much a size as the first.
    if (from.productBefore) {
      if (!to.marked) {
        to.productBefore = true;
        to.strength = 0;
      }
      continue;
    }
    // "Tecno Camon 20 - GH₵2,350": a dash, then the price with its own currency, after a
    // number with none: the dash parts the name from the price. (Were the first a price too,
    // "500 - GHS 700", it stays a rival and the caption is still refused as a range.)
    if (to.currencyBefore && !from.marked && /^\s*[-–—~]/.test(between)) continue;
    // "JBL Flip 5 — 650 last price": a spaced dash after a model's number parts it too.
    if (from.modelNumber && /^\s+[-–—]\s/.test(between)) continue;
    // "GHS 450 — 3 blades": a range runs upwards; a smaller second number is something else.
    if (from.pesewas !== null && to.pesewas !== null && to.pesewas <= from.pesewas) continue;
    if (UNIT_AFTER.test(textAfter(text, to.numberEnd))) continue;
    const strength = Math.max(
      from.marked || to.marked
        ? from.strength === CURRENCY || to.strength === CURRENCY
          ? CURRENCY
          : CUE
        : 0,
      to.strength,
      rangeAlone(text, from, to),
    );
    if (strength > 0) ranges.push({ from, to, strength });
  }
  return ranges;
}

/** A bare "500-700" counts like a bare price: alone in its sentence, or ending a clause. */
function rangeAlone(text: string, from: Reading, to: Reading): number {
  const before = textBefore(text, from.start);
  const after = textAfter(text, to.numberEnd);
  if (isAlone(before, after)) return ALONE;
  return endsClause(after) ? CLAUSE_END : 0;
}
