// Everything the server says (errors, WhatsApp texts) exists in en, tw and pidgin: every error
// code has its own text, no text is left as a copy of the English, placeholders match.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../errors.ts';
import { flattenCatalog, placeholdersOf } from '../flatten.ts';
import { enServer } from './en.ts';
import { pidginServer } from './pidgin.ts';
import { twServer } from './tw.ts';

const english = flattenCatalog(enServer);
const others = {
  tw: flattenCatalog(twServer),
  pidgin: flattenCatalog(pidginServer),
};
const placeholders = placeholdersOf;

describe('server catalogs', () => {
  it('have a text for every error code in every language', () => {
    for (const code of ERROR_CODES) {
      const key = `errors.codes.${code}`;
      expect(english.get(key), key).toBeTruthy();
      expect(others.tw.get(key), `tw ${key}`).toBeTruthy();
      expect(others.pidgin.get(key), `pidgin ${key}`).toBeTruthy();
    }
  });

  for (const [lang, texts] of Object.entries(others)) {
    it(`${lang}: every text is translated, with the English placeholders`, () => {
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = texts.get(key) ?? '';
        expect(translated.trim(), `${lang} ${key}`).not.toBe('');
        // Only placeholders and punctuation ("• {{title}} · {{price}}") read the same everywhere.
        const hasWords = /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));
        if (hasWords) expect(translated, `${lang} ${key}`).not.toBe(text);
        expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
      }
    });
  }
});
