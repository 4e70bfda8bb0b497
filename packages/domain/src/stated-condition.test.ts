import { describe, expect, it } from 'vitest';
import { statedCondition } from './stated-condition.ts';

describe('statedCondition', () => {
  it('reads the phrases sellers use for a condition', () => {
    expect(statedCondition('Brand-New iPhone 13', '')).toBe('new');
    expect(statedCondition('Samsung A14', 'UK used, clean, 128GB')).toBe('used');
    expect(statedCondition('Tokunbo fridge')).toBe('used');
    expect(statedCondition('HP EliteBook', 'Refurbished with 3 months warranty')).toBe(
      'refurbished',
    );
    expect(statedCondition('Rice cooker', 'Never used, still in the box.')).toBe('new');
  });

  it('states nothing from a bare word, or from a text naming two conditions', () => {
    expect(statedCondition('New arrivals: ankara tops')).toBeNull();
    expect(statedCondition('Blender', 'Can be used for smoothies.')).toBeNull();
    expect(statedCondition('Tyres', 'Brand new and fairly used available')).toBeNull();
    expect(statedCondition('Brandnewish shoes')).toBeNull();
    expect(statedCondition('')).toBeNull();
  });
});
