import { describe, expect, it } from 'vitest';
import { closestSlip, slips } from './typing-slips.ts';

describe('typing slips', () => {
  it.each([
    ['iphnoe', 'iphone', 1],
    ['samsng', 'samsung', 1],
    ['laptpo', 'laptop', 1],
    ['refrigirator', 'refrigerator', 1],
    ['cake', 'cap', 2],
    ['helicopter', 'helix', 6],
    ['snowboard', 'headboard', 4],
    ['', 'abc', 3],
  ])('%s → %s: %i', (a, b, n) => {
    expect(slips(a, b)).toBe(n);
  });

  it('takes the closest candidate within one slip (two from 8 letters), else none', () => {
    expect(closestSlip('iphnoe', ['iphone', 'phone'])).toBe('iphone');
    expect(closestSlip('generater', ['generator', 'generate'])).toBe('generator');
    expect(closestSlip('helicopter', ['helix'])).toBeNull();
    expect(closestSlip('cake', ['cap'])).toBeNull();
    expect(closestSlip('kente', ['kente', 'kent'])).toBe('kente');
  });
});
