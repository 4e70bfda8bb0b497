// The full-text conditions of a search (decisions 037, 061), as to_tsquery('english', …) texts
// built from the buyer's words. Every word must match; a word of four letters or more also
// matches the dictionary's words that start with it ("goal" finds "Goalkeeper gloves", "wood"
// "Wooden": `wordStarts` in the service finds them); a word that names a kind of goods ("phone",
// "fridge", "ntoma") also matches the products of that kind: the database marks each product
// with its kind ('xkindphone', from product_kind(title): "Tecno Spark 20 Pro" is a phone, a
// phone case is not). Words are letters and digits only, so the texts are always valid tsquery
// syntax.
import {
  KINDS,
  type Kind,
  kindMarker,
  kindOfTitle,
  kindsAsked,
  searchWord,
  tsWords,
} from '@dwa/domain/search-kinds';

/** At most this many words are searched (the rest of a pasted paragraph is ignored). */
const MAX_WORDS = 10;

export interface SearchTerms {
  /** Every word (or its kind) anywhere in the product's text. */
  match: string;
  /** Any one of the words: ranked by it, a product with more of the words (in its own title or
   * description) comes before one with fewer, whatever its shop is called. */
  anyWord: string;
  /** The kinds the buyer's words name; null when none does. Ranked first. */
  kind: string | null;
  /** The products of the request's kind that lack a word, listed after those with every word
   * ("dining chairs": every chair after the dining chairs; "iphone 13": the other phones); null
   * when the kind is all the words say ("chairs") or none is named. */
  extra: string | null;
  /** What the request is, also when only a brand or model says it ("iphone" is a phone): the
   * honest fallback's kind when nothing matches every word. */
  sameKind: { id: string; query: string } | null;
}

/** Units a number is written with, glued ("25kg") or apart ("25 kg"). */
const UNITS =
  'kg|kgs|g|mg|l|ltr|litre|litres|liter|liters|ml|cl|w|kw|v|ah|mah|gb|tb|mb|inch|inches|yard|yards|yds|cm|mm|m|hp|pcs';
const GLUED = new RegExp(`^(\\d+)(${UNITS})$`);

/** The words, a number and its unit as one ("25 kg" → "25kg"): `term` matches it both ways. */
export function wordsOf(text: string): string[] {
  const words = tsWords(text);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (/^\d+$/.test(words[i]!) && next !== undefined && GLUED.test(`${words[i]}${next}`)) {
      joined.push(`${words[i]}${next}`);
      i++;
    } else joined.push(words[i]!);
  }
  return joined.slice(0, MAX_WORDS);
}

/** The words whose starts are looked up: four letters or more, letters only; not numbers and
 * models ("a15", "128gb"), nor a plural of a short word ("fans" is not the start of "fancy"). */
export function prefixWords(text: string): string[] {
  return [
    ...new Set(wordsOf(text).filter((w) => /^\p{L}{4,}$/u.test(w) && searchWord(w).length >= 4)),
  ];
}

/** Dictionary words (title and shop words) that start with a query word, by that word. */
export type WordStarts = ReadonlyMap<string, readonly string[]>;

/** 'goal' → '(goal | goalkeeper)'. Exact words, not 'goal:*': the index intersects exact words
 * as it reads them, where a prefix makes it read every product of every word the prefix starts;
 * measured at 1M products, "honey pure natural 1 litre" took 12 ms exact, 17 ms with each word's
 * starts and 72 ms as prefixes (decision 061). */
function term(word: string, starts: WordStarts): string {
  // A size as sellers write it, glued or apart: "25kg" is the title's "25kg" or "25 kg" (the
  // index reads "25 kg" as two words, "25kg" as one).
  const size = GLUED.exec(word);
  if (size) return `(${word} | ${size[1]} <-> ${size[2]})`;
  // Its plural is the same word to the index's stemming ("phones" is "phone"): not another.
  const longer = (starts.get(word) ?? []).filter(
    (w) => searchWord(w) !== searchWord(word) && /^[\p{L}\p{N}]+$/u.test(w),
  );
  return longer.length > 0 ? `(${[word, ...longer].join(' | ')})` : word;
}

/** 'wax print' → 'wax <-> print' (a phrase). */
function phrase(text: string, starts: WordStarts): string {
  return wordsOf(text)
    .map((w) => term(w, starts))
    .join(' <-> ');
}

const anyOf = (parts: string[]) => {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0]! : `(${unique.join(' | ')})`;
};

export function searchTerms(text: string, starts: WordStarts = new Map()): SearchTerms | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const asked = kindsAsked(words);
  const kinds = asked.flatMap((a) => KINDS.filter((k) => k.id === a.kind));
  // One group per word, or per phrase that names a kind ("phone case"): the words themselves,
  // else the kinds' title words.
  const groups: { words: string; kinds: Kind[] }[] = [];
  for (let i = 0; i < words.length; i++) {
    const named = asked.filter((a) => a.at[0] === i);
    const span = Math.max(1, ...named.map((a) => a.at.length));
    groups.push({
      words: words.slice(i, i + span).join(' '),
      kinds: named.flatMap((a) => KINDS.filter((k) => k.id === a.kind)),
    });
    i += span - 1;
  }
  // A word that names a kind finds that kind, not the words it starts: "mako" (pepper) is no
  // "Makola Provisions", "book" no "Bookworm Ghana".
  const alternatives = (g: (typeof groups)[number]) =>
    anyOf([
      phrase(g.words, g.kinds.length > 0 ? new Map() : starts),
      ...g.kinds.map((k) => kindMarker(k.id)),
    ]);
  const kind = kinds.length > 0 ? anyOf(kinds.map((k) => kindMarker(k.id))) : null;
  const titleKind = kind ? null : kindOfTitle(words.join(' '));
  const sameKind = kinds[0]
    ? { id: kinds[0].id, query: kind! }
    : titleKind
      ? { id: titleKind, query: kindMarker(titleKind) }
      : null;
  return {
    match: groups.map(alternatives).join(' & '),
    anyWord: anyOf(groups.map(alternatives)),
    kind,
    // A kind the words name is all of the match when it is the only word ("chairs"); a kind a
    // brand or model says ("iphone 13": phones) follows what has the words, never before them.
    extra: kind ? (groups.length > 1 ? kind : null) : (sameKind?.query ?? null),
    sameKind,
  };
}
