// The product's name in a caption: the first clause that names a thing, with the talk around it
// taken off. Sellers lead with the product ("Samsung A14 going for 1,200 cedis, clean"), or with
// a greeting, an opener or a teaser question before it ("Chale, who dey find Bluetooth
// earpiece?"), and follow it with details after a comma, a full stop, a dash or an emoji. The
// caller has already turned the price and other amounts into line breaks.
import { capAtWord, foldForMatching } from './caption-text.ts';

export const TITLE_MAX_CHARS = 80;

// Words that alone make no product: greetings, calls to come and buy, "new arrivals".
const FILLER = new Set(
  (
    'akwaaba chale charley charlie hello hi hey herh boys girls and ladies gentlemen good morning ' +
    'afternoon evening customers customer friends family everyone all new arrivals arrival stock ' +
    'available now in sale for hot deals deal promo offer offers special o oo ooo please pls ' +
    'abeg dear who go buy dey find want need wan get one mo mmra mommra mmetoo mmeto mmehwe ' +
    'bra beto bi yi see check out ah ei eii guy guys people nua nuanom maakye maakyɛ agoo my our ' +
    'make una patronize patronise oya boss'
  ).split(' '),
);

// A clause starting with one of these says something about the product or the sale, not its
// name: "e dey charge fast", "we fit deliver", "depending on the size", "call me".
const NOT_A_NAME_START = new Set(
  (
    'e i we it its they you u dem call dm whatsapp order delivery deliver depending ' +
    'installation warranty price prices negotiable available contact inbox send chat location ' +
    'located mo mommra yede eye beto still barely used used tell share then'
  ).split(' '),
);

const E = '[eɛ3]';
// Sellers type ɔ as o, or as c ("me tcn", "boc").
const O = '[oɔc]';
// Said before the product and never part of its name.
const OPENER = new RegExp(
  `^(?:${[
    String.raw`(?:i|we)\s+(?:dey|am|are|'m|'re)\s+selling\s+`,
    String.raw`(?:me\s+)?(?:i|we)\s+(?:dey\s+)?sell\s+`,
    String.raw`make\s+(?:i|we)\s+sell\s+`,
    String.raw`(?:now\s+)?selling\s+`,
    String.raw`(?:make\s+(?:you|una)\s+)?come\s+(?:and\s+)?buy\s+`,
    String.raw`make\s+(?:you|una)\s+buy\s+`,
    String.raw`(?:oya\s+)?(?:come\s+)?buy\s+(?:your|una)\s+`,
    String.raw`abeg\s+(?:come\s+)?buy\s+`,
    String.raw`(?:who|wey\s+person|which\s+person)\s+(?:go|dey|wan|want|need|dey\s+find|wan\s+buy|go\s+buy|dey\s+need)(?:\s+(?:buy|find))?(?:\s+|$)`,
    String.raw`dem\s+(?:bring|don\s+bring)\s+`,
    String.raw`(?:i|we|e|dem|una)\s+get\s+`,
    `m${E}p${E}\\s+s${E}\\s+m${E}t${O}n\\s+`,
    `(?:m${E}\\s*t${O}n|y${E}\\s*t${O}n|m${E}\\s*w${O}|y${E}\\s*w${O})\\s+`,
    // Twi "mo mmra mmɛtɔ …" (come and buy …), "mommra mmɛhwɛ …" (come and see …).
    `(?:mo\\s+)?(?:(?:mo)?mm?ra\\s+)?mm${E}(?:t${O}|hw${E})\\s+`,
    // Twi "mo hwɛ …" (look at …), "yɛde … aba" (we have brought …), "monim sɛ …" (you know that …).
    `mo\\s+hw${E}\\s+`,
    `y${E}de\\s+`,
    `monim\\s+s${E}\\s+`,
    // Pidgin and English: "I wan sell …", "una come buy …", "anybody need a …", "look at …".
    String.raw`(?:i|we)\s+(?:wan|want\s+to|wanna)\s+sell\s+`,
    String.raw`(?:i|we)\s+dey\s+find\s+buyer\s+for\s+`,
    String.raw`una\s+come\s+buy\s+`,
    String.raw`(?:any\s*(?:body|one)|someone|somebody)\s+(?:need|needs|want|wants|interested\s+in)(?:\s+(?:a|an|some))?\s+`,
    String.raw`(?:look\s+at|see)\s+`,
    // Calls to look: "make you check this …", "make una see …", Twi "hwɛ … yi" (look at this).
    String.raw`make\s+(?:you|u|una)\s+(?:check|see|look\s+at)\s+`,
    `hw${E}\\s+`,
    // Twi "obi pɛ … a" (if someone wants …), "sɛ wo pɛ … a" (if you want …), "obi hia …"
    // (someone needs …), "obiara a ɔpɛ …" (anyone who wants …).
    `(?:s${E}\\s+)?(?:obi|wo|mo|obiara\\s+a\\s+${O}?)\\s*(?:p${E}|hia|hwehw${E})\\s+`,
    // "selling my PS4 slim": the seller's own, not part of its name.
    String.raw`(?:my|our)\s+(?=[\p{L}\p{N}])`,
    String.raw`(?:dis|this|dat|that)\s+\p{L}+\s+(?:be|is)\s+`,
    String.raw`(?:dis|dat|this|that)\s+(?=\p{L})`,
    // Left by a price said first: "Last price 650 for this Nike sneakers".
    String.raw`for\s+(?=(?:dis|dat|this|that)\s)`,
    String.raw`(?:akwaaba|chale|charley|charlie|hello|hi|hey|herh|ah|ei+|boys\s+and\s+girls|good\s+(?:morning|afternoon|evening)|dear\s+customers?|abeg|please|pls|plz|my\s+(?:guy|guys|people|brother|sister|dear)|me\s+nua(?:nom)?|maaky[eɛ]|agoo|oya|boss|aane|nana|auntie|aunty|uncle|(?:me|my)\s+(?:sister|brother|bro|sis)|how\s+far(?:\s+my\s+(?:people|guys?))?|good\s+news|hurry(?:\s+now)?|clearance\s+sale|up\s+for\s+grabs|check\s+(?:this|it)\s+out|[ɛe3]?nn[ɛe3](?:\s+d[ɛe3][ɛe3])?|(?:ad[ɛe3][ɛe3]\s+)?akye(?:\s+o)?|maadwo|maaha|ayekoo|medaase|afehyia\s+pa|nyame\s+nhyira\s+(?:mo|wo)|(?:me\s+)?[ɔo]?d[ɔo]fo|agya|[ɛe3]na|me\s+nso|seesei)(?![\p{L}])[\s!,.:]*`,
    // Twi greetings and introductions: "mema mo akye" (good morning to you), "ɛte sɛn" (how
    // is it), "mepa wo kyɛw" (please), "yɛfrɛ me Ama" (my name is Ama).
    `(?:mema\\s+(?:mo|wo)\\s+(?:akye|aha|adwo)|${E}te\\s+s${E}n|mepa\\s+(?:wo|mo)\\s+ky${E}w|y${E}fr${E}\\s+me\\s+\\p{L}+)(?![\\p{L}])[\\s!,.:?]*`,
  ].join('|')})`,
  'iu',
);

