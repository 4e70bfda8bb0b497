import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './enums.ts';
import { UNAVAILABLE_PAGES, UNAVAILABLE_TEXTS, unavailablePage } from './unavailable-page.ts';

describe('the unavailable page', () => {
  it('is written in each language, translated (not English copied)', () => {
    expect(UNAVAILABLE_PAGES.map((p) => p.fileName)).toEqual([
      'unavailable/en.html',
      'unavailable/tw.html',
      'unavailable/pidgin.html',
    ]);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const key of ['title', 'text', 'retry'] as const) {
        expect(UNAVAILABLE_TEXTS[language][key]).not.toBe(UNAVAILABLE_TEXTS.en[key]);
      }
    }
  });

  it('is a self-contained document in its language: no script, nothing else to load', () => {
    const tw = unavailablePage('tw');
    expect(tw).toMatch(/^<!doctype html>\n<html lang="tw">/);
    expect(tw).toContain('<h1>Dwa bɛsan aba ntɛm</h1>');
    expect(tw).toContain('<a href="">San bɔ mmɔden</a>');
    expect(unavailablePage('pidgin')).toContain('<html lang="en-GH">');
    for (const language of LANGUAGES) {
      const html = unavailablePage(language);
      expect(html).not.toMatch(/<script|<link|src=|url\(|@import/i);
      expect(html).not.toMatch(/Bad Gateway/i);
    }
  });
});
