import { describe, expect, it } from 'vitest';
import { lighthouseOptions, PAGE_NAMES, signedInAs } from './options.ts';

describe('lighthouseOptions', () => {
  it('measures every page, the dashboards too, in every language at 4× and 8× by default', () => {
    expect(lighthouseOptions([])).toEqual({
      pages: ['home', 'search', 'product', 'shop', 'seller', 'rider'],
      languages: ['en', 'tw', 'pidgin'],
      cpus: [4, 8],
      rounds: 3,
    });
  });

  it('takes the dashboards alone with --page=seller,rider', () => {
    const options = lighthouseOptions(['lighthouse', '--page=seller,rider', '--lang=en,tw']);
    expect(options.pages).toEqual(['seller', 'rider']);
    expect(options.languages).toEqual(['en', 'tw']);
  });

  it('reads --cpu and --rounds', () => {
    const options = lighthouseOptions(['--cpu=4', '--rounds=1', '--pages=home']);
    expect(options).toMatchObject({ pages: ['home'], cpus: [4], rounds: 1 });
  });

  it('refuses an unknown page, language, slowdown or round count', () => {
    expect(() => lighthouseOptions(['--page=admin'])).toThrow(/unknown page "admin"/);
    expect(() => lighthouseOptions(['--lang=fr'])).toThrow(/unknown language "fr"/);
    expect(() => lighthouseOptions(['--cpu=0'])).toThrow(/--cpu=/);
    expect(() => lighthouseOptions(['--rounds=1.5'])).toThrow(/--rounds=/);
  });
});

describe('signedInAs', () => {
  it('signs in for the seller and rider dashboards only', () => {
    expect(PAGE_NAMES.filter((p) => signedInAs(p))).toEqual(['seller', 'rider']);
    expect(signedInAs('seller')).toBe('seller');
    expect(signedInAs('rider')).toBe('rider');
    expect(signedInAs('shop')).toBeUndefined();
  });
});
