import { describe, expect, it } from 'vitest';
import { chartTop } from './chart-scale.ts';

describe('chartTop', () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 2],
    [3, 4],
    [5, 6],
    [9, 10],
    [11, 20],
    [45, 60],
    [101, 200],
    [12_345, 20_000],
  ])('%i → %i', (max, top) => {
    expect(chartTop(max)).toBe(top);
    expect(Number.isInteger(top / 2)).toBe(true);
  });
});
