// The full-text conditions of a search (decision 037), as to_tsquery('english', …) texts built
// from the buyer's words. Every word must match; a word that names a kind of goods ("phone",
// "fridge", "ntoma") also matches the products of that kind: the database marks each product
// with its kind ('xkindphone', from product_kind(title): "Tecno Spark 20 Pro" is a phone, a
// phone case is not). Ranking asks three more questions of each candidate: is it one of the
// asked kinds, do all the words match in its title, in its title or description. A product
// matching only through its seller's name or town answers no to all three. Words are letters
// and digits only, so the texts are always valid tsquery syntax.
import { KINDS, type Kind, kindMarker, kindsAsked, tsWords } from '@dwa/domain/search-kinds';

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
  return tsWords(text).slice(0, MAX_WORDS);
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
  const alternatives = (g: (typeof groups)[number], weights: string) =>
    anyOf([phrase(g.words, weights), ...g.kinds.map((k) => kindMarker(k.id))]);
  const condition = (weights: string) => groups.map((g) => alternatives(g, weights)).join(' & ');
  return {
    match: condition(''),
    anyWord: anyOf(groups.map((g) => alternatives(g, ''))),
    inTitle: condition(':A'),
    inText: condition(':AB'),
    kind: kinds.length > 0 ? anyOf(kinds.map((k) => kindMarker(k.id))) : null,
  };
}
