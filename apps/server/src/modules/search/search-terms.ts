// The full-text conditions of a search (decision 037), as to_tsquery('english', …) texts built
// from the buyer's words. Every word must match; a word that names a kind of goods ("phone",
// "fridge", "ntoma") also matches a title with that kind's names, brands and models ("Tecno
// Spark 20 Pro"). Ranking asks three more questions of each candidate: is its title one of the
// asked kinds (and not an accessory of it), do all the words match in its title, in its title or
// description. A product matching only through its seller's name or town answers no to all.
// Words are letters and digits only, so the texts are always valid tsquery syntax.
import { KINDS, type Kind, kindsAsked } from '@dwa/domain/search-kinds';

/** At most this many words are searched (the rest of a pasted paragraph is ignored). */
const MAX_WORDS = 10;

export interface SearchTerms {
  /** Every word (or its kind) anywhere in the product's text. */
  match: string;
  /** Any one of the words: the nearest results when nothing matches all of them. */
  anyWord: string;
  /** Every word in the title. */
  inTitle: string;
  /** Every word in the title or description. */
  inText: string;
  /** The title is one of the asked kinds; null when no word names a kind. */
  kind: string | null;
}

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** 'wax print' → 'wax:A <-> print:A' (a phrase, each word with the weights given). */
function phrase(text: string, weights: string): string {
  return wordsOf(text)
    .map((w) => `${w}${weights}`)
    .join(' <-> ');
}

const anyOf = (parts: string[]) => {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0]! : `(${unique.join(' | ')})`;
};

/** The kind's own words as a title condition (':A' = in the title). */
function kindTitle(kind: Kind): string[] {
  return [...kind.asked, ...kind.titled].map((p) => phrase(p, ':A'));
}

/** A title is the first kind whose words it has: this kind's condition excludes the kinds before
 * it that it could be taken for, those of its group ("iPhone 13 case" is a case, not a phone)
 * and those sharing a word with it ("engine oil" is not cooking oil). Not every kind before
 * it: a condition with hundreds of words would cost more than the search. */
function kindCondition(kind: Kind): string {
  const own = new Set(kindTitle(kind).flatMap((p) => p.split(/[^\p{L}\p{N}]+/u)));
  const before = KINDS.slice(0, KINDS.indexOf(kind)).filter(
    (k) =>
      k.group === kind.group ||
      kindTitle(k).some((p) => p.split(/[^\p{L}\p{N}]+/u).some((w) => w !== 'A' && own.has(w))),
  );
  const is = anyOf(kindTitle(kind));
  if (before.length === 0) return is;
  return `${is} & !${anyOf(before.flatMap(kindTitle))}`;
}

export function searchTerms(text: string): SearchTerms | null {
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
  const condition = (weights: string) =>
    groups
      .map((g) => anyOf([phrase(g.words, weights), ...g.kinds.flatMap((k) => kindTitle(k))]))
      .join(' & ');
  return {
    match: condition(''),
    anyWord: anyOf(groups.map((g) => anyOf([phrase(g.words, ''), ...g.kinds.flatMap(kindTitle)]))),
    inTitle: condition(':A'),
    inText: condition(':AB'),
    kind: kinds.length > 0 ? anyOf(kinds.map((k) => `(${kindCondition(k)})`)) : null,
  };
}
