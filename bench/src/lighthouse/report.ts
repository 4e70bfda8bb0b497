// The Lighthouse bench's printed tables (one per CPU slowdown and kind of page, public or signed
// in; one row per figure, one column per page, a pass/fail mark where the figure has a target)
// and its JSON file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Result } from 'lighthouse';
import {
  type Figures,
  kb,
  MEASURES,
  type Measure,
  POST_PAINT_RATIO,
  postPaintRatioApplies,
  type Resource,
  type Target,
  targetsFor,
} from './figures.ts';
import type { SignedInAs } from './options.ts';

export interface PageResult {
  name: string;
  /** The language cookie of the runs. */
  language: string;
  /** The CPU slowdown of the runs (4: Lighthouse's mobile default; 8: an entry-level phone). */
  cpu: number;
  path: string;
  /** What the page shows (the product's title, the shop's name), when it names one thing. */
  subject?: string;
  /** The account the page was measured as (its session cookie on every request). */
  signedInAs?: SignedInAs;
  /** The round with the median performance score (signed in: the median TTI). */
  median: Figures;
  rounds: Figures[];
  /** Every request of the median round. */
  resources: Resource[];
  reference: {
    /** The round with the median LCP; null when it was not measured (see `skipped`). */
    median: Figures | null;
    rounds: Figures[];
    skipped?: string;
    htmlBytes: number;
    htmlBytesWithoutScripts: number;
  };
}

export interface RunInfo {
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number;
  rounds: number;
  settings: Result['configSettings'];
}

const RESULTS = resolve(import.meta.dirname, '../../.results');

/** The figure, with ✓ or ✗ when it has a target (an unmeasured figure fails its target). */
function cell(measure: Measure, target: Target | undefined, f: Figures): string {
  const v = f[measure.key] as number;
  const mark = target ? (!Number.isNaN(v) && target.pass(v) ? ' ✓' : ' ✗') : '';
  if (Number.isNaN(v)) return `n/a${f.error ? ` (${f.error})` : ''}${mark}`;
  return `${measure.format(v)}${mark}`;
}

function referenceCell(page: PageResult): string {
  const ref = page.reference.median;
  if (!ref) return page.reference.skipped ?? 'n/a';
  if (Number.isNaN(ref.lcpMs)) return `n/a${ref.error ? ` (${ref.error})` : ''}`;
  return `${(ref.lcpMs / 1000).toFixed(2)} s`;
}

/** The reference rounds' median TBT (its median round is chosen by LCP, not TBT). */
function referenceTbtCell(page: PageResult): string {
  const tbts = page.reference.rounds.map((r) => r.tbtMs).filter((v) => !Number.isNaN(v));
  if (tbts.length === 0) return page.reference.skipped ?? 'n/a';
  const sorted = [...tbts].sort((a, b) => a - b);
  return ms(sorted[Math.floor((sorted.length - 1) / 2)]!);
}

function printGrid(rows: string[][]) {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const [i, row] of rows.entries()) {
    console.log(
      row
        .map((text, c) => text.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  }
}

export function printReport(info: RunInfo, pages: PageResult[]) {
  const { formFactor, throttlingMethod, throttling } = info.settings;
  console.log(
    `\nLighthouse ${info.lighthouseVersion}, ${formFactor}, throttling ${throttlingMethod} ` +
      `(${throttling.rttMs} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, ` +
      `CPU slowdown per table); benchmark index ${Math.round(info.benchmarkIndex)}.`,
  );
  console.log(
    `Median of ${info.rounds} round(s) per page: the round with the median performance score ` +
      '(signed-in pages: the median TTI), all its figures as measured together. Bytes are ' +
      'transfer sizes (as compressed on the wire, HTTP headers included) of a first visit ' +
      '(cache and storage cleared) until Lighthouse stops; 1 KB = 1024 bytes. Responses the ' +
      'service worker answered (0 bytes in Lighthouse) are counted at their size fetched ' +
      'again from the server.',
  );
  for (const cpu of [...new Set(pages.map((p) => p.cpu))]) {
    for (const signedIn of [false, true]) {
      const group = pages.filter((p) => p.cpu === cpu && Boolean(p.signedInAs) === signedIn);
      if (group.length === 0) continue;
      const kind = signedIn ? 'signed-in dashboards' : 'public pages';
      console.log(`\nAt ${cpu}× CPU slowdown, ${kind}:`);
      printGrid(tableRows(cpu, signedIn, group));
    }
  }
  console.log(
    'Static reference: the same HTML without <script> tags, served as a file with the same ' +
      'assets (median LCP of its rounds). After paint: main-thread work from the first ' +
      'contentful paint on, times the CPU slowdown (the reference: median LCP round). ' +
      "TTI: Lighthouse's time to interactive (unscored). Signed-in pages: their server HTML " +
      'is the app shell (the dashboards render in the browser), blank without scripts, so ' +
      'they have no static reference run; script bytes and requests count every script ' +
      'loaded until Lighthouse stops, those loaded after the dashboard is usable included.',
  );
  console.log('Pages (HTML as served, and without scripts, in the first language):');
  for (const p of pages) {
    if (p.language !== pages[0]?.language || p.cpu !== pages[0]?.cpu) continue;
    const about = [
      ...(p.subject ? [p.subject] : []),
      ...(p.signedInAs ? [`signed in as the demo ${p.signedInAs}`] : []),
      `HTML ${kb(p.reference.htmlBytes)}, ` +
        `${kb(p.reference.htmlBytesWithoutScripts)} without scripts`,
      ...(p.reference.skipped ? [`reference: ${p.reference.skipped}`] : []),
    ];
    console.log(`  ${p.name.padEnd(8)} ${p.path} (${about.join('; ')})`);
  }
  if (info.rounds > 1) {
    console.log(
      'Rounds (performance · LCP · TBT · TTI · all bytes; reference LCP; benchmark index):',
    );
    for (const p of pages) {
      const app = p.rounds
        .map(
          (r) =>
            `${r.performance} · ${(r.lcpMs / 1000).toFixed(2)} s · ${Math.round(r.tbtMs)} ms · ` +
            `${(r.ttiMs / 1000).toFixed(2)} s · ${kb(r.totalBytes)}`,
        )
        .join(' | ');
      const ref = p.reference.rounds.map((r) => `${(r.lcpMs / 1000).toFixed(2)} s`).join(', ');
      const index = [...p.rounds, ...p.reference.rounds].map((r) => r.benchmarkIndex);
      const spread = `${Math.round(Math.min(...index))}–${Math.round(Math.max(...index))}`;
      const label = `${p.name} ${p.language} ${p.cpu}×`.padEnd(16);
      console.log(`  ${label} ${app}${ref ? `; ref ${ref}` : ''}; ${spread}`);
    }
  }
}

const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : `${Math.round(v)} ms`);

