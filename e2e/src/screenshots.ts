import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

const DIR = resolve(import.meta.dirname, '../.artifacts');

/** Screenshots land in e2e/.artifacts (ignored by git) for people to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: join(DIR, `${name}.png`), fullPage: false });
}
