// What the nearest results let go, said in words (decision 061): "No exact match for “iphone
// under 3000”. These are other products of the same kind." The web's search page and the
// WhatsApp bot say the same sentences (the catalog area searchRelaxed, i18n/search-relaxed/),
// each with its own translator. Free of zod: the page's scripts import it.
import { formatGhs } from './money.ts';
import type { SearchResponse } from './search.ts';

export type RelaxedSearch = NonNullable<SearchResponse['relaxed']>;

type Say = (key: string, values?: Record<string, string>) => string;

/** One sentence per thing relaxed, after the lead. `placeName` names a location slug. */
export function relaxedNotice(
  relaxed: RelaxedSearch,
  q: string,
  say: Say,
  placeName: (slug: string) => string,
): string {
  const { kind, minPricePesewas: min, maxPricePesewas: max, location } = relaxed;
  const sentences = [say('searchRelaxed.lead', { q })];
  if (kind) sentences.push(say('searchRelaxed.kind'));
  if (min !== undefined && max !== undefined) {
    sentences.push(say('searchRelaxed.outside', { min: formatGhs(min), max: formatGhs(max) }));
  } else if (max !== undefined) {
    sentences.push(say('searchRelaxed.above', { amount: formatGhs(max) }));
  } else if (min !== undefined) {
    sentences.push(say('searchRelaxed.below', { amount: formatGhs(min) }));
  }
  if (location) sentences.push(say('searchRelaxed.elsewhere', { place: placeName(location) }));
  return sentences.join(' ');
}
