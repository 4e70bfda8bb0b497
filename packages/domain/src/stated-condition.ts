// A product's condition as its seller states it in the title or description ("Brand new", "UK
// used", "Tokunbo"). Products have no condition field; this reads only phrases that say nothing
// else, so structured data never claims a condition the seller did not write. A bare "new" or
// "used" says too little ("new arrivals", "can be used for cooking"), and a text naming both
// conditions ("brand new and fairly used available") states none.

export type StatedCondition = 'new' | 'used' | 'refurbished';

/** Phrases as Ghanaian sellers write them (the caption corpus): "Tokunbo" and "UK/home/London
 * used" are foreign-used goods. Matched as whole words, case and hyphens ignored. */
const PHRASES: Record<StatedCondition, string[]> = {
  new: ['brand new', 'never used', 'sealed in box', 'factory sealed'],
  used: [
    'fairly used',
    'slightly used',
    'barely used',
    'foreign used',
    'uk used',
    'home used',
    'london used',
    'tokunbo',
    'second hand',
    'secondhand',
    'pre owned',
    'preowned',
  ],
  refurbished: ['refurbished'],
};

/** Words only: letters and digits, one space between, so "Brand-New!" reads "brand new". */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The one condition the text states, or null when it states none or several. */
export function statedCondition(...texts: string[]): StatedCondition | null {
  const text = words(texts.join(' '));
  const found = (Object.keys(PHRASES) as StatedCondition[]).filter((condition) =>
    PHRASES[condition].some((phrase) => text.includes(` ${phrase} `)),
  );
  return found.length === 1 ? found[0]! : null;
}

/** schema.org's OfferItemCondition for each. */
export const SCHEMA_ORG_CONDITION: Record<StatedCondition, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};
