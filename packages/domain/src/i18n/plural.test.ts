import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { flattenCatalog } from './flatten.ts';
import { ONE_SUFFIX } from './plural.ts';
import { enServer } from './server/en.ts';

describe('counted texts', () => {
  const texts = new Map([...flattenCatalog(en), ...flattenCatalog(enServer)]);

  it('gives every form for one a text for other counts beside it', () => {
    for (const key of texts.keys()) {
      if (key.endsWith(ONE_SUFFIX)) expect(texts.has(key.slice(0, -ONE_SUFFIX.length))).toBe(true);
    }
  });

  // A count followed by a plural English noun reads "1 boost credits" for one (issue 33). Texts
  // chosen by the caller for one or many (`selectedOne` / `selectedMany`) have a form each.
  it('has a form for one beside every English text that counts a plural noun', () => {
    const plural = /\{\{(count|credits)\}\} (?:[a-z]+ )*?[a-z]+s\b/;
    // The riders list's limit: a constant (100), never one.
    const neverOne = new Set(['adminRiders.riders.limitNote']);
    const missing = [...texts]
      .filter(([key, text]) => !key.endsWith(ONE_SUFFIX) && plural.test(text))
      .filter(([key]) => !texts.has(`${key}${ONE_SUFFIX}`) && !neverOne.has(key))
      .filter(([key]) => !(key.endsWith('Many') && texts.has(`${key.slice(0, -4)}One`)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(missing).toEqual([]);
  });
});
