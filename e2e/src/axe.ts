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
 * left or the expect timeout passes (a fade or a late image must not decide the verdict). */
export async function expectNoSeriousViolations(page: Page, what = 'the page') {
  await expect
    .poll(() => seriousViolations(page), { message: `serious a11y violations on ${what}` })
    .toEqual([]);
}
