// `.env.example` is where a deployer learns the configuration: it must name every variable the
// server reads (as `NAME=` or, for optional ones shown with their default, `# NAME=`), each with
// its explanation above it, and nothing the server ignores.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadEnv } from './env.ts';

const example = readFileSync(resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
const lines = example.split('\n');
const named = lines
  .map((line, index) => ({ index, name: /^#? ?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] }))
  .filter((entry): entry is { index: number; name: string } => entry.name !== undefined);

describe('.env.example', () => {
  it('names every variable of the env schema, and only those', () => {
    expect(ENV_VARIABLES.length).toBeGreaterThan(30);
    expect([...new Set(named.map((n) => n.name))].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('explains each variable in a comment above it', () => {
    for (const { index, name } of named) {
      // The nearest line above that is not another variable of the same block is a comment.
      let above = index - 1;
      while (above >= 0 && /^#? ?[A-Z][A-Z0-9_]*=/.test(lines[above] ?? '')) above--;
      expect(`${name}: ${lines[above]?.startsWith('#') ? 'explained' : 'bare'}`).toBe(
        `${name}: explained`,
      );
    }
  });

  it('is a configuration the server accepts as it stands (copied to .env)', () => {
    const values = Object.fromEntries(
      named
        .filter(({ index }) => !lines[index]?.startsWith('#'))
        .map(({ index, name }) => [name, lines[index]?.slice(name.length + 1) ?? '']),
    );
    expect(() => loadEnv({ ...values, DATA_DIR: '/tmp/dwa-env-example' })).not.toThrow();
  });
});