// What follows the name inside its clause: a verb ("dey", "be", "ɛyɛ") or sales talk.
const AFTER_NAME = new RegExp(
  `\\s+(?:${[
    String.raw`(?:dem\s+)?dey(?![\p{L}]).*`,
    // Pidgin "wey" (which): "Ladies bag wey dey fine".
    String.raw`wey(?![\p{L}]).*`,
    String.raw`(?:no\s+)?be\s.*`,
    `(?:a\\s+)?${E}y${E}(?![\\p{L}]).*`,
    String.raw`(?:going|selling|sell)\s+(?:for|at)(?![\p{L}]).*`,
    'going$',
    String.raw`(?:for\s+only|price|call|dm|whatsapp|negotiable|na|neat|clean)(?![\p{L}]).*`,
  ].join('|')})$`,
  'iu',
);

// Said after the name: "for sale", "dey sale", "available", "wɔ hɔ" (is here), "aba" (has come),
// Twi "tɔn" ("me wɔ … tɔn": I have … to sell), "yi" (this), "no" (the), "bi" (some), "pa ara"
// (very good), "plenty";
// or left by the price taken out after it ("Camon 20 for …", "Bedsheet was … now …").
const TRAILING =
  /\s+(?:for|was|from|at|@|(?:is\s+)?(?:for|4)\s+(?:sale|rent)|available|in\s+stock|(?:just\s+)?(?:landed|arrived|in)|w[ɔo]\s+(?:h[ɔo]|ha)|aba|o+|here|now|t[ɔoc]n|yi|no|bi|pa\s+ara|plenty|brand\s+new(?:\s+sealed)?|sealed|(?:uk|us|usa|home|foreign|slightly|fairly|barely)\s+used|box\s+packed|don\s+(?:land|come|arrive|reach|enter)|(?:(?:olonka|kuruwa|kɔtoku|kotoku|bowl|basket|bottle|kilo|galon|gallon|bag|tin|pack|bunch)\s+)?(?:baako|mmienu|mmiɛnu|mmiɛnsa|mmiensa))$/iu;

