// Kinds of goods, so a search for what something is finds it by what it is called: "phone" means
// phones (a "Tecno Spark 20 Pro" is one, a phone charger is not), "fridge" a refrigerator,
// "cloth" fabric, "ntoma" (Twi) and "fone" (Pidgin) too. Decision 037.
//
// A kind has the words buyers use for it (asked) and the words a product's title uses for it
// (titled: the kind's own names, its brands and models). Order matters: a title is the first kind
// whose words it has, so accessories and specific things come before what they go with ("iPhone
// 13 case" is a case, "Galaxy Buds" earbuds, "engine oil" not cooking oil). Multi-word entries
// are phrases. Words are matched after `searchWord` (lower case, Twi letters folded, plural "s"
// dropped), so list the singular.
// Pure data and functions: the search service turns a kind into full-text conditions.

export interface Kind {
  /** Kinds of a group share words (a phone and its case, cooking and engine oil). */
  group: string;
  id: string;
  /** What buyers type for it (English, Twi, Pidgin, common misspellings). */
  asked: string[];
  /** What a title that is this kind contains (besides `asked`). */
  titled: string[];
}

const kind = (group: string, id: string, asked: string[], titled: string[] = []): Kind => ({
  group,
  id,
  asked,
  titled,
});

export const KINDS: readonly Kind[] = [
  // Phone and computer accessories before phones and computers.
  kind(
    'devices',
    'phone-case',
    ['phone case', 'phone cover', 'case', 'pouch'],
    ['screen protector', 'tempered glass', 'back cover'],
  ),
  kind(
    'devices',
    'charger',
    ['charger', 'charjer', 'charging cable', 'usb cable', 'cable'],
    ['adapter', 'type-c cable'],
  ),
  kind('devices', 'power-bank', ['power bank', 'powerbank'], []),
  kind(
    'devices',
    'earbuds',
    ['earbud', 'earphone', 'earpiece', 'headphone', 'headset', 'airpod', 'buds'],
    ['freepods', 'freebuds', 'galaxy buds'],
  ),
  kind(
    'devices',
    'speaker',
    ['speaker', 'sound system', 'woofer', 'soundbar', 'home theatre', 'boombox'],
    ['partybox', 'jbl'],
  ),
  kind('devices', 'watch', ['watch', 'wristwatch', 'smartwatch', 'smart watch'], []),
  kind(
    'devices',
    'laptop',
    ['laptop', 'computer', 'notebook computer', 'macbook'],
    [
      'elitebook',
      'probook',
      'thinkpad',
      'ideapad',
      'inspiron',
      'latitude',
      'chromebook',
      'megabook',
      'vivobook',
      'pavilion',
    ],
  ),
  kind('devices', 'tablet', ['tablet', 'ipad'], ['galaxy tab']),
  kind(
    'devices',
    'phone',
    ['phone', 'fone', 'smartphone', 'mobile phone', 'cellphone', 'handset'],
    [
      'iphone',
      'galaxy',
      'tecno',
      'infinix',
      'itel',
      'redmi',
      'xiaomi',
      'pixel',
      'nokia',
      'camon',
      'pova',
      'oppo',
      'vivo',
    ],
  ),
  kind('devices', 'tv', ['tv', 'television', 'telly'], ['smart tv', 'led tv']),
  kind('devices', 'fridge', ['fridge', 'refrigerator', 'frige', 'freezer', 'deep freezer'], []),
  kind(
    'devices',
    'air-conditioner',
    ['air conditioner', 'aircon', 'air condition', 'ac'],
    ['split unit'],
  ),
  kind('devices', 'fan', ['fan', 'standing fan', 'ceiling fan', 'table fan'], []),
  kind('devices', 'blender', ['blender', 'juicer', 'grinder'], []),
  kind('devices', 'iron', ['pressing iron', 'iron'], []),
  kind('devices', 'kettle', ['kettle'], []),
  kind(
    'devices',
    'cooker',
    ['cooker', 'stove', 'gas cooker', 'hot plate', 'microwave', 'oven', 'rice cooker'],
    [],
  ),
  kind('devices', 'gas-cylinder', ['gas cylinder', 'cylinder', 'lpg'], []),
  kind('devices', 'generator', ['generator', 'gen', 'genset'], ['firman']),
  kind('devices', 'solar', ['solar', 'solar panel', 'inverter'], []),
  kind('devices', 'lamp', ['lamp', 'bulb', 'torch', 'lantern', 'torchlight'], []),
  // Car parts before the words they share (oil, battery, light).
  kind('car', 'engine-oil', ['engine oil', 'motor oil', 'lubricant'], ['quartz', 'helix', 'mobil']),
  kind('car', 'brake-pad', ['brake pad', 'brake', 'brake shoe'], []),
  kind('car', 'tyre', ['tyre', 'tire', 'taya'], []),
  kind('car', 'car-battery', ['car battery', 'battery'], []),
  kind('car', 'headlight', ['headlight', 'headlamp', 'tail light', 'fog light'], []),
  kind(
    'car',
    'car-part',
    ['spare part', 'spare', 'car part', 'part'],
    [
      'spark plug',
      'shock absorber',
      'oil filter',
      'air filter',
      'radiator',
      'side mirror',
      'wiper',
      'bumper',
      'alternator',
      'fan belt',
      'clutch',
      'suspension',
    ],
  ),
  // Home.
  kind('home', 'mattress', ['mattress', 'foam'], []),
  kind('home', 'bed', ['bed', 'bedframe', 'bunk'], []),
  kind('home', 'sofa', ['sofa', 'couch', 'settee'], []),
  kind('home', 'chair', ['chair', 'stool'], []),
  kind('home', 'table', ['table', 'desk'], []),
  kind('home', 'curtain', ['curtain', 'blind'], []),
  kind('home', 'bedsheet', ['bedsheet', 'bed sheet', 'duvet', 'pillow', 'bedspread'], []),
  kind(
    'home',
    'cookware',
    ['pot', 'saucepan', 'frying pan', 'cookware', 'pan', 'cutlery', 'plate', 'bowl', 'cup'],
    ['dinner set', 'cooking set'],
  ),
  kind('home', 'bucket', ['bucket', 'basin'], []),
  // Fashion.
  kind(
    'fashion',
    'fabric',
    ['cloth', 'fabric', 'material', 'ntoma', 'ntama', 'textile'],
    [
      'kente',
      'ankara',
      'wax print',
      'gtp',
      'woodin',
      'vlisco',
      'lace',
      'batik',
      'tie and dye',
      'adinkra',
      'yards',
    ],
  ),
  kind('fashion', 'smock', ['smock', 'batakari', 'fugu', 'fugu shirt'], []),
  kind(
    'fashion',
    'dress',
    ['dress', 'gown', 'kaba', 'skirt', 'jumpsuit', 'frock'],
    ['kaba and slit'],
  ),
  kind('fashion', 'shirt', ['shirt', 't-shirt', 'tshirt', 'polo', 'blouse', 'top'], []),
  kind('fashion', 'trousers', ['trousers', 'trouser', 'jeans', 'pants', 'shorts', 'chinos'], []),
  kind('fashion', 'football-boots', ['football boots', 'soccer boots', 'boots', 'cleats'], []),
  kind(
    'fashion',
    'sandals',
    ['sandal', 'slipper', 'slide', 'ahenema', 'chalewote', 'chale wote', 'flip flop'],
    [],
  ),
  kind(
    'fashion',
    'shoes',
    ['shoe', 'sneaker', 'mpaboa', 'heels', 'loafer', 'canvas', 'kicks', 'footwear'],
    ['oxford', 'brogue'],
  ),
  kind('fashion', 'bag', ['bag', 'handbag', 'backpack', 'purse', 'school bag'], []),
  kind(
    'fashion',
    'beads',
    [
      'beads',
      'bead',
      'waist beads',
      'necklace',
      'bracelet',
      'earring',
      'jewellery',
      'jewelry',
      'ahwenie',
    ],
    [],
  ),
  kind('fashion', 'hat', ['hat', 'cap'], []),
  // Food.
  kind('food', 'rice', ['rice', 'ɛmo', 'emo'], ['jasmine', 'basmati']),
  kind(
    'food',
    'cooking-oil',
    ['cooking oil', 'vegetable oil', 'palm oil', 'groundnut oil', 'oil', 'ngo'],
    ['frytol', 'sunflower oil', 'olive oil'],
  ),
  kind('food', 'gari', ['gari', 'garri'], []),
  kind('food', 'yam', ['yam', 'bayerɛ', 'bayere', 'puna'], []),
  kind('food', 'plantain', ['plantain', 'borɔdeɛ', 'borode', 'brode', 'kokoo'], []),
  kind('food', 'tomato', ['tomato', 'tomatoes', 'ntoos', 'tomato paste'], ['gino', 'pomo']),
  kind(
    'food',
    'fish',
    ['fish', 'nam', 'tilapia', 'herring', 'koobi', 'momoni', 'mackerel', 'kpanla', 'salmon'],
    ['keta school boys'],
  ),
  kind(
    'food',
    'meat',
    ['meat', 'chicken', 'nkokɔ', 'nkoko', 'beef', 'goat', 'turkey', 'gizzard', 'nam'],
    [],
  ),
  kind(
    'food',
    'flour',
    ['flour', 'semolina', 'maize', 'corn', 'kokonte', 'fufu flour', 'banku mix'],
    [],
  ),
  kind(
    'food',
    'drink',
    ['drink', 'milk', 'milo', 'tea', 'coffee', 'juice', 'malt', 'sobolo', 'water'],
    ['bournvita', 'ideal milk', 'peak milk'],
  ),
  kind('food', 'sauce', ['shito', 'sauce', 'ketchup', 'pepper sauce'], []),
  kind('food', 'noodles', ['noodle', 'indomie', 'spaghetti', 'pasta'], []),
  kind('food', 'food', ['food', 'chop', 'foodstuff', 'groceries', 'aduane', 'nnuane'], []),
  // Beauty.
  kind('beauty', 'soap', ['soap', 'black soap', 'alata samina', 'samina'], []),
  kind(
    'beauty',
    'skincare',
    ['shea butter', 'cream', 'lotion', 'body butter', 'cocoa butter', 'pomade', 'nkuto', 'nkuu'],
    [],
  ),
  kind('beauty', 'perfume', ['perfume', 'body spray', 'cologne', 'fragrance', 'deodorant'], []),
  kind('beauty', 'hair', ['wig', 'weave', 'braid', 'hair extension', 'attachment', 'hair'], []),
  // Sports.
  kind('sports', 'football', ['football', 'soccer ball', 'ball', 'bɔɔl'], []),
  kind('sports', 'jersey', ['jersey', 'jersi', 'kit'], ['black stars']),
  kind(
    'sports',
    'fitness',
    [
      'dumbbell',
      'gym',
      'weights',
      'exercise',
      'kettlebell',
      'yoga mat',
      'skipping rope',
      'treadmill',
      'resistance band',
    ],
    [],
  ),
  kind('sports', 'bicycle', ['bicycle', 'bike', 'sakre', 'sakyere'], []),
  // Books.
  kind(
    'books',
    'bible',
    ['bible', 'hymn book', 'hymnal', 'quran', 'prayer book', 'twerɛ kronkron'],
    ['hymn'],
  ),
  kind(
    'books',
    'school-book',
    [
      'textbook',
      'past question',
      'waec',
      'bece',
      'wassce',
      'exercise book',
      'workbook',
      'school book',
    ],
    ['mathematics', 'integrated science'],
  ),
  kind('books', 'book', ['book', 'novel', 'storybook', 'nwoma', 'buuk'], []),
];

