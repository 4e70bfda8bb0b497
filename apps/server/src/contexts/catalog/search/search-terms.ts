// The full-text conditions of a search (decision 037), as to_tsquery('english', …) texts built
// from the buyer's words. Every word must match; a word that names a kind of goods ("phone",
// "fridge", "ntoma") also matches the products of that kind: the database marks each product
// with its kind ('xkindphone', from product_kind(title): "Tecno Spark 20 Pro" is a phone, a
// phone case is not). Ranking asks one more question of each candidate: is it one of the asked
// kinds (then a weighted rank: title above description above seller name). Words are letters
// and digits only, so the texts are always valid tsquery syntax.
import { KINDS, type Kind, kindMarker, kindsAsked, tsWords } from '@dwa/domain/search-kinds';

/** At most this many words are searched (the rest of a pasted paragraph is ignored). */
const MAX_WORDS = 10;

export interface SearchTerms {
  /** Every word (or its kind) anywhere in the product's text. */
  match: string;
  /** Any one of the words: the nearest results when nothing matches all of them. */
  anyWord: string;
  /** The title is one of the asked kinds; null when no word names a kind. */
  kind: string | null;
}

export function wordsOf(text: string): string[] {
  return tsWords(text).slice(0, MAX_WORDS);
}

/** 'wax print' → 'wax <-> print' (a phrase). */
function phrase(text: string): string {
  return wordsOf(text).join(' <-> ');
}

const anyOf = (parts: string[]) => {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0]! : `(${unique.join(' | ')})`;
};

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
  const alternatives = (g: (typeof groups)[number]) =>
    anyOf([phrase(g.words), ...g.kinds.map((k) => kindMarker(k.id))]);
  return {
    match: groups.map(alternatives).join(' & '),
    anyWord: anyOf(groups.map(alternatives)),
    kind: kinds.length > 0 ? anyOf(kinds.map((k) => kindMarker(k.id))) : null,
  };
}
