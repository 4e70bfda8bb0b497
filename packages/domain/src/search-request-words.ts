// How people ask, not what they ask for: "abeg I wan buy kente", "you get rice?", "Me pɛ kente
// ntoma", "ɛhe na metumi anya gas cylinder", "who dey sell football boots". A search needs every
// word it is given, so a request word left in ("pɛ", "who") makes a request find nothing.
// Phrases are taken out wherever they stand; single words only where a request puts them (at
// the start, or a question's tail at the end), since "get", "find" or "me" inside a request may
// be the product's ("Oppo Find X7"). Decision 061. Pure.

/** A word as matched: lower case, Twi letters folded (ɛ → e, ɔ → o, and "3" written for ɛ inside
 * a word: "mep3"), apostrophes dropped ("I'm" → "im"). */
export function requestWord(word: string): string {
  const w = word
    .toLowerCase()
    .normalize('NFC')
    .replace(/['’‘`]/g, '')
    .replaceAll('ɛ', 'e')
    .replaceAll('ɔ', 'o');
  return /\p{L}/u.test(w) ? w.replaceAll('3', 'e') : w;
}

/** Asking phrases of two words or more, taken out anywhere (folded as `requestWord` does). */
const PHRASES = [
  // English.
  'do you have',
  'do you sell',
  'do you get',
  'do u have',
  'have you got',
  'you got',
  'do you guys have',
  'are you selling',
  'you have',
  'u have',
  'i am looking for',
  'am looking for',
  'im looking for',
  'looking for',
  'searching for',
  'i want to buy',
  'i want buy',
  'i wanna buy',
  'want to buy',
  'i would like',
  'id like',
  'i will like',
  'i want',
  'i need',
  'can i get',
  'can i have',
  'can i buy',
  'where can i get',
  'where can i buy',
  'where can i find',
  'where do i get',
  'where to buy',
  'who sells',
  'who has',
  'anyone selling',
  'any one selling',
  'is there',
  'are there',
  'show me',
  'send me',
  'how much is',
  'how much',
  'in stock',
  'for sale',
  'good morning',
  'good afternoon',
  'good evening',
  // Pidgin.
  'i wan buy',
  'i wan',
  'wan buy',
  'i dey find',
  'i dey look for',
  'i dey look',
  'i dey search',
  'i dey want',
  'dey find',
  'who dey sell',
  'who get',
  'who go get',
  'una get',
  'you get',
  'u get',
  'una dey sell',
  'you dey sell',
  'wey dey',
  'make i see',
  'make you show me',
  'make una show me',
  'i fit get',
  'where i fit get',
  'where i fit buy',
  'where i go get',
  'where dem dey sell',
  'e dey',
  'you get am',
  'my guy',
  // Twi (ɛ/ɔ folded: "me pɛ" is "me pe").
  'me pe',
  'mepe se meto',
  'me pe se me to',
  'mepe se meeto',
  'me pe bi',
  'mepe bi',
  'me hia',
  'me rehwehwe',
  'ehe na metumi anya',
  'ehe na metumi nya',
  'ehe na menya',
  'ehe na meenya',
  'ehe na woton',
  'ehe na',
  'hena na oton',
  'hwan na oton',
  'wo wo',
  'mo wo',
  'metumi anya',
  'metumi nya',
  'ewo ho',
  'wo ho',
  'yesre wo',
  'mesre wo',
]
  .map((p) => p.split(' '))
  .sort((a, b) => b.length - a.length);

/** Single words a request starts with ("abeg", "please", "I", "mepɛ", "hello"). */
const LEADING = new Set(
  [
    'please',
    'pls',
    'plz',
    'kindly',
    'abeg',
    'biko',
    'chale',
    'charlie',
    'hello',
    'hi',
    'hey',
    'morning',
    'boss',
    'oga',
    'bro',
    'sis',
    'madam',
    'maakye',
    'maaha',
    'maadwo',
    'agoo',
    'i',
    'me',
    'am',
    'im',
    'want',
    'wan',
    'wanna',
    'need',
    'looking',
    'look',
    'find',
    'search',
    'searching',
    'for',
    'buy',
    'to',
    'do',
    'you',
    'u',
    'have',
    'get',
    'sell',
    'any',
    'some',
    'a',
    'an',
    'the',
    'who',
    'where',
    'is',
    'are',
    'there',
    'show',
    'can',
    'mepe',
    'wope',
    'pe',
    'mehwehwe',
    'merehwehwe',
    'hwehwe',
    'mehia',
    'meto',
    'meeto',
    'wowo',
    'mowo',
    'ehe',
    'na',
    'bi',
    'dey',
    'una',
  ].map(requestWord),
);

/** Words a request may end with ("…, you get?" is a phrase; "kente anaa?", "rice dey?"). */
const TRAILING = new Set(
  [
    'please',
    'pls',
    'plz',
    'abeg',
    'biko',
    'o',
    'oo',
    'anaa',
    'dey',
    'available',
    'paa',
    'thanks',
  ].map(requestWord),
);

/** Words anywhere that say nothing about which product: a search needs all its words, so
 * "cheap phone" would find only phones whose text says "cheap". */
const FILLER = new Set(
  [
    'cheap',
    'cheapest',
    'affordable',
    'nice',
    'good',
    'best',
    'quality',
    'original',
    'genuine',
    'price',
    'prices',
    'sale',
    'please',
    'pls',
    'abeg',
    'kindly',
    'sɛ',
    'paa',
    'wey',
    'dey',
  ].map(requestWord),
);

/** The product's words of a request: asking phrases, leading and trailing request words and
 * filler out. A request of nothing but asking words ("I want to buy") is kept as it is, so the
 * search answers that nothing matched rather than everything. */
export function withoutRequestWords(text: string): string {
  const words = text
    .replace(/[?!]+|[.,](?!\d)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const folded = words.map(requestWord);
  const keep = words.map(() => true);
  for (const phrase of PHRASES) {
    for (let i = 0; i + phrase.length <= words.length; i++) {
      const at = phrase.map((_, j) => i + j);
      if (at.every((j, n) => keep[j] && folded[j] === phrase[n]))
        for (const j of at) keep[j] = false;
    }
  }
  for (let i = 0; i < words.length && (!keep[i] || LEADING.has(folded[i]!)); i++) keep[i] = false;
  for (let i = words.length - 1; i >= 0 && (!keep[i] || TRAILING.has(folded[i]!)); i--) {
    keep[i] = false;
  }
  const rest = words.filter((_, i) => keep[i] && !FILLER.has(folded[i]!)).join(' ');
  if (rest) return rest;
  // Nothing but asking words: keep them, the search answers nothing found; filler alone
  // ("cheap") searches nothing in particular.
  return words.every((_, i) => FILLER.has(folded[i]!)) ? '' : words.join(' ');
}
