// Amounts written in words next to a currency: "sidi ahanu" (Twi, 200), "ahanu ne aduonum
// cedis" (250), "two hundred cedis"; or after a word that says a price follows ("na one fifty",
// "going for two twenty": 150 and 220, decision 060 round 5). Written as digits in place, padded
// to the same length, so every position the price finder reports still points into the seller's
// own text.

// Twi counts by adding ("ahanu ne aduonum": 200 and 50); English multiplies by hundred and
// thousand. Keys are folded (ɛ → e, ɔ → o); the pattern accepts both spellings and the "3" typed
// for ɛ.
const VALUES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  du: 10,
  aduonu: 20,
  aduasa: 30,
  aduanan: 40,
  aduonum: 50,
  aduosia: 60,
  aduoson: 70,
  aduowotwe: 80,
  aduokron: 90,
  oha: 100,
  ahanu: 200,
  ahannu: 200,
  ahasa: 300,
  ahanan: 400,
  ahanum: 500,
  ahansia: 600,
  ahanson: 700,
  ahanwotwe: 800,
  ahankron: 900,
  apem: 1000,
};
const MULTIPLIERS: Record<string, number> = { hundred: 100, thousand: 1000 };

const spelled = (key: string) => key.replace(/e/g, '[eɛ3]').replace(/o/g, '[oɔ]');
const WORD = `(?:${[...Object.keys(VALUES), ...Object.keys(MULTIPLIERS)]
  .sort((a, b) => b.length - a.length)
  .map(spelled)
  .join('|')})`;
const PHRASE = `${WORD}(?:[\\s-]+(?:(?:and|ne)\\s+)?${WORD})*`;
const CURRENCY = String.raw`(?:sidi|sedi|cedis?|ghs|ghc|gh\s?[₵¢]|[₵¢])`;
// Words that say a price follows without a currency: "na one fifty", "going for two twenty".
const PRICE_WORD = String.raw`(?:na|price|going\s+for|selling\s+(?:at|for)|last)`;
const NEXT_TO_CURRENCY = new RegExp(
  String.raw`(?<=(?:^|[^\p{L}])${CURRENCY}\.?[ :]{0,3})${PHRASE}(?![\p{L}])|(?<![\p{L}])${PHRASE}(?=\s{0,3}(?:ghana\s+)?(?:cedis?|sidi|sedi|ghc)(?![\p{L}]))`,
  'giu',
);
const AFTER_PRICE_WORD = new RegExp(
  String.raw`(?<=(?:^|[^\p{L}])${PRICE_WORD}:?\s{1,3})${PHRASE}(?![\p{L}])`,
  'giu',
);
/** Without a currency, an amount in words must be worth reading as a price: "na one" is one
 * of something. */
const LEAST_WITHOUT_CURRENCY = 10;

const fold = (word: string) => word.toLowerCase().replace(/[ɛ3]/g, 'e').replace(/ɔ/g, 'o');

const ENGLISH_UNIT = /^(?:one|two|three|four|five|six|seven|eight|nine)$/;
const ENGLISH_TENS =
  /^(?:ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/;

/** The value of "ahanu ne aduonum", "two hundred and fifty"; null when it makes no number. A
 * unit before tens is said hundreds, as Ghanaian trade says prices: "one fifty" is 150, "two
 * twenty five" 225 (never 51 or 47). */
function amountOfWords(phrase: string): number | null {
  const words = phrase.split(/[\s-]+/).map(fold);
  if (words.length >= 2 && ENGLISH_UNIT.test(words[0]!) && ENGLISH_TENS.test(words[1]!)) {
    const rest = words.slice(1).join(' ');
    const tail = rest.includes('hundred') || rest.includes('thousand') ? null : amountOfWords(rest);
    return tail === null ? null : VALUES[words[0]!]! * 100 + tail;
  }
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'and' || word === 'ne') continue;
    const multiplier = MULTIPLIERS[word];
    if (multiplier === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (multiplier) current = (current || 1) * multiplier;
    else current += VALUES[word] ?? Number.NaN;
  }
  const value = total + current;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** `text` with every amount in words beside a currency written as digits, same length. */
export function withAmountWordsAsDigits(text: string): string {
  const asDigits = (least: number) => (phrase: string) => {
    const value = amountOfWords(phrase);
    if (value === null || value < least || String(value).length > phrase.length) return phrase;
    return String(value).padEnd(phrase.length, ' ');
  };
  return text
    .replace(NEXT_TO_CURRENCY, asDigits(1))
    .replace(AFTER_PRICE_WORD, asDigits(LEAST_WITHOUT_CURRENCY));
}
