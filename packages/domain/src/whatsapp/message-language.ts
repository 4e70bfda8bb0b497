// The language a WhatsApp message is written in, said only when its words tell: the grammar
// words of Twi ("mepɛ", "me tɔn", "ɛyɛ sɛn", "anaa"), the markers of Ghanaian Pidgin ("abeg",
// "dey", "wan") and the function words of English ("do you have", "I want the"). Product names
// are no evidence: "kente ntoma", "Samsung A14 GHS 1,200", "200", "ok" or a photo say nothing,
// and the bot keeps the session's language for them (decision 062). Pure.
import type { Language } from '../enums.ts';
import { normalizeWords } from '../whatsapp-commands.ts';

/** Twi words by weight, written with e for ɛ and o for ɔ (phones without the letters type them
 * as e/o or 3/c: "mepe", "ne boc y3"). 2 tells alone; smaller weights need company. */
const TWI: Record<string, number> = weights({
  2: `mepe wope yepe mope mepa kyew medaase hwehwe mehwehwe wohwehwe ehe deen anaa ahe adee
      metumi wotumi yetumi meton woton yeton meto woto yeto mewo wowo yewo mehia wohia
      nneema nnooma enne sesei nanso mmom maakye maaha maadwo ayeeko ampa`,
  1.5: 'kosi foforo',
  1: `sen boo bo wo yi hia tumi ye pe ete saa nso biara paa yie ara mmra kesee ketewa baako pii
      bebree kakra sidi akwaaba`,
  0.5: 'me na ne bi ma mo se pa',
});
/** Twi words that are also English ones ("to", "ton", "eye"): they count only when written with
 * the Twi letters (tɔ, tɔn, ɛyɛ), at the weight given here. */
const TWI_BY_LETTERS: Record<string, number> = {
  eye: 2,
  ton: 1.5,
  to: 1,
  ho: 1,
  fe: 1,
  ko: 1,
  // Short words that are Twi beyond doubt once written with the letters.
  ye: 1.5,
  pe: 1.5,
  se: 1,
  wo: 1.5,
};
/** Twi phrases typed without the letters ("eye sen?": how much?), scored besides their words. */
const TWI_PHRASES: Record<string, number> = { 'eye sen': 1, 'ete sen': 1, 'eye fe': 1 };
/** Any other word with ɛ or ɔ: a hint (a product noun may be spelled so: "kɛntɛ"). */
const TWI_LETTER_HINT = 0.5;
/** Pronouns people write apart from the verb ("me pɛ", "me tɔn", "wo wɔ"): read joined. */
const TWI_PRONOUNS = new Set(['me', 'wo', 'ye', 'mo']);

/** Ghanaian Pidgin markers by weight, as people type them. */
const PIDGIN: Record<string, number> = weights({
  2: 'dey wetin abeg una wan sabi wey sef wahala',
  1.5: 'chale chaley charley dem nor oga waka',
  1: 'dis dat don de ein chop kai',
  0.5: 'fit bi na',
});
/** Pidgin phrases of English words ("I fit", "no be"), each scored besides its words. */
const PIDGIN_PHRASES: Record<string, number> = {
  'no be': 2,
  'how far': 2,
  'make i': 2,
  'make we': 2,
  'make you': 2,
  'i fit': 1.5,
  'you fit': 1.5,
  'u fit': 1.5,
  'we fit': 1.5,
  'e fit': 1.5,
  'e be': 2,
  'e get': 2,
  'e no': 2,
  'e go': 2,
  'well well': 1.5,
  'small small': 1,
  'you get': 1,
  'u get': 1,
};

/** English words by weight. Pidgin shares most of English's small words ("I", "my", "for",
 * "the"), so those are only a hint; the verbs pidgin says otherwise ("is", "do you have", "want":
 * pidgin has "na", "you get", "wan") count in full. */
const ENGLISH: Record<string, number> = weights({
  1: `is are am was were do does did have has had will would could can should want please
      available still thanks thank sorry looking what`,
  0.5: `i you your we our us the a an to for of with my this that it and or not there here any
        if be at in on from how much where when who which`,
});

/** The language the message is written in, or null when its words do not tell. */
export function detectLanguage(text: string): Language | null {
  const words = normalizeWords(text)
    .replace(/[’`]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/'/g, ''))
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return null;
  const twi = twiScore(words);
  const pidgin = pidginScore(words);
  if (twi >= 2 && twi > pidgin) return 'tw';
  if (pidgin >= 2 && pidgin > twi) return 'pidgin';
  // English only when its words outweigh every hint of the others twice over: "Do you have
  // kɛntɛ?" is English, "Abeg me pɛ kente" (one marker of each) is neither.
  const english = words.reduce((sum, w) => sum + (ENGLISH[w] ?? 0), 0);
  if (english >= 2 && english > 2 * (twi + pidgin)) return 'en';
  return null;
}

function twiScore(words: string[]): number {
  let score = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    // "me pɛ", "me tɔn": the pronoun and the verb as one word, when that is a Twi word.
    // The verb must be Twi on its own: "call me to order" is no "metɔ".
    if (next && TWI_PRONOUNS.has(fold(word)) && twiWeight(next) > 0) {
      const joined = twiWeight(word + next);
      if (joined >= 2) {
        score += joined;
        i++;
        continue;
      }
    }
    score += twiWeight(word) + (next ? (TWI_PHRASES[`${fold(word)} ${fold(next)}`] ?? 0) : 0);
  }
  return score;
}

function twiWeight(word: string): number {
  const hasLetters = /[ɛɔ]/.test(word) || /\p{L}3|3\p{L}/u.test(word);
  const folded = fold(word);
  const known =
    (hasLetters ? TWI_BY_LETTERS[folded] : undefined) ??
    TWI[folded] ??
    // "c" for ɔ ("ne boc y3"), tried only when the word as written is none of the list.
    (word.includes('c') ? TWI[fold(word.replace(/c/g, 'ɔ'))] : undefined);
  if (known !== undefined) return known;
  return /[ɛɔ]/.test(word) ? TWI_LETTER_HINT : 0;
}

function pidginScore(words: string[]): number {
  let score = 0;
  for (let i = 0; i < words.length; i++) {
    score += PIDGIN[words[i]!] ?? 0;
    const phrase = PIDGIN_PHRASES[`${words[i]} ${words[i + 1]}`];
    if (phrase) score += phrase;
    // "am" as the object ("we go fix am", "buy am"): English says it only after "I".
    if (words[i + 1] === 'am' && words[i] !== 'i' && i + 1 < words.length) score += 2;
  }
  return score;
}

/** A Twi word with e for ɛ and o for ɔ (3 for ɛ between letters, as phones type it). */
const fold = (word: string) =>
  word
    .replace(/ɛ/g, 'e')
    .replace(/ɔ/g, 'o')
    .replace(/(?<=\p{L})3|3(?=\p{L})/gu, 'e');

function weights(table: Record<number, string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [weight, list] of Object.entries(table)) {
    for (const word of list.split(/\s+/).filter(Boolean)) out[word] = Number(weight);
  }
  return out;
}
