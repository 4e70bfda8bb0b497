// npm run check:budgets (part of npm test, after the build): fails when a page's cold-visit
// scripts pass their budget in any interface language, from the built assets alone (Vite's
// manifest, the build's module map and the precompressed files: no browser, no timing, so it
// cannot flake). Public pages: 60 KB brotli. The signed-in seller's dashboard and the rider's
// home: 80 KB in at most 12 scripts (decision 057), on the wire as Lighthouse counts it (each
// response's head included), with what the first screen loads lazily without a click (the page's
// `onDemand` list in first-visit.ts says what waits for one). To see it fail on purpose:
// `npm run check:budgets -- --budget-kb 40`, `-- --dashboard-kb 50` or `-- --dashboard-scripts 5`.
import { resolve } from 'node:path';
import {
  type Language,
  measurePage,
  type PageModules,
  PUBLIC_PAGES,
  SIGNED_IN_PAGES,
} from './first-visit.ts';

const LANGUAGES: Language[] = ['en', 'tw', 'pidgin'];
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const publicKb = option('--budget-kb', 60);
const dashboardKb = option('--dashboard-kb', 80);
const dashboardScripts = option('--dashboard-scripts', 12);
const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');

const over: string[] = [];
/** `onWire`: the budget is for the bytes on the wire (brotli bodies and response heads). */
function check(
  pages: PageModules[],
  kbBudget: number,
  { scriptBudget = Number.POSITIVE_INFINITY, onWire = false } = {},
) {
  const budget = `budget ${kbBudget} KB${onWire ? ' on the wire' : ''}${Number.isFinite(scriptBudget) ? ` in ${scriptBudget} scripts` : ''}`;
  for (const page of pages) {
    for (const language of LANGUAGES) {
      const { files, kb, wireKb } = measurePage(dist, page, language);
      const line = `${page.name} (${language}): ${kb.toFixed(1)} KB br, ${wireKb.toFixed(1)} KB on the wire, in ${files.length} scripts`;
      const fits = (onWire ? wireKb : kb) <= kbBudget && files.length <= scriptBudget;
      console.log(`${fits ? 'ok  ' : 'OVER'} ${line} (${budget})`);
      if (!fits) over.push(`${line} (${budget})`);
    }
  }
}
check(PUBLIC_PAGES, publicKb);
check(SIGNED_IN_PAGES, dashboardKb, { scriptBudget: dashboardScripts, onWire: true });
if (over.length > 0) {
  console.error(`\nFirst-visit script over its budget:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
