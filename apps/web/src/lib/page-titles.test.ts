import { en } from '@dwa/domain/i18n/en';
import { PAGE_PATHS } from '@dwa/domain/pages';
import { describe, expect, it } from 'vitest';
import { documentTitle, NOT_FOUND_TITLE_KEY, PAGE_TITLE_KEYS } from './page-titles.ts';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);

describe('page titles', () => {
  it('name every page from a text of the catalog (so Twi and Pidgin have it too)', () => {
    expect(Object.keys(PAGE_TITLE_KEYS).sort()).toEqual(Object.keys(PAGE_PATHS).sort());
    for (const [page, key] of Object.entries({
      ...PAGE_TITLE_KEYS,
      notFound: NOT_FOUND_TITLE_KEY,
    })) {
      expect(typeof lookup(key), `${page}: ${key}`).toBe('string');
    }
  });

  it('lead with the name on the home page and end with it elsewhere', () => {
    expect(documentTitle('home', "Ghana's marketplace on WhatsApp")).toBe(
      "Dwa — Ghana's marketplace on WhatsApp",
    );
    expect(documentTitle('search', 'Search')).toBe('Search · Dwa');
    expect(documentTitle(null, 'Kente stole')).toBe('Kente stole · Dwa');
  });
});
