// The judged query set of the relevance bench (decision 037): what buyers type, with graded
// answers over the demo catalogue (packages/db/src/seed/catalog.ts). Grades: 3 exactly what was
// asked, 2 a good answer, 1 related (an accessory, a near kind), 0 not an answer. Judged from
// the catalogue's own labels (each product's kind, written with the product), never from what
// the search engine does. A query whose judge gives every product 0 has no good answer: the
// search must then say nothing matched (nearest results are fine, flagged as such).

export interface JudgedProduct {
  title: string;
  /** The catalogue's label: what the product is ('phone', 'fridge', 'fabric', …). */
  kind: string;
  category: string;
  location: string;
  cedis: number;
}

export type QueryType =
  | 'product words'
  | 'brand'
  | 'kind'
  | 'plural'
  | 'misspelling'
  | 'twi'
  | 'pidgin'
  | 'place'
  | 'price'
  | 'size'
  | 'shop name'
  | 'no answer';

export interface JudgedQuery {
  q: string;
  type: QueryType;
  grade(p: JudgedProduct): number;
}

// The graders, shared with the buyer requests (relevance-requests.ts).
export const has = (p: JudgedProduct, word: RegExp) => word.test(p.title);
/** 3 for these kinds, then 1 for the related ones. */
export const kinds =
  (asked: string[], related: string[] = []) =>
  (p: JudgedProduct) =>
    asked.includes(p.kind) ? 3 : related.includes(p.kind) ? 1 : 0;
export const titled =
  (word: RegExp, related?: (p: JudgedProduct) => boolean) => (p: JudgedProduct) =>
    has(p, word) ? 3 : related?.(p) ? 1 : 0;
export const where =
  (base: (p: JudgedProduct) => number, keep: (p: JudgedProduct) => boolean) => (p: JudgedProduct) =>
    keep(p) ? base(p) : 0;
export const nothing = () => 0;
/** A fridge, or a freezer as a good second. */
export const fridges = (p: JudgedProduct) =>
  p.kind === 'fridge' ? 3 : p.kind === 'freezer' ? 2 : 0;
/** "Shoes": the sandals and boots are good answers, none is exactly a shoe. */
export const shoes = (p: JudgedProduct) => (['sandals', 'boots'].includes(p.kind) ? 2 : 0);
/** "Chop", "food": anything to eat is a good answer. */
export const foods = (p: JudgedProduct) => (p.category === 'food' ? 2 : 0);