// "Ladies shoe for sale size 39", "Land for sale at Kasoa": "for sale" inside the name goes, the
// size or the place after it stays.
const FOR_SALE_INSIDE = /\s+(?:is\s+)?(?:for|4)\s+sale\s+/iu;

// Where a long sentence leaves the name for the story: "… sandals made in Kumasi by our own…".
const LONG_NAME_BREAK = /\s(?:made\s+in|made\s+by|by|with|from|that|which|who|for)\s/giu;

const LOCATION = new RegExp(`^(?:w${O}|y${E}w${O}|at|in|from|fi)\\s`, 'iu');

/** The title of a caption whose amounts are already line breaks, or null when none is named. */
export function titleOf(text: string): string | null {
  const sentences = text.split('\n').flatMap(splitSentences);
  const index = sentences.findIndex((sentence) => nameIn(sentence) !== null);
  if (index < 0) return null;
  const name = nameIn(sentences[index]!)!;
  // A teaser question ("Who want hoodie? Plain hoodies, all colours") is answered by the
  // sentence after it when that one starts by naming the same thing more fully ("I get one, 2
  // months old" and "Big bunch" don't).
  const next = sentences[index + 1];
  const answer =
    /\?\s*$/.test(sentences[index]!) && next !== undefined ? nameFrom(clausesOf(next)[0]!) : null;
  return finish(answer && sameThing(name, answer) ? answer : name);
}

/** Both name a word starting with the same four letters ("hoodie", "Plain hoodies"). */
function sameThing(a: string, b: string): boolean {
  const stems = (text: string) =>
    foldForMatching(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 4));
  const other = new Set(stems(b));
  return stems(a).some((stem) => other.has(stem));
}

/** Sentences end at "!", "?", "…" and a full stop before a space, but not after an initial
 * ("K.A. Stroud") or an abbreviation ("no. 10"). */
function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of line.matchAll(/[!?…]+|\.+(?=\s|$)/g)) {
    const at = end.index + end[0].length;
    const before = line.slice(start, end.index);
    if (end[0] === '.') {
      if (/(?:^|[\s.(])(?:\p{Lu}|[Nn]o|[Nn]r|[Vv]ol|[Ss]t|[Dd]r|[Mm]rs?|[Mm]s)$/u.test(before))
        continue;
    }
    sentences.push(line.slice(start, at));
    start = at;
  }
  sentences.push(line.slice(start));
  return sentences.filter((s) => /\p{L}/u.test(s));
}

// An offer said around the name: "buy 2 get 1 free", Twi "sɛ wotɔ 2 a" (if you buy 2).
const OFFER =
  /(?:^|[\s:,.!])(?:buy\s+\d+\s*,?\s*(?:and\s+)?get\s+\d+(?:\s+free)?|s[ɛe3]\s+wo\s*t[ɔoc]\s+\d+\s+a)(?![\p{L}])/iu;
// What a sentence says before its offer when it names no product: "Christmas promo till 25/12:".
const PROMO_HEAD =
  /^[\p{L}\s]*(?:promo|promotion|offer|sale|deal|discount)(?:\s+(?:till|until|ends?|for|on)\s+[\p{L}\p{N}/ ]*)?[\s:!,.-]*$/iu;

/** The name in a sentence: its first clause that is one, on the side of a colon that has it;
 * none in an offer ("buy 2 get 1 free") with only a promotion's name before it. */
function nameIn(whole: string): string | null {
  const offer = OFFER.exec(whole);
  const sentence = offer ? whole.slice(0, offer.index) : whole;
  if (offer && (!/\p{L}/u.test(sentence) || PROMO_HEAD.test(sentence.trim()))) return null;
  const colon = /:(?!\d)/.exec(sentence);
  if (!colon) return firstName(clausesOf(sentence));
  const head = tidy(sentence.slice(0, colon.index)).replace(/\s+(?:dem\s+)?dey$/iu, '');
  const tail = firstName(clausesOf(sentence.slice(colon.index + 1)));
  // "Kaa: Toyota Camry 2010", "Plenty books dey: Aki Ola maths", "Wɔ Kasoa: plastic chairs":
  // a one-word label or a place before the colon, the product after it. "Toyota spare parts
  // dey: headlights, bumpers": the product before it, a list after.
  const headWords = head
    .split(/\s+/)
    .filter((w) => !/^(?:plenty|new|fresh|all|our|dem)$/iu.test(w));
  if (tail && (LOCATION.test(head) || headWords.length <= 1)) return tail;
  return nameFrom(head) ?? tail;
}

