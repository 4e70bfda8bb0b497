import { describe, expect, it } from 'vitest';
import { createSlots } from './encode-slots.ts';

describe('encode slots', () => {
  it('runs at most `size` tasks at once, in arrival order, and survives failures', async () => {
    const withSlot = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) =>
      withSlot(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (n === 1) throw new Error('bad photo');
        return n;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // The slots are free again.
    expect(await withSlot(async () => 'after')).toBe('after');
  });
});
