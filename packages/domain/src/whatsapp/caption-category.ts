// The category a caption's words say, in English, Twi and Pidgin; General when none does.
// Words and two-word phrases are matched whole on the folded text (caption-text.ts), and a
// phrase uses up its words ("rice cooker" is an appliance, not food; "hair dryer" not hair).
// The title weighs more than the rest ("3 seater sofa, grey fabric": a sofa, not fabric), and
// its last match most of all, as English and Twi names end on the thing ("fufu pounding
// machine"). Words that say General ("cement", "perfume") count for less: it is the fallback.
import type { Category } from '../enums.ts';
import { foldForMatching } from './caption-text.ts';

const WORDS: Record<Category, string> = {
  electronics:
    'phone phones iphone samsung galaxy tecno infinix itel redmi xiaomi tɛlefon telefon laptop ' +
    'laptops hp dell lenovo macbook tv television led speaker jbl charger earpiece earbuds ' +
    'airpods headphones powerbank power bank fridge freezer blender blenders microwave fan radio ' +
    'camera tablet ipad playstation ps4 ps5 xbox decoder gb ssd ram smartwatch solar inverter ' +
    'bulb iron electric hisense nasco binatone midea oraimo ac air conditioner dispenser ' +
    'water dispenser air fryer fryer rice cooker hair dryer dryer pounding machine hdd monitor ' +
    'kettle kettles steam iron straightener printer router mifi keyboard mouse earphones ' +
    'console nintendo apple watch smart watch starlink ' +
    'generator clipper clippers hair clipper extension board sound system home theatre',
  fashion:
    'kente kɛntɛ cloth dress dresses shirt shirts tshirt t-shirt jeans trousers skirt shoe shoes ' +
    'sneakers slippers sandals heels handbag handbags ladies bag ladies bags laptop bag ' +
    'laptop bags school bag wig hair batakari smock agbada fugu ntoma ntama wax print ankara ' +
    'dashiki kaba slit necklace earrings bracelet beads jewelry jewellery cap hat hats kyɛ suit ' +
    'jacket hoodie hoodies yards mpaboa abaayerɛ lace fabric gown gowns watch wristwatch nike ' +
    'ntadeɛ atadeɛ slides shorts polo blouse underwear boxers socks belt sunglasses wallet ' +
    'purse kaftan tops ladies top crop top singlet singlets crocs timberland boots chalewote',
  home:
    'sofa chair chairs table tables bed mattress curtain curtains pot pots pan cooker gas ' +
    'cylinder bucket bowl bowls plates cups furniture wardrobe carpet rug pillow bedsheet ' +
    'bedsheets duvet kitchen mirror shelf cabinet dining desk drawers tv stand canopy apotoyewa ' +
    'asanka akonnwa mpa ɛpono ahwehwɛ dadesɛn kuruwa prɛte stool couch blanket towel towels ' +
    'cutlery spoons knives flask cooler broom mop wall clock clock kɛtɛ mat mats water tank ' +
    'polytank iron board ironing board cot baby cot lamp bedside lamp',
  automotive:
    'car cars toyota honda hyundai kia nissan benz mercedes tyre tyres tire tires engine ' +
    'engine oil brake brakes brake pads battery motor motorbike okada motoɔ bumper headlight ' +
    'headlights corolla camry vitz civic elantra rav4 spare parts rim rims kaa lorry car wash ' +
    'seat covers vehicle truck wiper wipers radiator gearbox exhaust clutch car stereo reverse camera ' +
    'gear oil',
  food:
    'rice yam yams gari garri plantain tilapia fish chicken wings meat pork goat beans palm ' +
    'palm oil shito pepper tomato tomatoes onions cassava kenkey waakye banku fufu bread cake juice ' +
    'sobolo honey groundnut groundnuts kontomire eggs crate bayerɛ bayere nam nkate nkatɛ ' +
    'ankaa kwadu brodo aduane milo snail snails jollof kelewele koko koose hausa koko agushie ' +
    'mango mangoes nkatie kokonte soup milk catering sachet water nsuo ɛmo nkyene salt ' +
    'borɔdeɛ brɔdeɛ amankani kosua ngo bankye akokɔ sugar flour catfish tuna sardine sardines ' +
    'beef mutton turkey sausage sausages noodles indomie spaghetti oranges pineapple ' +
    'pineapples watermelon avocado coconut coconuts okra ginger garlic cocoyam crab crabs okro ' +
    'toffee toffees chin chin akwadu asaana hamper hampers ' +
    'nkruma ntorɔwa dokono momone aborɔbɛ maggi onion gyeene cooking oil groundnut oil ' +
    'vegetable oil frytol',
  sports:
    'jersey jerseys football ball bɔɔl football boots dumbbell dumbbells gym bicycle bike ' +
    'treadmill racket tennis table tennis basketball skipping rope sports tracksuit shin guards ' +
    'goalkeeper gloves boxing yoga yoga mat yoga mats weights cones whistle',
  books:
    'book books novel novels textbook textbooks bible dictionary wassce bece past questions ' +
    'pamphlet pamphlets exercise notebook notebooks nwoma nhoma hymn storybook storybooks ' +
    'magazine paperback edition workbook atlas comic comics',
  general:
    'cement charcoal pampers diapers perfume shea soap sponge land plot room puppies dog to let ' +
    'iron rods',
};

