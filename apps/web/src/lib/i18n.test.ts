import { describe, expect, it } from 'vitest';
import { addTexts, translator } from './i18n.ts';

describe('translator', () => {
  addTexts('en', { test: { hello: 'Hello {{name}}, {{name}}!', only: 'English only' } });
  addTexts('tw', { test: { hello: 'Agoo {{name}}!' } });

  it('fills every placeholder and leaves unknown ones as written', () => {
    expect(translator('en')('test.hello', { name: 'Ama' })).toBe('Hello Ama, Ama!');
    expect(translator('en')('test.hello', { other: 1 })).toBe('Hello {{name}}, {{name}}!');
  });

  it('answers in the chosen language, else English, else the default value, else the key', () => {
    expect(translator('tw')('test.hello', { name: 'Kofi' })).toBe('Agoo Kofi!');
    expect(translator('tw')('test.only')).toBe('English only');
    expect(translator('tw')('test.missing', { defaultValue: 'Kumasi' })).toBe('Kumasi');
    expect(translator('pidgin')('test.missing')).toBe('test.missing');
  });

  it('treats a branch of the catalog as missing, not as text', () => {
    expect(translator('en')('test')).toBe('test');
  });

  it('says a count of one with its own form where the catalog has one (issue 33)', () => {
    addTexts('en', { test: { credits: '{{count}} credits', credits_one: '{{count}} credit' } });
    addTexts('tw', { test: { credits: 'Credits {{count}}' } });
    const en = translator('en');
    expect(en('test.credits', { count: 1 })).toBe('1 credit');
    expect(en('test.credits', { count: '1' })).toBe('1 credit');
    expect(en('test.credits', { count: 0 })).toBe('0 credits');
    expect(en('test.credits', { count: 2 })).toBe('2 credits');
    expect(en('test.credits', { count: '1,001' })).toBe('1,001 credits');
    // Twi's own text, without a form for one, over English's form for one.
    expect(translator('tw')('test.credits', { count: 1 })).toBe('Credits 1');
    expect(translator('pidgin')('test.credits', { count: 1 })).toBe('1 credit');
  });

  it('does not treat values as patterns ($& stays literal)', () => {
    expect(translator('en')('test.hello', { name: '$&' })).toBe('Hello $&, $&!');
  });
});
