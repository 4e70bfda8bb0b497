// A seller's answer to the bot's yes-or-no question ("Is the price GH₵ 85?") typed rather than
// tapped, in English, Twi and Pidgin: "yes", "aane", "na so", "no", "daabi", "no be so". Only a
// message that is nothing else counts: "yes 90" or "no, 120" carries a price, which the bot
// reads first.
import { normalizeWords } from './whatsapp-commands.ts';

const YES = new Set([
  'yes',
  'yeah',
  'yep',
  'yup',
  'ya',
  'ok',
  'okay',
  'okey',
  'correct',
  'right',
  'sure',
  'exactly',
  'aane',
  'aan',
  'yoo',
  'yoo ampa',
  'ampa',
  'ɛyɛ',
  'eye',
  '3y3',
  'na so',
  'na so e be',
  'yes o',
  'yes oo',
  'e correct',
  'na correct',
]);

const NO = new Set([
  'no',
  'nope',
  'nah',
  'not',
  'wrong',
  'no no',
  'daabi',
  'dabi',
  'ɛnyɛ saa',
  'enye saa',
  'no be so',
  'e no be so',
  'e no correct',
  'no o',
  'no oo',
]);

/** 'yes', 'no', or null when the message says something else. */
export function parseYesNo(text: string): 'yes' | 'no' | null {
  const words = normalizeWords(text)
    .replace(/[!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (YES.has(words)) return 'yes';
  if (NO.has(words)) return 'no';
  return null;
}
