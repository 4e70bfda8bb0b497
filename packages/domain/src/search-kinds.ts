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
import { closestSlip } from './typing-slips.ts';

export interface Kind {
  id: string;
  /** What buyers type for it (English, Twi, Pidgin, common misspellings). */
  asked: string[];
  /** What a title that is this kind contains besides `asked` (brands, models). */
  titled: string[];
  /** Buyer words that name this kind among others but do not make a title this kind ("shoes"
   * also asks for sandals; "book" for Bibles and school books). */
  alsoAsked: string[];
}

/** 'phone, fone | iphone, galaxy | mobile': asked words, then after '|' title words, then after a
 * second '|' words that also ask for it. */
function kind(id: string, words: string): Kind {
  const [asked = '', titled = '', alsoAsked = ''] = words.split('|');
  const list = (text: string) =>
    text
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean);
  return { id, asked: list(asked), titled: list(titled), alsoAsked: list(alsoAsked) };
}

export const KINDS: readonly Kind[] = [
  // Accessories before the devices they go with ("iPhone 13 case" is a case).
  kind(
    'phone-case',
    'phone case, phone cover, case, pouch | screen protector, tempered glass, back cover',
  ),
  kind(
    'charger',
    'charger, charjer, phone charger, laptop charger, charging cable, usb cable, cable | adapter',
  ),
  kind('power-bank', 'power bank, powerbank'),
  kind(
    'earbuds',
    'earbud, earphone, earpiece, headphone, headset, airpod, buds | freepods, freebuds',
  ),
  kind(
    'speaker',
    'speaker, sound system, woofer, soundbar, home theatre, boombox | jbl, partybox, srs',
  ),
  kind('watch', 'watch, wristwatch, smartwatch, smart watch | casio'),
  kind(
    'laptop',
    'laptop, computer, kɔmputa, komputa, kɔmpiuta, notebook computer, macbook | dell, lenovo, asus, acer, toshiba, elitebook, probook, thinkpad, ideapad, inspiron, latitude, chromebook, megabook, vivobook, pavilion',
  ),
  kind('tablet', 'tablet, ipad | galaxy tab'),
  kind(
    'phone',
    'phone, fone, fon, tɛlɛfon, telefon, tɛlefon, smartphone, mobile phone, cellphone, handset | iphone, galaxy, tecno, infinix, itel, redmi, xiaomi, pixel, nokia, camon, pova, oppo, vivo',
  ),
  kind('tv', 'tv, television, telly, tiivi, tivi | smart tv, led tv, uhd, qled, oled'),
  kind('fridge', 'fridge, refrigerator, frige, frig, freezer, deep freezer, table top fridge'),
  kind('air-conditioner', 'air conditioner, aircon, air condition, ac | split unit'),
  kind('washing-machine', 'washing machine, washer'),
  kind('fan', 'fan, standing fan, ceiling fan, table fan'),
  kind('blender', 'blender, juicer, grinder | blg'),
  kind('iron', 'pressing iron, iron'),
  kind('kettle', 'kettle'),
  kind('cooker', 'cooker, stove, gas cooker, hot plate, microwave, oven, rice cooker'),
  kind('gas-cylinder', 'gas cylinder, cylinder, lpg'),
  kind('generator', 'generator, gen, genset, gyenereta, jenereta | firman'),
  kind('solar', 'solar, solar panel, inverter'),
  kind('lamp', 'lamp, kanea, bulb, torch, lantern, torchlight'),
  // Car parts before the words they share with other things (oil, battery, light).
  kind('engine-oil', 'engine oil, motor oil, lubricant | quartz, helix, mobil'),
  kind('brake-pad', 'brake pad, brake, brake shoe'),
  kind('tyre', 'tyre, tire, taya | michelin, bridgestone, dunlop, goodyear, firestone'),
  kind('car-battery', 'car battery, kar bateri, battery, bateri, batri | solite'),
  kind('headlight', 'headlight, headlamp, tail light, fog light'),
  kind('helmet', 'helmet'),
  kind(
    'car-part',
    'spare part, spare, car part, part | spark plug, shock absorber, oil filter, air filter, radiator, side mirror, wiper, bumper, alternator, fan belt, clutch',
  ),
  // Home.
  kind('mattress', 'mattress, foam'),
  kind('bed', 'bed, mpa, bedframe, bunk, furniture'),
  kind('sofa', 'sofa, couch, settee, furniture'),
  kind('wardrobe', 'wardrobe, closet, furniture'),
  kind('chair', 'chair, akonnwa, akongua, stool, furniture'),
  kind('table', 'table, ɛpono, pono, desk, furniture'),
  kind('mosquito-net', 'mosquito net, net'),
  kind('curtain', 'curtain, blind'),
  kind('bedsheet', 'bedsheet, bed sheet, duvet, pillow, bedspread'),
  kind('cooler', 'cooler, flask, ice chest'),
  kind(
    'cookware',
    'pot, dadesɛn, saucepan, frying pan, cookware, pan, cutlery, plate, bowl, cup, kuruwa | dinner set',
  ),
  kind('bucket', 'bucket, bokiti, bɔkiti, basin, kyɛnsee'),
  kind('umbrella', 'umbrella, kyinie, kyiniɛ'),
  kind('padlock', 'padlock, lock, krado'),
  kind('clock', 'clock, wall clock'),
  // Beauty before food ("shea butter with coconut oil" is skin care).
  kind('soap', 'soap, black soap, alata samina, samina'),
  kind(
    'skincare',
    'shea butter, body cream, face cream, lotion, body butter, cocoa butter, pomade, nkuto, nkuu',
  ),
  kind('hair', 'wig, weave, braid, braiding hair, hair extension, attachment, hair'),
  // Books before sport ("exercise books" are for school).
  kind(
    'bible',
    'bible, twerɛ kronkron, hymn book, hymnal, nnwom nwoma, quran, prayer book | hymn | book, nwoma, buuk',
  ),
  kind(
    'school-book',
    'textbook, past question, waec, bece, wassce, exercise book, workbook, school book, notebook | mathematics, maths, integrated science | book, nwoma, buuk',
  ),
  kind('book', 'book, novel, storybook, dictionary, nwoma, buuk'),
  // Food before fashion ("rice, 25kg bag" is rice).
  kind('yam', 'yam, bayerɛ, bayere, puna'),
  kind('plantain', 'plantain, borɔdeɛ, borode, brode, kokoo | apem'),
  kind('cassava', 'cassava, bankye'),
  kind('tomato', 'tomato, tomatoes, ntoos, tomato paste | gino, pomo'),
  kind('sauce', 'shito, sauce, ketchup, pepper sauce'),
  kind('pepper', 'pepper, chilli, mako, kpakpo'),
  kind('onion', 'onion, gyeene'),
  kind('egg', 'egg, nkosua'),
  kind('rice', 'rice, ɛmo, emo | jasmine, basmati'),
  kind(
    'cooking-oil',
    'cooking oil, vegetable oil, palm oil, groundnut oil, oil, ngo | frytol, sunflower oil, olive oil',
  ),
  kind('gari', 'gari, garri'),
  kind(
    'fish',
    'fish, nam, tilapia, herring, koobi, momoni, mackerel, kpanla, salmon, tuna | keta school boys, anchovies',
  ),
  kind('meat', 'meat, chicken, nkokɔ, nkoko, beef, goat, turkey, gizzard, nam'),
  kind('sardine', 'sardine | titus'),
  kind('flour', 'flour, semolina, maize, corn, kokonte, fufu flour, banku mix'),
  kind('sugar', 'sugar, sukre, asikyire'),
  kind(
    'drink',
    'drink, milk, nofosu, milo, tea, coffee, juice, malt, sobolo, water | bournvita, nido',
  ),
  kind('noodles', 'noodle, indomie, spaghetti, pasta'),
  kind('food', 'food, chop, foodstuff, groceries, aduane, nnuane'),
  kind('perfume', 'perfume, aduhwam, body spray, cologne, fragrance, deodorant | oud, lattafa'),
  // Fashion: things made of cloth before the cloth ("kente shirt" is a shirt).
  kind('hat', 'hat, kyɛ, cap'),
  kind('bag', 'bag, kotoku, handbag, backpack, purse, school bag'),
  kind(
    'sandals',
    'sandal, slipper, slide, ahenema, chalewote, chale wote, flip flop | | shoe, footwear, mpaboa',
  ),
  kind(
    'beads',
    'beads, bead, waist beads, necklace, bracelet, earring, jewellery, jewelry, ahwenie',
  ),
  kind('dress', 'dress, gown, kaba, skirt, jumpsuit, frock | kaba and slit'),
  kind('smock', 'smock, batakari, fugu, fugu shirt'),
  kind('shirt', 'shirt, t-shirt, tshirt, polo, blouse, top'),
  kind('trousers', 'trousers, trouser, trosa, jeans, pants, shorts, chinos'),
  kind('football-boots', 'football boots, soccer boots, boots, cleats | | shoe, footwear, mpaboa'),
  kind('shoes', 'shoe, sneaker, mpaboa, heels, loafer, canvas, kicks, footwear | oxford, brogue'),
  kind('stole', 'stole'),
  kind(
    'fabric',
    'cloth, fabric, material, ntoma, ntama, textile, wax print, ankara | kente, wax, gtp, woodin, vlisco, lace, batik, tie and dye, adinkra, yards',
  ),
  // Sport.
  kind('football', 'football, soccer ball, ball, bɔɔl'),
  kind('jersey', 'jersey, jersi, kit | black stars'),
  kind('gloves', 'gloves, glove'),
  kind(
    'fitness',
    'dumbbell, gym, weights, exercise, kettlebell, yoga mat, skipping rope, treadmill, resistance band',
  ),
  kind('bicycle', 'bicycle, bike, sakre, sakyere'),
];

