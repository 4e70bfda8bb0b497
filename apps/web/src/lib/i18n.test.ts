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

  it('does not treat values as patterns ($& stays literal)', () => {
    expect(translator('en')('test.hello', { name: '$&' })).toBe('Hello $&, $&!');
  });
});
