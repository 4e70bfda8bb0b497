// The server's bounded contexts keep their walls (docs/ARCHITECTURE.md, decision 052): no
// production file reaches into another context's internals, the kernel or an entry point,
// and the contexts depend on each other in layers, without a cycle. Each check is also run on
// a deliberate violation, and so is the lint rule that says the same in an editor (biome.json:
// noRestrictedImports on apps/server/src/contexts/**).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  boundaryProblems,
  contextCycles,
  contextGraph,
  readSourceTree,
  type SourceTree,
} from './testing/import-graph.ts';

const repo = join(import.meta.dirname, '../../..');
const tree = readSourceTree(import.meta.dirname);
const withFiles = (files: Record<string, string>): SourceTree =>
  new Map([...tree, ...Object.entries(files)]);

describe('the server contexts', () => {
  it('are eight, each with a public face', () => {
    const contexts = [...contextGraph(tree).keys()].sort();
    expect(contexts).toEqual([
      'accounts',
      'backoffice',
      'bot',
      'catalog',
      'deliveries',
      'messaging',
      'money',
      'orders',
    ]);
    for (const context of contexts) expect(tree.has(`contexts/${context}/public.ts`)).toBe(true);
  });

  it('reach into no other context, the kernel into none, the entry points only faces', () => {
    expect(boundaryProblems(tree)).toEqual([]);
  });

  it('depend on each other without a cycle', () => {
    expect(contextCycles(contextGraph(tree))).toEqual([]);
  });

  it('are refused when a file reaches into another context, or the kernel into one', () => {
    const broken = withFiles({
      'contexts/catalog/products/reach.ts':
        "import { recordTransaction } from '../../money/ledger/ledger.service.ts';\n",
      'contexts/catalog/products/up.ts': "import { buildApp } from '../../../app.ts';\n",
      'lib/reach.ts': "import { moneyContext } from '../contexts/money/public.ts';\n",
      'cli/reach.ts': "import { reviewLedger } from '../contexts/money/ledger/ledger-check.ts';\n",
      // Tests may: they set state up across contexts.
      'contexts/catalog/products/reach.test.ts':
        "import { recordTransaction } from '../../money/ledger/ledger.service.ts';\n",
    });
    expect(boundaryProblems(broken)).toEqual([
      'cli/reach.ts reaches into contexts/money/ledger/ledger-check.ts: import contexts/money/public.ts',
      'contexts/catalog/products/reach.ts reaches into contexts/money/ledger/ledger.service.ts: import contexts/money/public.ts',
      'contexts/catalog/products/up.ts imports app.ts, which no context may import',
      'lib/reach.ts is the kernel and imports the context contexts/money/public.ts',
    ]);
  });

  it('are refused when two contexts need each other', () => {
    // Money sits below the catalog (the catalog's boosts spend credits from the ledger).
    const broken = withFiles({
      'contexts/money/ledger/up.ts': "import { searchProducts } from '../../catalog/public.ts';\n",
    });
    expect(boundaryProblems(broken)).toEqual([]);
    expect(contextCycles(contextGraph(broken))).toContain('catalog → money → catalog');
  });
});

describe('the lint rule on contexts', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dwa-contexts-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  };
  const lint = (): { failed: boolean; output: string } => {
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
  };
  const src = 'apps/server/src';
  cpSync(join(repo, 'biome.json'), join(scratch, 'biome.json'));
  write(`${src}/lib/clock.ts`, 'export const clock = 1;\n');
  write(`${src}/contexts/money/public.ts`, "export { ledger } from './ledger/ledger.ts';\n");
  write(`${src}/contexts/money/ledger/ledger.ts`, 'export const ledger = 1;\n');
  write(`${src}/contexts/money/payments/paystack/key.ts`, 'export const key = 1;\n');
  write(
    `${src}/contexts/catalog/products/fine.ts`,
    [
      "import { ledger } from '../../money/public.ts';",
      "import { clock } from '../../../lib/clock.ts';",
      "import { own } from './own.ts';",
      '',
      'export const fine = [ledger, clock, own];',
      '',
    ].join('\n'),
  );
  write(`${src}/contexts/catalog/products/own.ts`, 'export const own = 1;\n');
  write(
    `${src}/contexts/catalog/context.ts`,
    "import { ledger } from '../money/public.ts';\nimport { clock } from '../../lib/clock.ts';\n\nexport const context = [ledger, clock];\n",
  );

  it('passes a context importing itself, the kernel and public faces', () => {
    const result = lint();
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it("fails on another context's internals at every depth, and on the app", () => {
    write(
      `${src}/contexts/catalog/reach.ts`,
      "import { ledger } from '../money/ledger/ledger.ts';\n\nexport const reach = ledger;\n",
    );
    write(
      `${src}/contexts/catalog/products/reach.ts`,
      "import { ledger } from '../../money/ledger/ledger.ts';\n\nexport const reach = ledger;\n",
    );
    write(
      `${src}/contexts/catalog/products/deep/reach.ts`,
      "import { key } from '../../../money/payments/paystack/key.ts';\n\nexport const reach = key;\n",
    );
    write(
      `${src}/contexts/catalog/products/app.ts`,
      "import { buildApp } from '../../../app.ts';\n\nexport const app = buildApp;\n",
    );
    const result = lint();
    expect(result.failed).toBe(true);
    const flagged = result.output.split('\n').filter((line) => /reach\.ts|app\.ts:/.test(line));
    for (const file of [
      'contexts/catalog/reach.ts',
      'contexts/catalog/products/reach.ts',
      'contexts/catalog/products/deep/reach.ts',
      'contexts/catalog/products/app.ts',
    ])
      expect(flagged.join('\n'), file).toContain(file);
  });
});
