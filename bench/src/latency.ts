// Latency figures the benchmarks print: nearest-rank percentiles of milliseconds, to 0.1 ms.

/** The nearest-rank percentile of an ascending list (NaN when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const tenth = (n: number) => Math.round(n * 10) / 10;

/** n, p50, p95, p99 and max of `ms` (in any order). */
export function latencySummary(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: tenth(percentile(s, 50)),
    p95: tenth(percentile(s, 95)),
    p99: tenth(percentile(s, 99)),
    max: tenth(s.at(-1) ?? Number.NaN),
  };
}
