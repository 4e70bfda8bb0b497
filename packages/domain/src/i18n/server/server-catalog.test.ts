// Everything the server says (errors, WhatsApp texts) exists in en, tw and pidgin: every error
// code has its own text, no text is left as a copy of the English, placeholders match.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../errors.ts';
import { enServer } from './en.ts';
import { pidginServer } from './pidgin.ts';
import { twServer } from './tw.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(enServer as unknown as Tree);
const others = {
  tw: flatten(twServer as unknown as Tree),
  pidgin: flatten(pidginServer as unknown as Tree),
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

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
        expect(translated, `${lang} ${key}`).not.toBe(text);
        expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
      }
    });
  }
});
