// What the Lighthouse bench reads from one report, the public pages' targets and the choice of
// the median round.
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
    postPaintMs: Number.NaN,
    cls: num('cumulative-layout-shift'),
    totalBytes: bytes('total'),
    lighthouseTotalBytes: bytes('total'),
    serviceWorkerResponses: 0,
    serviceWorkerBytes: 0,
    jsBytes: bytes('script'),
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

export interface Target {
  key: keyof Figures;
  label: string;
  target: string;
  pass(value: number): boolean;
  format(value: number): string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const KB = 1024;

/** The public pages' targets (Lighthouse mobile, simulated throttling, 4× CPU slowdown). */
export const TARGETS: Target[] = [
  {
    key: 'performance',
    label: 'performance',
    target: '≥ 98',
    pass: (v) => v >= 98,
    format: String,
  },
  {
    key: 'lcpMs',
    label: 'LCP',
    target: '≤ 1.5 s',
    pass: (v) => v <= 1500,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    key: 'tbtMs',
    label: 'TBT',
    target: '≤ 50 ms',
    pass: (v) => v <= 50,
    format: (v) => `${Math.round(v)} ms`,
  },
  {
    key: 'cls',
    label: 'CLS',
    target: '≤ 0.02',
    pass: (v) => v <= 0.02,
    format: (v) => v.toFixed(3),
  },
  {
    key: 'totalBytes',
    label: 'first visit, all bytes',
    target: '≤ 150 KB',
    pass: (v) => v <= 150 * KB,
    format: kb,
  },
  {
    key: 'jsBytes',
    label: 'JS (compressed)',
    target: '≤ 60 KB',
    pass: (v) => v <= 60 * KB,
    format: kb,
  },
  {
    key: 'accessibility',
    label: 'accessibility',
    target: '= 100',
    pass: (v) => v === 100,
    format: String,
  },
  {
    key: 'bestPractices',
    label: 'best practices',
    target: '= 100',
    pass: (v) => v === 100,
    format: String,
  },
  { key: 'seo', label: 'SEO', target: '= 100', pass: (v) => v === 100, format: String },
];

/** At 8× CPU slowdown (an entry-level phone) the bar is the work after the paint: TBT, and (in
 * the report, beside the reference) post-paint work within 1.5× of the static reference's. */
export const SLOW_TARGETS: Target[] = [
  {
    key: 'tbtMs',
    label: 'TBT',
    target: '≤ 200 ms',
    pass: (v) => v <= 200,
    format: (v) => `${Math.round(v)} ms`,
  },
];

/** Post-paint work may be at most this many times the static reference's (8×). */
export const POST_PAINT_RATIO = 1.5;

export function targetsFor(cpuSlowdown: number): Target[] {
  return cpuSlowdown >= 8 ? SLOW_TARGETS : TARGETS;
}

export { kb };
