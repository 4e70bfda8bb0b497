// A button that shows "Unverify" and is named "Remove the verification of Ama's Shop" fails
// WCAG 2.5.3 (label in name; axe, issue 33): a voice user says what they see. Every `xNamed`
// text, the accessible name of the button that shows `x`, contains that text.
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { flattenCatalog } from './flatten.ts';
import { pidgin } from './pidgin.ts';
import { tw } from './tw.ts';

describe('buttons named after what they show', () => {
  for (const [language, catalog] of Object.entries({ en, tw, pidgin })) {
    it(`${language}: every xNamed text contains the x it names`, () => {
      const texts = flattenCatalog(catalog);
      const missing = [...texts]
        .filter(([key]) => key.endsWith('Named') && texts.has(key.slice(0, -5)))
        .filter(([key, named]) => {
          const shown = texts.get(key.slice(0, -5))!.toLowerCase();
          return !named.toLowerCase().includes(shown);
        })
        .map(([key, named]) => `${key}: "${texts.get(key.slice(0, -5))}" / "${named}"`);
      expect(missing).toEqual([]);
    });
  }
});
