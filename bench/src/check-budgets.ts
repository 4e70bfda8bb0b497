// npm run check:budgets (part of npm test, after the build): fails when a public page's cold-visit
// scripts pass 60 KB brotli in any interface language, from the built assets alone (Vite's
// manifest and the precompressed files: no browser, no timing, so it cannot flake). The signed-in
// dashboards are reported beside it; their budget (80 KB in 12 requests) is not enforced until
// the seller center is split to fit it. `--budget-kb N` sets another public budget (to see the
// check fail on purpose: `npm run check:budgets -- --budget-kb 40`).
import { resolve } from 'node:path';
import { type Language, measurePage, PUBLIC_PAGES, SIGNED_IN_PAGES } from './first-visit.ts';

const LANGUAGES: Language[] = ['en', 'tw', 'pidgin'];
const at = process.argv.indexOf('--budget-kb');
const budgetKb = at >= 0 ? Number(process.argv[at + 1]) : 60;
const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');

const measure = (page: (typeof PUBLIC_PAGES)[number], language: Language) => {
  const { files, kb } = measurePage(dist, page, language);
  return {
    kb,
    line: `${page.name} (${language}): ${kb.toFixed(1)} KB br in ${files.length} scripts`,
  };
};

const over: string[] = [];
for (const page of PUBLIC_PAGES) {
  for (const language of LANGUAGES) {
    const { kb, line } = measure(page, language);
    console.log(`${kb <= budgetKb ? 'ok  ' : 'OVER'} ${line} (budget ${budgetKb} KB)`);
    if (kb > budgetKb) over.push(line);
  }
}
for (const page of SIGNED_IN_PAGES) {
  for (const language of LANGUAGES)
    console.log(
      `info ${measure(page, language).line} (budget 80 KB, 12 scripts; not enforced yet)`,
    );
}
if (over.length > 0) {
  console.error(`\nFirst-visit script over ${budgetKb} KB brotli:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