// Two-word phrases as written in the lists above, found before single words.
const PHRASES = new Set([
  'power bank',
  'ladies bag',
  'ladies bags',
  'laptop bag',
  'laptop bags',
  'school bag',
  'wax print',
  'tv stand',
  'engine oil',
  'brake pads',
  'spare parts',
  'car wash',
  'seat covers',
  'palm oil',
  'gear oil',
  'cooking oil',
  'groundnut oil',
  'vegetable oil',
  'steam iron',
  'ladies top',
  'crop top',
  'hausa koko',
  'sachet water',
  'football boots',
  'table tennis',
  'skipping rope',
  'shin guards',
  'past questions',
  'to let',
  'water dispenser',
  'air fryer',
  'air conditioner',
  'rice cooker',
  'hair dryer',
  'pounding machine',
  'apple watch',
  'smart watch',
  'hair clipper',
  'extension board',
  'sound system',
  'home theatre',
  'wall clock',
  'water tank',
  'car stereo',
  'reverse camera',
  'iron rods',
  'iron board',
  'ironing board',
  'yoga mat',
  'yoga mats',
]);

const fold = (text: string) =>
  ` ${foldForMatching(text)
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/** Every folded word or phrase with its categories (a word may say two: "oil"). */
const LEXICON = new Map<string, Category[]>();
for (const [category, list] of Object.entries(WORDS) as [Category, string][]) {
  const phrases = [...PHRASES].filter((p) => ` ${list} `.includes(` ${p} `));
  const words = phrases
    .reduce((rest, phrase) => rest.replace(` ${phrase} `, ' '), ` ${list} `)
    .trim()
    .split(' ');
  for (const entry of [...phrases, ...words]) {
    const key = fold(entry).trim();
    LEXICON.set(key, [...new Set([...(LEXICON.get(key) ?? []), category])]);
  }
}
type Hit = { category: Category; at: number; word: string };

/** The words of `text` found in the lexicon, in text order, a two-word phrase before its words
 * (every phrase in PHRASES is two words). */
function hitsIn(text: string): Hit[] {
  const words = fold(text).trim().split(' ');
  const hits: Hit[] = [];
  for (let at = 0; at < words.length; at++) {
    const phrase = at + 1 < words.length ? LEXICON.get(`${words[at]} ${words[at + 1]}`) : undefined;
    const categories = phrase ?? LEXICON.get(words[at]!) ?? [];
    for (const category of categories) hits.push({ category, at, word: words[at]! });
    if (phrase) at++;
  }
  return hits;
}

// Containers that measure what is named just before them: "kwadu kuruwa" is bananas by the
// cup, "rice bag" rice, so they are not the head of the name.
const MEASURES = new Set(
  'kuruwa olonka bowl bowls cup cups basket baskets crate crates bucket buckets tin tins sack sacks bag bags'.split(
    ' ',
  ),
);

/** The last hit, unless it is a measure right after another thing's hit. */
function headOf(hits: Hit[]): Hit | undefined {
  const last = hits[hits.length - 1];
  const before = hits.findLast((h) => last !== undefined && h.at === last.at - 1);
  return last && before && MEASURES.has(last.word) ? before : last;
}

const IN_TITLE = 3;
const HEAD_OF_TITLE = 2;
const GENERAL_SHARE = 0.5;

export function categoryFromWords(text: string, title: string | null = null): Category {
  const scores = new Map<Category, number>();
  const add = (category: Category, points: number) =>
    scores.set(
      category,
      (scores.get(category) ?? 0) + points * (category === 'general' ? GENERAL_SHARE : 1),
    );
  for (const hit of hitsIn(text)) add(hit.category, 1);
  if (title) {
    for (const hit of hitsIn(title)) add(hit.category, IN_TITLE);
    // The head is named outside brackets: "Football boots (Nike Mercurial)" are boots.
    const outside = hitsIn(title.replace(/\([^)]*\)/g, ' '));
    const last = headOf(outside);
    for (const hit of outside.filter((h) => h.at === last?.at)) add(hit.category, HEAD_OF_TITLE);
  }
  let best: Category = 'general';
  let bestScore = 0;
  for (const [category, score] of scores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
