// Text helpers of the caption parser: what a WhatsApp message is cleaned to before parsing, and
// the folded form words are compared in.

/** WhatsApp messages hold at most 4096 characters; anything longer is not a caption, and a cap
 * keeps every later step linear in a small number. */
export const MAX_CAPTION_CHARS = 4096;

// Everything invisible: control characters (but tab and line feed), format characters (zero-width
// and bidi controls, the soft hyphen, tags) and the other default-ignorable code points (Hangul
// fillers, the Mongolian vowel separator…). PostgreSQL refuses NUL, and none of them means
// anything in a product text, but one inside a number splits it ("4\u00AD50"). Kept: ZWJ
// (U+200D) and variation selectors, which glue and style emoji, and the tags of a subdivision
// flag (🏴 + tags + cancel tag: the flag of England).
const INVISIBLE =
  /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const keepsEffect = (char: string) =>
  char === '\t' || char === '\n' || char === '\u200d' || (char >= '\ufe00' && char <= '\ufe0f');

/** The right-to-left bidi controls: an embedding, override or isolate (RLE, RLO, RLI, FSI) and
 * the marks (RLM, ALM). Next to digits they make WhatsApp show them in another order or place
 * than they are written: "GHS 4\u202E05" is shown as GHS 450. The left-to-right ones (LRE, LRO,
 * LRI, LRM, PDF, PDI) change nothing in left-to-right text; Android wraps a copied phone number
 * in LRE … PDF. */
export const RIGHT_TO_LEFT_CONTROL = /[\u061c\u200f\u202b\u202e\u2067\u2068]/u;

// A surrogate without its pair cannot be encoded as UTF-8 (the database would refuse it).
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The message as the parser reads it: NFC, CRLF and Unicode line separators as \n, tabs and
 * every other space (NBSP, the thin space of "1 200") as a plain space, invisible characters
 * removed. */
export function cleanCaption(text: string): string {
  return text
    .slice(0, MAX_CAPTION_CHARS)
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, (char: string, flag?: string) => flag ?? (keepsEffect(char) ? char : ''))
    .replace(/[\t\p{Zs}]/gu, ' ');
}

// Pictographs with their modifiers, variation selectors, keycaps, flags and joiners. The
// combining marks (selectors, keycap, joiner) as alternatives, not in the class: in a class they
// would read as joined to the character before them.
/** A run of emoji, which sellers put where a comma would go ("Kwadu 🍌🍌 sidi 20"). */
export const EMOJI_RUN =
  /(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\ufe0e|\ufe0f|\u20e3|\u200d)+/gu;

/** Lower case without accents, Twi ɛ/ɔ as e/o and the "3" typed for ɛ next to a letter
 * ("y3", "bayer3", "3y3") as e, so one keyword matches every way of writing it. Keeps length
 * except where accents are dropped, so use it for matching, not for positions. */
export function foldForMatching(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ɛ/g, 'e')
    .replace(/ɔ/g, 'o')
    .replace(/ŋ/g, 'n')
    .replace(/(?<=\p{L})3|3(?=\p{L})/gu, 'e')
    .replace(/[’‘`]/g, "'");
}

/** `text` cut to at most `max` characters (code points, never half an emoji) at a word end. */
export function capAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
}