export const PHONE_THINGS = ['charger', 'power-bank', 'earbuds', 'smartwatch'];
export const BOOKS = ['book', 'bible', 'hymn-book', 'notebook'];
export const FURNITURE = ['sofa', 'bed', 'chair', 'table', 'wardrobe'];
const q = (text: string, type: QueryType, grade: (p: JudgedProduct) => number): JudgedQuery => ({
  q: text,
  type,
  grade,
});

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Product words: part of a title, as a buyer remembers it.
  q(
    'samsung galaxy a15',
    'product words',
    titled(/galaxy a15/i, (p) => p.kind === 'phone'),
  ),
  q(
    'tecno spark',
    'product words',
    titled(/tecno spark/i, (p) => p.kind === 'phone'),
  ),
  q(
    'iphone 13',
    'product words',
    titled(/iphone 13/i, (p) => p.kind === 'phone'),
  ),
  q('shea butter', 'product words', titled(/shea butter/i)),
  q('kente cloth', 'product words', kinds(['kente'], ['stole', 'fabric'])),
  q(
    'black stars jersey',
    'product words',
    titled(/black stars/i, (p) => p.kind === 'jersey'),
  ),
  q('smart tv', 'product words', kinds(['tv'])),
  q('standing fan', 'product words', kinds(['fan'])),
  q('gas cylinder', 'product words', kinds(['gas-cylinder'])),
  q('engine oil', 'product words', kinds(['engine-oil'])),
  q(
    'waist beads',
    'product words',
    titled(/waist/i, (p) => p.kind === 'beads'),
  ),
  q(
    'jasmine rice',
    'product words',
    titled(/jasmine/i, (p) => p.kind === 'rice'),
  ),
  q('bluetooth speaker', 'product words', kinds(['speaker'])),
  q('power bank', 'product words', kinds(['power-bank'])),
  q('football boots', 'product words', kinds(['boots'])),
  q('brake pads', 'product words', kinds(['brake-pad'])),
  q('wax print', 'product words', kinds(['fabric'], ['kente'])),
  q('dining chairs', 'product words', kinds(['chair'], ['table'])),
  // Brands.
  q('tecno', 'brand', titled(/tecno/i)),
  q('oraimo', 'brand', titled(/oraimo/i)),
  q('samsung', 'brand', titled(/samsung/i)),
  q('infinix', 'brand', titled(/infinix/i)),
  q('itel', 'brand', titled(/\bitel\b/i)),
  q('nasco', 'brand', titled(/nasco/i)),
  q('hisense', 'brand', titled(/hisense/i)),
  q('binatone', 'brand', titled(/binatone/i)),
  q('frytol', 'brand', titled(/frytol/i)),
  q(
    'hp laptop',
    'brand',
    titled(/\bhp\b/i, (p) => p.kind === 'laptop'),
  ),
  q(
    'royal aroma',
    'brand',
    titled(/royal aroma/i, (p) => p.kind === 'rice'),
  ),
  q('milo', 'brand', titled(/milo/i)),
  q('gino', 'brand', titled(/gino/i)),
  q('casio', 'brand', titled(/casio/i)),
  q('jbl', 'brand', titled(/jbl/i)),
  // Kinds: what something is, whatever its title says.
  q('phone', 'kind', kinds(['phone'], PHONE_THINGS)),
  q('fridge', 'kind', fridges),
  q('refrigerator', 'kind', fridges),
  q('freezer', 'kind', (p) => (p.kind === 'freezer' ? 3 : p.kind === 'fridge' ? 2 : 0)),
  q('cloth', 'kind', kinds(['fabric', 'kente'], ['stole'])),
  q('fabric', 'kind', kinds(['fabric', 'kente'], ['stole'])),
  q('tv', 'kind', kinds(['tv'])),
  q('television', 'kind', kinds(['tv'])),
  q('laptop', 'kind', kinds(['laptop'])),
  q('computer', 'kind', kinds(['laptop'])),
  q('fan', 'kind', kinds(['fan'])),
  q('speaker', 'kind', kinds(['speaker'])),
  q('earphones', 'kind', kinds(['earbuds'])),
  q('shoes', 'kind', shoes),
  q('sandals', 'kind', kinds(['sandals'])),
  q('dress', 'kind', kinds(['dress'])),
  q('rice', 'kind', kinds(['rice'])),
  q('cooking oil', 'kind', kinds(['oil'])),
  q('tyre', 'kind', kinds(['tyre'])),
  q('football', 'kind', kinds(['football'], ['boots', 'jersey'])),
  q('bible', 'kind', kinds(['bible'], ['hymn-book'])),
  q('sofa', 'kind', kinds(['sofa'], ['chair'])),
  q('mattress', 'kind', kinds(['mattress'], ['bed'])),
  q('blender', 'kind', kinds(['blender'])),
  q('generator', 'kind', kinds(['generator'])),
  q('charger', 'kind', kinds(['charger'], ['power-bank'])),
  q('smock', 'kind', kinds(['smock'])),
  q('perfume', 'kind', kinds(['perfume'])),
  q('bag', 'kind', kinds(['bag'])),
  q('furniture', 'kind', kinds(FURNITURE)),
  q('watch', 'kind', kinds(['watch', 'smartwatch'], ['clock'])),
  q('helmet', 'kind', kinds(['helmet'])),
  q('torch', 'kind', kinds(['torch'], ['lantern'])),
  // Plurals.
  q('phones', 'plural', kinds(['phone'], PHONE_THINGS)),
  q('fridges', 'plural', fridges),
  q('laptops', 'plural', kinds(['laptop'])),
  q('speakers', 'plural', kinds(['speaker'])),
  q('dresses', 'plural', kinds(['dress'])),
  q('tyres', 'plural', kinds(['tyre'])),
  q('books', 'plural', kinds(BOOKS)),
  q('bags', 'plural', kinds(['bag'])),
  q('chargers', 'plural', kinds(['charger'], ['power-bank'])),
  q('umbrellas', 'plural', kinds(['umbrella'])),
  q('tomatoes', 'plural', kinds(['tomatoes'], ['tomato-paste'])),
  // Misspellings.
  q('samsng', 'misspelling', titled(/samsung/i)),
  q('iphnoe', 'misspelling', titled(/iphone/i)),
  q('tecnno', 'misspelling', titled(/tecno/i)),
  q('refrigirator', 'misspelling', fridges),
  q('laptpo', 'misspelling', kinds(['laptop'])),
  q('kentee', 'misspelling', titled(/kente/i)),
  q('blendr', 'misspelling', kinds(['blender'])),
  q('generater', 'misspelling', kinds(['generator'])),
  q('mattres', 'misspelling', kinds(['mattress'])),
  q('oraimmo', 'misspelling', titled(/oraimo/i)),
  q('umbrela', 'misspelling', kinds(['umbrella'])),
  // Twi: what buyers type in Twi.
  q('ntoma', 'twi', kinds(['fabric', 'kente'], ['stole'])),
  q('ɛmo', 'twi', kinds(['rice'])),
  q('emo', 'twi', kinds(['rice'])),
  q('mpaboa', 'twi', shoes),
  q('bayerɛ', 'twi', kinds(['yam'])),
  q('borɔdeɛ', 'twi', kinds(['plantain'])),
  q('nam', 'twi', kinds(['fish'])),
  q('nwoma', 'twi', kinds(BOOKS)),
  q('ahwenie', 'twi', kinds(['beads'])),
  q('mepɛ fon', 'twi', kinds(['phone'], PHONE_THINGS)),
  q('nkosua', 'twi', kinds(['eggs'])),
  // Pidgin.
  q('fone', 'pidgin', kinds(['phone'], PHONE_THINGS)),
  q('chop', 'pidgin', foods),
  q('abeg I wan buy rice', 'pidgin', kinds(['rice'])),
  q('I dey find charjer', 'pidgin', kinds(['charger'], ['power-bank'])),
  q('taya', 'pidgin', kinds(['tyre'])),
  q('I wan buy fridge', 'pidgin', fridges),
  // Places: the town becomes a filter.
  q(
    'sandals in kumasi',
    'place',
    where(kinds(['sandals']), (p) => p.location === 'kumasi'),
  ),
  q(
    'phone accra',
    'place',
    where(kinds(['phone'], PHONE_THINGS), (p) => p.location === 'accra'),
  ),
  q(
    'smock tamale',
    'place',
    where(kinds(['smock']), (p) => p.location === 'tamale'),
  ),
  q(
    'kente in kumasi',
    'place',
    where(titled(/kente/i), (p) => p.location === 'kumasi'),
  ),
  q(
    'fish cape coast',
    'place',
    where(kinds(['fish']), (p) => p.location === 'cape-coast'),
  ),
  q(
    'furniture in kumasi',
    'place',
    where(kinds(FURNITURE), (p) => p.location === 'kumasi'),
  ),
  q(
    'tyres kumasi',
    'place',
    where(kinds(['tyre']), (p) => p.location === 'kumasi'),
  ),
  q(
    'books in tamale',
    'place',
    where(kinds(BOOKS), (p) => p.location === 'tamale'),
  ),
  // Prices: the phrase becomes a filter.
  q(
    'phone under 2000',
    'price',
    where(kinds(['phone'], PHONE_THINGS), (p) => p.cedis <= 2000),
  ),
  q(
    'sandals below 200',
    'price',
    where(kinds(['sandals']), (p) => p.cedis <= 200),
  ),
  q(
    'laptop between 2000 and 5000',
    'price',
    where(kinds(['laptop']), (p) => p.cedis >= 2000 && p.cedis <= 5000),
  ),
  q(
    'rice under 1k',
    'price',
    where(kinds(['rice']), (p) => p.cedis <= 1000),
  ),
  q(
    'tv above 2000',
    'price',
    where(kinds(['tv']), (p) => p.cedis >= 2000),
  ),
  q(
    'fabric 100-400',
    'price',
    where(kinds(['fabric', 'kente'], ['stole']), (p) => p.cedis >= 100 && p.cedis <= 400),
  ),
  q(
    'fridge less than 3000',
    'price',
    where(fridges, (p) => p.cedis <= 3000),
  ),
  // No good answer in the catalogue.
  q('helicopter', 'no answer', nothing),
  q('wedding cake', 'no answer', nothing),
  q('house for rent', 'no answer', nothing),
  q('piano', 'no answer', nothing),
  q('tractor', 'no answer', nothing),
  q('puppy', 'no answer', nothing),
  q('snowboard', 'no answer', nothing),
];