/** Clauses split at commas, semicolons and spaced dashes, never inside brackets. */
function clausesOf(sentence: string): string[] {
  const clauses: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const ch = sentence[i]!;
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0 && (ch === ',' || ch === ';' || isSpacedDash(sentence, i))) {
      clauses.push(sentence.slice(start, i));
      start = i + 1;
    }
  }
  clauses.push(sentence.slice(start));
  return clauses;
}

const isSpacedDash = (s: string, i: number) =>
  /[-–—|]/.test(s[i]!) &&
  s[i - 1] === ' ' &&
  (s[i + 1] === ' ' || i + 1 === s.length) &&
  !isSpacedSpan(s, i);

/** "size 38 - 41": a span of sizes upwards is part of the name ("iPhone 12 - 3 months
 * used" is not one). */
function isSpacedSpan(s: string, i: number): boolean {
  const from = /(\d+) $/.exec(s.slice(Math.max(0, i - 8), i))?.[1];
  const to = /^ (\d+)(?![\p{L}\p{N}])/u.exec(s.slice(i + 1, i + 10))?.[1];
  return from !== undefined && to !== undefined && Number(to) > Number(from);
}

function firstName(clauses: string[]): string | null {
  for (const clause of clauses) {
    const name = nameFrom(clause);
    if (name) return name;
  }
  return null;
}

/** The clause without openers and the talk after the name, or null when no name is left. */
function nameFrom(clause: string): string | null {
  let name = tidy(clause);
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = tidy(name.replace(OPENER, ''));
  }
  const words = foldForMatching(name)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  if (words.length === 0 || NOT_A_NAME_START.has(words[0]!)) return null;
  if (words.every((w) => FILLER.has(w))) return null;
  for (let previous = ''; previous !== name; ) {
    previous = name;
    name = tidy(name.replace(AFTER_NAME, '').replace(TRAILING, '').replace(FOR_SALE_INSIDE, ' '));
  }
  // Twi "obi pɛ blender a" (if someone wants a blender) closes the clause with "a".
  if (/(?:^|\s)(?:obi|wo|mo)\s*(?:p[ɛe3]|hia|hwehw[ɛe3])\s/iu.test(clause))
    name = tidy(name.replace(/\s+a$/u, ''));
  return isName(name) ? name : null;
}

// What tells one offer of a thing from another: a weight or volume, a count of a container, a
// size word ("Rice 5kg na 95, 25kg na 420", "1 carton na 320, 1 tin na 8", "Shito kɛseɛ 40,
// ketewa 20").
const VARIANT = String.raw`(?:\d+(?:\.\d+)?\s?(?:kg|g|ml|cl|l|ltr|litres?|liters?)|\d+\s+(?:cartons?|tins?|box(?:es)?|bags?|sacks?|bottles?|crates?|pieces?|pcs|packs?)|k[ɛe3]se[ɛe3]|ketewa|big|small|medium|large)(?![\p{L}\p{N}])`;
const VARIANT_AT_END = new RegExp(String.raw`\s+${VARIANT}$`, 'iu');
const VARIANTS = new RegExp(String.raw`(?<![\p{L}\p{N}])${VARIANT}`, 'giu');

/** The title without the first offer's measure when the caption offers the thing in two or more
 * measures, each at its price: the product is the rice, not the 5 kg bag. */
export function withoutVariant(title: string, caption: string): string {
  if (!VARIANT_AT_END.test(title) || (caption.match(VARIANTS)?.length ?? 0) < 2) return title;
  const rest = title.replace(VARIANT_AT_END, '');
  return isName(rest) ? rest : title;
}

/** Two letters at least, and more than greetings and sales talk. */
function isName(text: string): boolean {
  const words = foldForMatching(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
  return /\p{L}.*\p{L}/u.test(text) && !words.every((w) => FILLER.has(w));
}

/** Spaces collapsed, separators and stray brackets trimmed from both ends. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—:,.;*•|/!?~=+&]+|[\s\-–—:,.;*•|/!?~=+&(]+$/gu, '')
    .trim();

function finish(name: string): string {
  let title = name;
  if (Array.from(title).length > TITLE_MAX_CHARS) {
    // Past three words, before the first phrase that tells the product's story.
    for (const found of title.matchAll(LONG_NAME_BREAK)) {
      if (title.slice(0, found.index).split(' ').length >= 3) {
        title = title.slice(0, found.index);
        break;
      }
    }
  }
  title = capAtWord(title, TITLE_MAX_CHARS);
  // "my dining set" → "My dining set"; "iPhone 12" stays as the brand writes it.
  return /^\p{Ll}+(?:\s|$)/u.test(title) ? title[0]!.toUpperCase() + title.slice(1) : title;
}
