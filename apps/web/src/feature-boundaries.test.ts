// The lint rule that keeps features apart (biome.json: noRestrictedImports on
// apps/web/src/features/**) must fail on a feature importing another. This runs the repository's
// Biome with the repository's configuration on a scratch tree holding one violation of each
// kind and allowed imports, so a config change that silently disables the rule fails here.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'dwa-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
}

function lint(): { failed: boolean; output: string } {
  try {
    const output = execFileSync(
      join(repo, 'node_modules/.bin/biome'),
      ['lint', '--vcs-enabled=false', '--max-diagnostics=50', 'apps'],
      { cwd: scratch, encoding: 'utf8', stdio: 'pipe' },
    );
    return { failed: false, output };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('features never import each other', () => {
  cpSync(join(repo, 'biome.json'), join(scratch, 'biome.json'));
  write('apps/web/src/lib/util.ts', 'export const util = 1;\n');
  write('apps/web/src/features/b/thing.ts', 'export const thing = 1;\n');
  write(
    'apps/web/src/features/a/fine.ts',
    "import { util } from '../../lib/util.ts';\nimport { own } from './own.ts';\n\nexport const fine = [util, own];\n",
  );
  write('apps/web/src/features/a/own.ts', 'export const own = 1;\n');
  write(
    'apps/app-composes.ts',
    "import { thing } from './web/src/features/b/thing.ts';\n\nexport const page = thing;\n",
  );

  it('passes when features import only lib/, components/ and themselves', () => {
    const result = lint();
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it('fails on a sibling import and on a path through features/', () => {
    write(
      'apps/web/src/features/a/sibling.ts',
      "import { thing } from '../b/thing.ts';\n\nexport const sibling = thing;\n",
    );
    write(
      'apps/web/src/features/a/through.ts',
      "import { thing } from '../../features/b/thing.ts';\n\nexport const through = thing;\n",
    );
    const result = lint();
    expect(result.failed).toBe(true);
    expect(result.output).toContain('features/a/sibling.ts');
    expect(result.output).toContain('features/a/through.ts');
    expect(result.output).toContain('A feature never imports another feature');
    expect(result.output).not.toContain('fine.ts');
  });
});
