// How a judged query's answer is scored (decisions 037, 059): nDCG@10 against the best order of
// every judged product, and precision@5 (grades ≥ 1 among the first five, out of at most the
// number of such products). Pure: the relevance bench and the server's floor test on the buyer
// requests (request-floors.test.ts) score the same way.
import type { JudgedProduct, JudgedQuery } from './relevance-queries.ts';

/** nDCG@k: the found order's gain against the best order of every judged product. */
export function ndcgAt(k: number, found: number[], all: number[]): number {
  const dcg = (grades: number[]) =>
    grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...all].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(found) / ideal;
}

/** One answer's scores. A query without a good answer scores 1 when the answer says nothing
 * matched (nothing found, or nearest results flagged as such). */
export function scoreAnswer(
  query: JudgedQuery,
  found: JudgedProduct[],
  catalogue: JudgedProduct[],
  nearest: boolean,
): { ndcg: number; p5: number } {
  const all = catalogue.map((p) => query.grade(p));
  if (all.every((g) => g === 0)) {
    const said = nearest || found.length === 0 ? 1 : 0;
    return { ndcg: said, p5: said };
  }
  // Nearest results are not matches: graded as found (they may still help).
  const grades = found.map((p) => query.grade(p));
  const top5 = grades.slice(0, 5);
  const relevantCount = all.filter((g) => g > 0).length;
  const p5 = top5.filter((g) => g > 0).length / Math.min(5, relevantCount);
  return { ndcg: ndcgAt(10, grades, all), p5: Math.min(1, p5) };
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
