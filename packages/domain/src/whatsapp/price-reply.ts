// When the bot has asked "How much is <title>?", is the answer a price for it, or has the
// seller moved on to another product with its own price ("Bag GHS 50")? Only the second kind
// is taken as a new caption: it must say a currency, give one price, and name something with
// words that are neither talk around a price ("okay", "make it", "last price") nor words of the
// product asked about. Anything in doubt stays a price reply (the summary shows the result and
// the seller can still Cancel).
import { parseCaption } from './caption-parser.ts';
import { foldForMatching } from './caption-text.ts';

const CURRENCY = /(?:^|[^\p{L}])(?:gh[s₵c]?|cedis?|sidi)(?!\p{L})|₵/iu;

// Words people put around a price in English, Pidgin and Twi (folded: ɛ → e, ɔ → o).
const PRICE_TALK = new Set(
  `ok okay okey oya k it its it's is be make the price prices na then so fine sell selling sold
  for at e dey boo ye no only last final just pls please plz abeg chale bro sis madam boss sir
  yes yeah sure alright eye ne wo sika cost costs going give me you i will am dat that one this
  dis de den a an per each now nego negotiable slightly small discount kakra pe ara nko ho
  wei wey`.split(/\s+/),
);

const wordsOf = (text: string) =>
  foldForMatching(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w.length >= 2 && !/^\d+$/.test(w));

export function namesAnotherProduct(reply: string, askedTitle: string): boolean {
  if (!CURRENCY.test(reply)) return false;
  const parsed = parseCaption(reply);
  if (!parsed.title || parsed.priceProblem !== 'none') return false;
  const named = wordsOf(parsed.title).filter((w) => !PRICE_TALK.has(w));
  if (named.length === 0) return false;
  const asked = new Set(wordsOf(askedTitle));
  return !named.some((w) => asked.has(w));
}
