// What the Lighthouse bench reads from one report, the targets of each kind of page (public or
// signed in) at each CPU slowdown, and the choice of the median round.
import type { Result } from 'lighthouse';

export interface Figures {
  /** Category scores, 0–100 (NaN when Lighthouse could not score the page). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Time to interactive (Lighthouse's `interactive` audit: unscored, still computed): when the
   * main thread has been quiet for 5 s after the last long task, network almost idle. */
  ttiMs: number;
  /** Main-thread work after the first paint, times the CPU slowdown (post-paint.ts). */
  postPaintMs: number;
  cls: number;
  /** Bytes on the wire for the first visit (cache and storage cleared), photos included, with
   * the responses the service worker answered (service-worker-bytes.ts). */
  totalBytes: number;
  /** The total as Lighthouse counts it (0 for each response the service worker answered). */
  lighthouseTotalBytes: number;
  /** Responses the service worker answered, and their measured bytes (in totalBytes). */
  serviceWorkerResponses: number;
  serviceWorkerBytes: number;
  /** Compressed (as served) bytes of script resources. */
  jsBytes: number;
  /** Script requests (Lighthouse's resource summary: every script record of the page, those the
   * service worker answered included). */
  scriptRequests: number;
  cssBytes: number;
  imageBytes: number;
  documentBytes: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed during the run (lower: slower or busier). */
  benchmarkIndex: number;
  /** Lighthouse's runtime error code (NO_FCP, NO_LCP, …), when the run measured nothing. */
  error?: string;
}

export interface Resource {
  url: string;
  resourceType: string;
  statusCode: number;
  /** False for a request still under way (or cancelled) when Lighthouse stopped: it counts 0. */
  finished: boolean;
  transferSize: number;
  resourceSize: number;
}

type SummaryItem = { resourceType: string; transferSize: number; requestCount: number };

export function figuresOf(lhr: Result): Figures {
  const { categories, audits } = lhr;
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = ((audits['resource-summary']?.details as { items?: SummaryItem[] } | undefined)
    ?.items ?? []) as SummaryItem[];
  const of = (type: string) => summary.find((i) => i.resourceType === type);
  const bytes = (type: string) => of(type)?.transferSize ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    ttiMs: num('interactive'),
    postPaintMs: Number.NaN,
    cls: num('cumulative-layout-shift'),
    totalBytes: bytes('total'),
    lighthouseTotalBytes: bytes('total'),
    serviceWorkerResponses: 0,
    serviceWorkerBytes: 0,
    jsBytes: bytes('script'),
    scriptRequests: of('script')?.requestCount ?? Number.NaN,
    cssBytes: bytes('stylesheet'),
    imageBytes: bytes('image'),
    documentBytes: bytes('document'),
    requests: of('total')?.requestCount ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
  };
}

/** Every network request of the run, for the JSON file (what made up the bytes). */
export function resourcesOf(lhr: Result): Resource[] {
  const items =
    (lhr.audits['network-requests']?.details as { items?: Resource[] } | undefined)?.items ?? [];
  return items.map(({ url, resourceType, statusCode, finished, transferSize, resourceSize }) => ({
    url,
    resourceType,
    statusCode,
    finished,
    transferSize,
    resourceSize,
  }));
}

/**
 * The median round, chosen by one figure (NaN counts as the worst); its other figures are
 * reported as they were measured together. With an even count, the worse of the two middle ones.
 */