/** A word as matched against kinds: lower case, ɛ → e and ɔ → o (phones without Twi letters type
 * them so), a plural "s" dropped ("phones" → "phone", not "glass" → "glas"). */
export function searchWord(word: string): string {
  const w = word.toLowerCase().normalize('NFC').replaceAll('ɛ', 'e').replaceAll('ɔ', 'o');
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

const phrase = (text: string) =>
  text
    .split(/[\s-]+/)
    .map(searchWord)
    .join(' ');

/** Every asked phrase (as matched) → its kinds, longest phrases first. */
const ASKED: [string, string][] = KINDS.flatMap((k) =>
  k.asked.map((a): [string, string] => [phrase(a), k.id]),
).sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

export interface KindAsked {
  kind: string;
  /** Positions of the words that named it. */
  at: number[];
}

/** The kinds a buyer's words name, longest phrase first, each word naming at most one phrase
 * ("phone case" is a case, not a phone; "cheap phones" a phone). A word may name two kinds
 * ("nam" is fish or meat in Twi). */
export function kindsAsked(words: string[]): KindAsked[] {
  const matched = words.map(searchWord);
  const found: KindAsked[] = [];
  const taken = new Map<number, string>();
  for (const [asked, id] of ASKED) {
    const parts = asked.split(' ');
    for (let i = 0; i + parts.length <= matched.length; i++) {
      const at = parts.map((_, j) => i + j);
      const free = at.every((j) => !taken.has(j) || (parts.length === 1 && taken.get(j) === asked));
      if (!free || !parts.every((p, j) => matched[i + j] === p)) continue;
      for (const j of at) taken.set(j, asked);
      const existing = found.find((f) => f.kind === id);
      if (existing) existing.at.push(...at.filter((j) => !existing.at.includes(j)));
      else found.push({ kind: id, at });
    }
  }
  return found;
}

/** A title's kind: the first kind whose words it contains, or null. Title words also count
 * without "d", "ed" or "ing" ("beaded" beads, "perfumed" perfume), as the database's English
 * stemming reads them (product_kind). */
export function kindOfTitle(title: string): string | null {
  const words = (title.match(/[\p{L}\p{N}]+/gu) ?? []).map(searchWord);
  const forms = (w: string) =>
    [w, w.replace(/d$/, ''), w.replace(/ed$/, ''), w.replace(/ing$/, '')].filter(
      (f) => f.length > 2,
    );
  const has = (phrase_: string) => {
    const parts = phrase(phrase_).split(' ');
    return words.some((_, i) =>
      parts.every((p, j) => {
        const w = words[i + j];
        return w !== undefined && (w === p || forms(w).includes(p));
      }),
    );
  };
  for (const k of KINDS) {
    if ([...k.asked, ...k.titled].some(has)) return k.id;
  }
  return null;
}

export function kindById(id: string): Kind | undefined {
  return KINDS.find((k) => k.id === id);
}

/** The kinds before `id` (a title with their words is one of them, not `id`). */
export function kindsBefore(id: string): Kind[] {
  const i = KINDS.findIndex((k) => k.id === id);
  return i < 0 ? [] : KINDS.slice(0, i);
}

/** Letters and digits only, lower case: always valid inside a tsquery. */
export function tsWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words that make a title this kind, as to_tsquery('english', …) text: 'a | b <-> c'. */
export function kindTitleQuery(kind: Kind): string {
  return [...new Set([...kind.asked, ...kind.titled])]
    .map((p) => tsWords(p).join(' <-> '))
    .filter(Boolean)
    .join(' | ');
}

/** The marker word a product of this kind carries in its search document ('phone-case' →
 * 'xkindphonecase'): letters only, so stemming leaves it one word. */
export const kindMarker = (id: string) => `xkind${id.replace(/[^a-z]/g, '')}`;