/** The app's post-paint work over the reference's (NaN without a reference). */
export function postPaintRatio(page: PageResult): number {
  const ref = page.reference.median?.postPaintMs ?? Number.NaN;
  return page.median.postPaintMs / Math.max(ref, 1);
}

function tableRows(cpu: number, signedIn: boolean, pages: PageResult[]): string[][] {
  const rows: string[][] = [['figure', 'target', ...pages.map((p) => `${p.name} ${p.language}`)]];
  const targets = targetsFor(cpu, signedIn);
  const ratioApplies = postPaintRatioApplies(cpu, signedIn);
  for (const measure of MEASURES) {
    const target = targets.find((t) => t.key === measure.key);
    rows.push([
      measure.label,
      target?.target ?? '',
      ...pages.map((p) => cell(measure, target, p.median)),
    ]);
    if (measure.key === 'lcpMs') {
      rows.push(['  LCP, static reference', '(floor)', ...pages.map(referenceCell)]);
    }
    if (measure.key === 'tbtMs') {
      // The page's own work (parsing the HTML, style, layout, images) blocks too: what the
      // same HTML without scripts blocks in the same rounds is the floor scripts add to.
      rows.push(['  TBT, static reference', '(floor)', ...pages.map(referenceTbtCell)]);
    }
    if (measure.key === 'totalBytes') {
      rows.push([
        '  via service worker',
        '(included)',
        ...pages.map(
          (p) => `${kb(p.median.serviceWorkerBytes)} (${p.median.serviceWorkerResponses})`,
        ),
      ]);
    }
  }
  rows.push(['after paint', '', ...pages.map((p) => ms(p.median.postPaintMs))]);
  rows.push([
    '  static reference',
    '',
    ...pages.map((p) => ms(p.reference.median?.postPaintMs ?? Number.NaN)),
  ]);
  rows.push([
    '  app ÷ reference',
    ratioApplies ? `≤ ${POST_PAINT_RATIO}×` : '',
    ...pages.map((p) => {
      const ratio = postPaintRatio(p);
      if (Number.isNaN(ratio)) return `n/a${ratioApplies ? ' ✗' : ''}`;
      const mark = ratioApplies ? (ratio <= POST_PAINT_RATIO ? ' ✓' : ' ✗') : '';
      return `${ratio.toFixed(2)}×${mark}`;
    }),
  ]);
  return rows;
}

/** bench/.results/ (git-ignored) gets one file per run. */
export function writeReport(info: RunInfo, pages: PageResult[]): string {
  mkdirSync(RESULTS, { recursive: true });
  const date = new Date().toISOString();
  const file = join(RESULTS, `lighthouse-${date.replace(/[:.]/g, '-')}.json`);
  const verdicts = (p: PageResult) =>
    Object.fromEntries(
      targetsFor(p.cpu, Boolean(p.signedInAs)).map((t) => {
        const v = p.median[t.key] as number;
        return [t.key, !Number.isNaN(v) && t.pass(v)];
      }),
    );
  // One list of targets per CPU slowdown and kind of page measured: "4x", "4x signed in", …
  const profiles = new Map(
    pages.map((p) => {
      const signedIn = Boolean(p.signedInAs);
      return [`${p.cpu}x${signedIn ? ' signed in' : ''}`, { cpu: p.cpu, signedIn }];
    }),
  );
  const body = {
    date,
    ...info,
    median:
      'the round with the median performance score (signed-in pages: the median TTI; ' +
      'reference: the median LCP)',
    targets: Object.fromEntries(
      [...profiles].map(([profile, { cpu, signedIn }]) => [
        profile,
        targetsFor(cpu, signedIn).map(({ key, label, target }) => ({ key, label, target })),
      ]),
    ),
    postPaintRatio: `at 8×, public pages: app ≤ ${POST_PAINT_RATIO}× the static reference`,
    pages: pages.map((p) => ({
      ...p,
      pass: verdicts(p),
      postPaintRatio: postPaintRatio(p),
      allPass: allPass(p),
    })),
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return relative(process.cwd(), file);
}

/** Every target of the page met; null when it has none (a signed-in page at 8×). */
export function allPass(page: PageResult): boolean | null {
  const signedIn = Boolean(page.signedInAs);
  const targets = targetsFor(page.cpu, signedIn);
  const ratioApplies = postPaintRatioApplies(page.cpu, signedIn);
  if (targets.length === 0 && !ratioApplies) return null;
  const scores = targets.every((t) => {
    const v = page.median[t.key] as number;
    return !Number.isNaN(v) && t.pass(v);
  });
  return ratioApplies ? scores && postPaintRatio(page) <= POST_PAINT_RATIO : scores;
}
