// What a newcomer and a deployer read first stays readable in a terminal (100 columns) and true
// (every `npm run <script>` it names exists; the files it links to exist).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const DOCS = ['README.md', 'CHANGELOG.md', 'docs/deploy.md', '.env.example', 'LICENSE'];
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

describe("the deployer's documents", () => {
  it('exist and fit 100 columns', () => {
    for (const file of DOCS) {
      const wide = read(file)
        .split('\n')
        .map((line, i) => ({ line: i + 1, width: [...line].length }))
        .filter((l) => l.width > 100);
      expect({ file, wide }).toEqual({ file, wide: [] });
    }
  });

  it('name only npm scripts that exist, and link only to files that exist', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as object);
    for (const file of DOCS.filter((f) => f.endsWith('.md'))) {
      const text = read(file);
      for (const [, name] of text.matchAll(/npm run ([a-z][a-z0-9:-]*)/g)) {
        expect(`${file}: npm run ${name}`).toSatisfy(() => scripts.includes(name!));
      }
      for (const [, target] of text.matchAll(/\]\(((?!https?:|#)[^)#\s]+)/g)) {
        const path = resolve(ROOT, dirname(file), target!);
        expect(`${file} → ${target}: ${existsSync(path) ? 'exists' : 'missing'}`).toBe(
          `${file} → ${target}: exists`,
        );
      }
    }
  });
});
