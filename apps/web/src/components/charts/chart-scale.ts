/** The top of the chart's value axis: the smallest of 2, 4, 6, 8, 10 × 10ⁿ that holds `max`, so
 * the middle gridline (top ÷ 2) is a whole number too. */
export function chartTop(max: number): number {
  for (let unit = 1; ; unit *= 10) {
    for (const m of [2, 4, 6, 8, 10]) {
      if (m * unit >= max) return m * unit;
    }
  }
}
