// Detection on messages as traders and buyers type them: it says a language only when the words
// tell, so a price, "ok" or a product name never flips the language of a conversation.
import { describe, expect, it } from 'vitest';
import { ENGLISH_CAPTIONS } from './caption-corpus-en.ts';
import { HOLDOUT_CAPTIONS } from './caption-corpus-holdout.ts';
import { PIDGIN_CAPTIONS } from './caption-corpus-pidgin.ts';
import { TWI_CAPTIONS } from './caption-corpus-tw.ts';
import { detectLanguage } from './message-language.ts';

const TOLD: [string, 'en' | 'tw' | 'pidgin'][] = [
  // English sentences, Twi nouns in them included.
  ['Do you have rice?', 'en'],
  ['I want to sell my phone', 'en'],
  ['How much is the iPhone 13?', 'en'],
  ['Is the kente still available?', 'en'],
  ['I am looking for a fridge in Kumasi', 'en'],
  ['What is the price of the sofa', 'en'],
  ['Do you have kɛntɛ?', 'en'],
  // "me to" is English here, not "metɔ" (I buy).
  ['Please call me to confirm the order', 'en'],
  // Twi with ɛ and ɔ.
  ['Me tɔn kwadu kuruwa 20 GHS 60', 'tw'],
  ['Mepɛ sɛ metɔn me kente', 'tw'],
  ['Me pɛ kente ntoma', 'tw'],
  ['Mepɛ kente ntoma, ɛyɛ sɛn?', 'tw'],
  ['Ɛhe na metumi anya kente?', 'tw'],
  ['Wo wɔ iPhone 13 anaa?', 'tw'],
  ['Mepa wo kyɛw, boɔ sɛn?', 'tw'],
  ['Medaase', 'tw'],
  // Twi typed as e/o, and as 3/c.
  ['Mepe se meton me kente', 'tw'],
  ['me pe kente ntoma', 'tw'],
  ['Eye sen?', 'tw'],
  ['Wo wo Tecno Camon 20 anaa?', 'tw'],
  ['ehe na metumi anya rice', 'tw'],
  ['3y3 s3n?', 'tw'],
  ['Mep3 phone, ne boc y3 s3n?', 'tw'],
  ['Mpaboa fofoc, size 40. Ne boc y3 sidi 200', 'tw'],
  // Ghanaian Pidgin.
  ['Abeg I wan sell my phone', 'pidgin'],
  ['I dey find rice', 'pidgin'],
  ['Car stereo with reverse camera, we go fix am for you', 'pidgin'],
  ['Fresh tomatoes, come buy am', 'pidgin'],
  ['abeg I wan buy iphone under 3000', 'pidgin'],
  ['Wetin be the price?', 'pidgin'],
  ['You fit deliver go Tema?', 'pidgin'],
  ['How far, the fridge still dey?', 'pidgin'],
  ['Dis phone be iPhone XR 64gb, e get small crack for back', 'pidgin'],
  ['Who want hoodie? Plain hoodies, all colours, e be 150 each', 'pidgin'],
  // Mixed: the language whose grammar carries the message.
  ['Please me pɛ iPhone 13, how much?', 'tw'],
  ['Chale me pɛ phone', 'tw'],
  ['Kente for sale 🔥 GH₵ 2,500 per full piece. Ɛyɛ fɛ paa!', 'tw'],
  ['Bicycle for kids, 16 inch. Me tɔn no 550', 'tw'],
  ['Chale I dey sell my MacBook Air M1 2020. GHS 6k last', 'pidgin'],
  ['Bluetooth speaker JBL Charge 5, e dey bang 🔊 1,100 cedis', 'pidgin'],
];

/** Messages whose words do not tell: the session's language answers them. */
const UNTOLD = [
  '',
  '   ',
  '👍',
  'ok',
  'Ok 👍',
  'yes',
  'no',
  'thanks',
  'hi',
  'help',
  '200',
  '1,200',
  'GHS 60',
  'GH₵ 2,350',
  '2.5k',
  'kente',
  'kente ntoma',
  'Kɛntɛ ntɔma',
  'kwadu',
  'me',
  'Akwaaba',
  'Samsung A14',
  'iPhone 13 Pro Max 256GB',
  'Tecno Camon 20 GHS 2,350',
  'Brand new Tecno Camon 20 - GH₵2,350 - with charger',
  'Ladies sandals size 38-41 GH₵ 85 each, Kumasi',
  'Slim fit jeans GHS 80',
  'Eye cream GHS 40',
  'Cement 1 ton GHS 2,000',
  'Core i3 laptop 4GB',
  'Canopy and chairs for rent, call me',
  // One marker of Pidgin and one of Twi: neither wins.
  'Abeg me pɛ kente',
  // Pidgin shares English's small words; they alone tell neither.
  'Sneakers for guys, size 40 to 45, 300 cedis',
  // "I want" is said in Pidgin too ("I want buy"); the noun is Twi.
  'I want kente ntoma',
];

describe('detectLanguage', () => {
  it.each(TOLD)('%s → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('is null for prices, product names, short replies and messages that mix evenly', () => {
    for (const text of UNTOLD) expect(detectLanguage(text), JSON.stringify(text)).toBeNull();
  });
});

describe('detectLanguage on the judged captions', () => {
  // A seller's caption answered in another language than the one it is written in is the
  // failure that matters; a caption that tells nothing keeps the session's language.
  const captions = [...ENGLISH_CAPTIONS, ...TWI_CAPTIONS, ...PIDGIN_CAPTIONS, ...HOLDOUT_CAPTIONS];

  it('never tells a caption written in one language as another', () => {
    const wrong = captions
      .filter((c) => c.language !== 'mixed')
      .map((c) => ({ caption: c.caption, judged: c.language, told: detectLanguage(c.caption) }))
      .filter((c) => c.told !== null && c.told !== c.judged);
    expect(wrong).toEqual([]);
  });

  it('tells most Twi and Pidgin captions by their grammar words', () => {
    const toldShare = (language: string) => {
      const rows = captions.filter((c) => c.language === language);
      return rows.filter((c) => detectLanguage(c.caption) === language).length / rows.length;
    };
    expect(toldShare('tw')).toBeGreaterThanOrEqual(0.75);
    expect(toldShare('pidgin')).toBeGreaterThanOrEqual(0.65);
  });
});
