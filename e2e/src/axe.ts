import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Serious and critical accessibility violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** No serious or critical violation once the page has settled: axe runs again until none is
 * left or 30 s pass (a fade or a late image must not decide the verdict). Not the 10 s expect
 * timeout: one axe run over the home page took longer than that on a loaded 2-core machine, and
 * a poll whose first run never returns fails without saying which rule it met. */
export async function expectNoSeriousViolations(page: Page, what = 'the page') {
  await expect
    .poll(() => seriousViolations(page), {
      message: `serious a11y violations on ${what}`,
      timeout: 30_000,
    })
    .toEqual([]);
}
