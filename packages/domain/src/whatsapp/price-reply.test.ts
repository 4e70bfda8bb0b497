import { describe, expect, it } from 'vitest';
import { namesAnotherProduct } from './price-reply.ts';

describe('namesAnotherProduct', () => {
  const asked = 'Leather sandals size 42';

  it('is true for another product with its own price', () => {
    expect(namesAnotherProduct('Bag GHS 50', asked)).toBe(true);
    expect(namesAnotherProduct('Samsung A14 going for 1,200 cedis', asked)).toBe(true);
    expect(namesAnotherProduct('Kente ntoma sidi 300', asked)).toBe(true);
  });

  it('is false for a price, with or without the talk around it', () => {
    for (const reply of [
      '180',
      'GHS 180',
      'okay GHS 180',
      'make it 180 cedis',
      "it's GH₵ 180 last price",
      'Na 180 cedis abeg',
      'ɛyɛ sidi 180',
      'the sandals are GHS 180',
      'sandals GHS 180',
    ]) {
      expect(namesAnotherProduct(reply, asked), reply).toBe(false);
    }
  });

  it('is false without a currency or with a range (the price reply answers those)', () => {
    expect(namesAnotherProduct('Bag 50', asked)).toBe(false);
    expect(namesAnotherProduct('Bag GHS 50-70', asked)).toBe(false);
  });
});
