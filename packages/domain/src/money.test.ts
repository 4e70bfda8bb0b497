import { describe, expect, it } from 'vitest';
import { formatGhs, parseCedisToPesewas, pesewasToCedisString } from './money.ts';
import { PriceInputSchema } from './money-schema.ts';
import { DEFAULT_PRICES } from './prices.ts';

describe('formatGhs', () => {
  it.each([
    [0, 'GH₵ 0.00'],
    [5, 'GH₵ 0.05'],
    [50, 'GH₵ 0.50'],
    [100, 'GH₵ 1.00'],
    [123_450, 'GH₵ 1,234.50'],
    [100_000_000, 'GH₵ 1,000,000.00'],
    [123_456_789, 'GH₵ 1,234,567.89'],
    [-500, '-GH₵ 5.00'],
  ])('%i → %s', (pesewas, text) => {
    expect(formatGhs(pesewas)).toBe(text);
  });

  it('refuses fractions of a pesewa', () => {
    expect(() => formatGhs(12.5)).toThrow(TypeError);
    expect(() => formatGhs(Number.NaN)).toThrow(TypeError);
  });
});

describe('parseCedisToPesewas', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.29', 29],
    ['1.10', 110],
    ['0.07', 7],
    ['1,234.50', 123_450],
    [' 25 ', 2500],
    [19.99, 1999],
    [0, 0],
  ])('%j → %i', (input, pesewas) => {
    expect(parseCedisToPesewas(input)).toBe(pesewas);
  });

  it.each([
    [''],
    ['abc'],
    ['-5'],
    ['1.234'],
    ['1e3'],
    ['.5'],
    ['5.'],
    ['12 50'],
    [Number.NaN],
    [-1],
    [1e21],
  ])('%j → null', (input) => {
    expect(parseCedisToPesewas(input)).toBeNull();
  });

  it('round-trips with the form string', () => {
    for (const pesewas of [0, 7, 29, 110, 1250, 123_450]) {
      expect(parseCedisToPesewas(pesewasToCedisString(pesewas))).toBe(pesewas);
    }
  });
});

describe('fees and schema', () => {
  it('match the spec: verification GHS 50, Pro GHS 200', () => {
    expect(formatGhs(DEFAULT_PRICES.verificationPesewas)).toBe('GH₵ 50.00');
    expect(formatGhs(DEFAULT_PRICES.proMonthlyPesewas)).toBe('GH₵ 200.00');
  });

  it('parses prices in forms', () => {
    expect(PriceInputSchema.parse('25.50')).toBe(2550);
    expect(PriceInputSchema.safeParse('25.555').success).toBe(false);
  });
});
