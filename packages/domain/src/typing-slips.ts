// How far a typed word is from a dictionary word, in typing slips: a letter missed, added,
// changed, or two swapped (optimal string alignment distance). A typo fallback that accepts any
// similar-looking word answers "helicopter" with "helix"; one that accepts a slip or two per
// word length answers "iphnoe" with "iphone" and "mattres" with "mattress" only.

/** Slips allowed: one for words up to 7 letters, two from 8. */
export const allowedSlips = (word: string) => (word.length >= 8 ? 2 : 1);

export function slips(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate fewest slips away within the allowance (the first of equals: candidates come
 * most similar first), or null. A word the dictionary has is itself. */
export function closestSlip(word: string, candidates: readonly string[]): string | null {
  if (candidates.includes(word)) return word;
  let best: string | null = null;
  let bestSlips = allowedSlips(word) + 1;
  for (const candidate of candidates) {
    const n = slips(word, candidate);
    if (n < bestSlips) {
      best = candidate;
      bestSlips = n;
    }
  }
  return best;
}
