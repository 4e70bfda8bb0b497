// node deploy/prune-runtime.mjs <checkout> <out>
// The Dockerfile's build stage runs this after `npm run build`: it copies what the server needs
// at run time into <out> (sources run by Node's type stripping, migrations, the web build) and
// leaves behind tests, test kits and the dev-only CLIs (proxy.ts, local-s3.ts import s3rver and
// the test proxy). Then every relative and @dwa/* import of what is left must name a file that
// is left: a test helper that production code starts importing fails the build here, not the
// first request in production.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const [from, to] = process.argv.slice(2).map((p) => resolve(p));
if (!from || !to) {
  console.error('usage: node deploy/prune-runtime.mjs <checkout> <out>');
  process.exit(2);
}

const KEEP = [
  'package.json',
  'LICENSE',
  'apps/server/package.json',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/web/dist-server',
  'packages/domain/package.json',
  'packages/domain/src',
  'packages/db/package.json',
  'packages/db/src',
  'packages/db/migrations',
];

/** Paths (relative to <out>) of whole directories and single files that only tests use. */
const DROP = [
  'apps/server/src/testing',
  'apps/server/src/reliability',
  'packages/db/src/testing',
  'packages/db/src/images/test-images.ts',
  'apps/server/src/cli/proxy.ts',
  'apps/server/src/cli/local-s3.ts',
];
/** File names that only tests use, wherever they are (test-clock.ts is not one: the app mounts
 * it with NODE_ENV=test and E2E_CLOCK only). */
const TEST_FILE =
  /(\.test\.tsx?|-test-kit\.ts|test-requests\.ts|^test-(bot|messaging|notifications)\.ts)$/;

for (const path of KEEP) {
  if (!existsSync(join(from, path))) {
    console.error(`missing ${path}: run npm run build first`);
    process.exit(1);
  }
  cpSync(join(from, path), join(to, path), { recursive: true });
}
for (const path of DROP) rmSync(join(to, path), { recursive: true, force: true });

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let dropped = 0;
for (const path of [...files(to)]) {
  if (TEST_FILE.test(path.split('/').at(-1))) {
    rmSync(path);
    dropped++;
  }
}

// `from '…'`, `import '…'` and `import('…')` of a relative path or a workspace package.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]((?:\.{1,2}\/|@dwa\/)[^'"]+)['"]/g;
const WORKSPACE = { '@dwa/domain': 'packages/domain/src', '@dwa/db': 'packages/db/src' };
const problems = [];
for (const file of files(to)) {
  if (!/\.(ts|tsx|mjs|js)$/.test(file) || file.includes('/apps/web/dist')) continue;
  const text = readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(IMPORT)) {
    let target;
    if (specifier.startsWith('.')) {
      target = resolve(dirname(file), specifier);
    } else {
      const [scope, name, ...rest] = specifier.split('/');
      const root = WORKSPACE[`${scope}/${name}`];
      if (!root) continue; // another workspace (the web app): not imported by the server
      target = join(to, root, `${rest.join('/')}.ts`);
    }
    if (!existsSync(target) || !statSync(target).isFile()) {
      problems.push(`${relative(to, file)} imports ${specifier}, which is not in the image`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Runtime files import what was pruned:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
process.stdout.write(`runtime files in ${to}: ${dropped} test files left out\n`);
