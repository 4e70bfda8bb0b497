// Whether the web build matches its sources: `npm run build` records a fingerprint of what the
// build reads (the web app, the shared domain package, the lockfile) beside the server bundle,
// and `npm start` rebuilds only when the fingerprint changed, so a newcomer's second start is
// seconds, not a build. `node scripts/web-build-stamp.mjs` writes the stamp for the current build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
const INPUTS = ['apps/web', 'packages/domain', 'package-lock.json', 'tsconfig.base.json'];
/** Folders that are not sources: dependencies and build output (dist, dist-server, dist-*). */
const isOutput = (name) => name === 'node_modules' || name === '.vite' || name.startsWith('dist');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && !isOutput(entry.name)) yield* files(join(path, entry.name));
    else if (entry.isFile()) yield join(path, entry.name);
  }
}

/** A hash of the path and content of every file the web build reads. */
export function webBuildFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Where the build keeps its stamp: beside the server-rendering bundle (never served). */
export function stampFile(webDist = process.env.WEB_DIST || 'apps/web/dist') {
  return `${resolve(ROOT, webDist).replace(/\/$/, '')}-server/build-inputs.sha256`;
}

export function isWebBuildCurrent(webDist = process.env.WEB_DIST || 'apps/web/dist') {
  const file = stampFile(webDist);
  if (!existsSync(file) || !existsSync(join(resolve(ROOT, webDist), 'index.html'))) return false;
  return readFileSync(file, 'utf8').trim() === webBuildFingerprint();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(stampFile(), `${webBuildFingerprint()}\n`);
}
