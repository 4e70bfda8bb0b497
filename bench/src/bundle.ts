// What a first visit to the home page downloads from our build: the entry script, the modules
// it preloads, the CSS, and index.html, compressed as the server sends them (brotli).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Language, measurePage, PUBLIC_PAGES, SIGNED_IN_PAGES } from './first-visit.ts';

const DIST = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');

/** Budgets of the issue on first-visit script (KB brotli) and, signed in, requests. */
const PUBLIC_JS_KB = 60;
const SIGNED_IN_JS_KB = 80;
const SIGNED_IN_REQUESTS = 12;

function sizes(file: string) {
  const raw = readFileSync(join(DIST, file));
  const br = existsSync(join(DIST, `${file}.br`))
    ? readFileSync(join(DIST, `${file}.br`)).length
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli: br };
}

export function benchBundle() {
  const index = join(DIST, 'index.html');
  if (!existsSync(index)) throw new Error('apps/web/dist is missing: run `npm run build` first.');
  const html = readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const rows = ['index.html', ...new Set(refs)].map(sizes);
  const total = (ext: string) =>
    rows.filter((r) => r.file.endsWith(ext)).reduce((sum, r) => sum + r.brotli, 0);
  console.log('\nHome page, first visit (files named by index.html; lazy route chunks excluded)');
  console.table(rows);
  const js = total('.js');
  const css = total('.css');
  console.log(
    `JS ${(js / 1024).toFixed(1)} KB br (budget 60) · CSS ${(css / 1024).toFixed(1)} KB br (budget 15) · HTML ${(total('.html') / 1024).toFixed(1)} KB`,
  );
  const perPage = benchPagesByLanguage();
  return { js, css, perPage };
}

/** Every public page in every language and the signed-in dashboards, from the manifest. */
function benchPagesByLanguage() {
  const rows = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES].flatMap((page) =>
    (['en', 'tw', 'pidgin'] as Language[]).map((language) => {
      const { files, kb } = measurePage(DIST, page, language);
      const signedIn = SIGNED_IN_PAGES.includes(page);
      const budget = signedIn
        ? `≤ ${SIGNED_IN_JS_KB} KB, ≤ ${SIGNED_IN_REQUESTS} requests`
        : `≤ ${PUBLIC_JS_KB} KB`;
      const within = signedIn
        ? kb <= SIGNED_IN_JS_KB && files.length <= SIGNED_IN_REQUESTS
        : kb <= PUBLIC_JS_KB;
      return {
        page: page.name,
        language,
        'JS KB br': Number(kb.toFixed(1)),
        requests: files.length,
        budget,
        within,
      };
    }),
  );
  console.log('\nCold visit scripts per page and language (from .vite/manifest.json)');
  console.table(rows);
  return rows;
}