/** A word as matched against kinds: lower case, ɛ → e and ɔ → o (phones without Twi letters type
 * them so), a plural dropped ("phones" → "phone", "dresses" → "dress", not "glass" → "glas"). */
export function searchWord(word: string): string {
  const w = word.toLowerCase().normalize('NFC').replaceAll('ɛ', 'e').replaceAll('ɔ', 'o');
  if (w.length <= 3) return w;
  // "dresses" → "dress", "tomatoes" → "tomato", "watches" → "watch"; "shoes" → "shoe".
  if (/(ss|ch|sh|x)es$/.test(w) || (w.length >= 7 && w.endsWith('oes'))) return w.slice(0, -2);
  return w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

const phrase = (text: string) =>
  text
    .split(/[\s-]+/)
    .map(searchWord)
    .join(' ');

/** Every asked phrase (as matched) → its kinds, longest phrases first. */
const ASKED: [string, string][] = KINDS.flatMap((k) =>
  [...k.asked, ...k.alsoAsked].map((a): [string, string] => [phrase(a), k.id]),
).sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

/** Single words buyers use for kinds, for typo tolerance. */
export const KIND_WORDS: readonly string[] = [
  ...new Set(
    KINDS.flatMap((k) => [...k.asked, ...k.alsoAsked])
      .filter((w) => !w.includes(' '))
      .map(searchWord),
  ),
];

/** Words titles use for kinds (brands, models): never taken for a slip of a kind's word, nor
 * "corrected" into another word ("iphone" is not a slip of "phone"). */
export const KIND_TITLE_WORDS: readonly string[] = [
  ...new Set(KINDS.flatMap((k) => k.titled.flatMap((t) => t.split(/\s+/).map(searchWord)))),
];
const TITLE_WORDS = new Set(KIND_TITLE_WORDS);

export interface KindAsked {
  kind: string;
  /** Positions of the words that named it. */
  at: number[];
}

/** The kinds a buyer's words name, longest phrase first, each word naming at most one phrase
 * ("phone case" is a case, not a phone; "cheap phones" a phone). A word may name two kinds
 * ("nam" is fish or meat in Twi). */
export function kindsAsked(words: string[]): KindAsked[] {
  // A word a typing slip away from a kind's word counts as it ("blendr", "generater"): only
  // for words of 5 letters or more that are no kind's word or brand ("iphone" is not "phone").
  const matched = words.map((w) => {
    const word = searchWord(w);
    if (word.length < 5 || KIND_WORDS.includes(word) || TITLE_WORDS.has(word)) return word;
    return closestSlip(word, KIND_WORDS) ?? word;
  });
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
