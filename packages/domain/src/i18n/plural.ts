// Counted texts. "1 boost credits" is what a single text for every count gives; a catalog may
// add the form for exactly one beside it (`credits_one: '{{count}} boost credit'`). The forms are
// looked up in the language shown first, then in English: a language that says a count the same
// way for one and many (its own text, without `_one`) keeps its own words over English's.
export const ONE_SUFFIX = '_one';

/** The keys to try for `key` with these values, in order, per language. A count may come
 * formatted for the language ("1", "1,204"): one is "1" in every language Dwa speaks. */
export function keysFor(
  key: string,
  values?: Readonly<Record<string, unknown>>,
): readonly string[] {
  const count = values?.count;
  return count === 1 || count === '1' ? [`${key}${ONE_SUFFIX}`, key] : [key];
}

/** The text of `key` in the first catalog lookup that has one: the language's, then English's. */
export function findCounted(
  lookups: readonly ((key: string) => string | undefined)[],
  key: string,
  values?: Readonly<Record<string, unknown>>,
): string | undefined {
  const keys = keysFor(key, values);
  for (const find of lookups) {
    for (const k of keys) {
      const text = find(k);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}