export function medianBy<T extends Figures>(
  rounds: T[],
  key: keyof Figures,
  higherIsBetter: boolean,
): T {
  const value = (f: T) => {
    const v = f[key] as number;
    return Number.isNaN(v) ? (higherIsBetter ? -Infinity : Infinity) : v;
  };
  // Worst first, so the lower middle of an even count is the worse one.
  const sorted = [...rounds].sort((a, b) =>
    higherIsBetter ? value(a) - value(b) : value(b) - value(a),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no rounds to take a median of');
  return median;
}

/** A figure as the report shows it. */
export interface Measure {
  key: keyof Figures;
  label: string;
  format(value: number): string;
}

/** A figure with a bar to reach. */
export interface Target extends Measure {
  target: string;
  pass(value: number): boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const KB = 1024;
const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`;
const ms = (v: number) => `${Math.round(v)} ms`;

/** Every figure of the report's table, in its order, for every page whatever its targets. */
export const MEASURES: Measure[] = [
  { key: 'performance', label: 'performance', format: String },
  { key: 'lcpMs', label: 'LCP', format: seconds },
  { key: 'tbtMs', label: 'TBT', format: ms },
  { key: 'ttiMs', label: 'TTI', format: seconds },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'totalBytes', label: 'first visit, all bytes', format: kb },
  { key: 'jsBytes', label: 'JS (compressed)', format: kb },
  { key: 'scriptRequests', label: 'script requests', format: String },
  { key: 'accessibility', label: 'accessibility', format: String },
  { key: 'bestPractices', label: 'best practices', format: String },
  { key: 'seo', label: 'SEO', format: String },
];

const measure = (key: keyof Figures): Measure => {
  const found = MEASURES.find((m) => m.key === key);
  if (!found) throw new Error(`no measure ${key}`);
  return found;
};
const target = (key: keyof Figures, text: string, pass: (v: number) => boolean): Target => ({
  ...measure(key),
  target: text,
  pass,
});

/** The public pages' targets (Lighthouse mobile, simulated throttling, 4× CPU slowdown). */
export const TARGETS: Target[] = [
  target('performance', '≥ 98', (v) => v >= 98),
  target('lcpMs', '≤ 1.5 s', (v) => v <= 1500),
  target('tbtMs', '≤ 50 ms', (v) => v <= 50),
  target('cls', '≤ 0.02', (v) => v <= 0.02),
  target('totalBytes', '≤ 150 KB', (v) => v <= 150 * KB),
  target('jsBytes', '≤ 60 KB', (v) => v <= 60 * KB),
  target('accessibility', '= 100', (v) => v === 100),
  target('bestPractices', '= 100', (v) => v === 100),
  target('seo', '= 100', (v) => v === 100),
];

/** At 8× CPU slowdown (an entry-level phone) the public pages' bar is the work after the paint:
 * TBT, and (in the report, beside the reference) post-paint work within 1.5× of the static
 * reference's. */
export const SLOW_TARGETS: Target[] = [target('tbtMs', '≤ 200 ms', (v) => v <= 200)];

/** A cold seller or rider dashboard at 4×, signed in: usable within 3.5 s, on at most 80 KB of
 * script (brotli, on the wire) in at most 12 requests. At 8× the issue sets them no bar. */
export const SIGNED_IN_TARGETS: Target[] = [
  target('ttiMs', '≤ 3.5 s', (v) => v <= 3500),
  target('jsBytes', '≤ 80 KB', (v) => v <= 80 * KB),
  target('scriptRequests', '≤ 12', (v) => v <= 12),
];

/** Post-paint work may be at most this many times the static reference's (8×, public pages). */
export const POST_PAINT_RATIO = 1.5;

/** The targets of a page measured at `cpuSlowdown`, public or signed in. */
export function targetsFor(cpuSlowdown: number, signedIn = false): Target[] {
  if (signedIn) return cpuSlowdown >= 8 ? [] : SIGNED_IN_TARGETS;
  return cpuSlowdown >= 8 ? SLOW_TARGETS : TARGETS;
}

/** Whether the post-paint ratio to the static reference is a bar (8×, public pages: a signed-in
 * page's server HTML is the app's shell, with nothing to compare). */
export function postPaintRatioApplies(cpuSlowdown: number, signedIn = false): boolean {
  return cpuSlowdown >= 8 && !signedIn;
}

export { kb };
