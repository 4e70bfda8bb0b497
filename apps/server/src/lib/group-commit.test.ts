import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit.ts';

/** A flush the test completes by hand, recording the batches it was given. */
function manualFlush() {
  const batches: number[][] = [];
  const pending: { finish: () => void; fail: (e: Error) => void }[] = [];
  const flush = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push({
        finish: () => resolve(items.map((n) => `stored ${n}`)),
        fail: (e) => reject(e),
      });
    });
  return { flush, batches, pending };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('createGroupCommit', () => {
  it('writes an item alone at once, and items arriving meanwhile together next', async () => {
    const f = manualFlush();
    const group = createGroupCommit(f.flush);
    const first = group.submit(1);
    await tick();
    expect(f.batches).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => group.submit(n));
    await tick();
    expect(f.batches).toHaveLength(1); // still writing the first
    f.pending[0]!.finish();
    expect(await first).toBe('stored 1');
    await tick();
    expect(f.batches).toEqual([[1], [2, 3, 4]]);
    f.pending[1]!.finish();
    expect(await Promise.all(rest)).toEqual(['stored 2', 'stored 3', 'stored 4']);
  });

  it('fails every caller of a failed write, and goes on with the next batch', async () => {
    const f = manualFlush();
    const group = createGroupCommit(f.flush);
    const first = group.submit(1);
    await tick();
    const second = group.submit(2);
    const third = group.submit(3);
    f.pending[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    f.pending[1]!.fail(new Error('deadlock'));
    await expect(second).rejects.toThrow('deadlock');
    await expect(third).rejects.toThrow('deadlock');
    const fourth = group.submit(4);
    await tick();
    f.pending[2]!.finish();
    expect(await fourth).toBe('stored 4');
  });

  it('caps a batch at maxItems', async () => {
    const f = manualFlush();
    const group = createGroupCommit(f.flush, 2);
    const all = [1, 2, 3, 4, 5].map((n) => group.submit(n));
    for (let i = 0; i < 3; i++) {
      await tick();
      f.pending[i]!.finish();
    }
    await Promise.all(all);
    expect(f.batches).toEqual([[1], [2, 3], [4, 5]]);
  });
});
