// Writes <dist>/sw.js after `vite build`: the hand-written worker (sw-source.js) preceded by the
// list of files to precache — index.html and the hashed entry JS/CSS it names, read from the
// built index.html — and a version hash of that list and the worker, so every build whose shell
// changed installs a fresh worker and drops the old shell cache. The result is minified (Vite's
// own minifier): the worker is part of a first visit's bytes, and its comments are not.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'vite';

const dir = process.argv[2] ?? 'dist';
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const source = readFileSync(new URL('./sw-source.js', import.meta.url), 'utf8');

// Same-origin files index.html loads: entry scripts, module preloads, stylesheets, icons.
const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g)].map(
  (m) => m[1],
);
const files = ['/index.html', ...new Set(named)].filter(
  (path) => path === '/index.html' || existsSync(join(dir, path)),
);

const version = createHash('sha256')
  .update(html)
  .update(files.join('\n'))
  .update(source)
  .digest('hex')
  .slice(0, 12);

const { code: worker, errors } = await minify(
  'sw.js',
  `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(files)};\n${source}`,
  { compress: true, mangle: true },
);
if (errors.length > 0) throw new Error(`sw.js: ${errors.map((e) => e.message).join('; ')}`);
writeFileSync(join(dir, 'sw.js'), worker);
console.log(`sw.js ${version}: precaches ${files.length} files (${worker.length} bytes)`);
