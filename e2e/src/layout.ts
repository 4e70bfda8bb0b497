import type { Page } from '@playwright/test';

/** How many pixels the page is wider than the window (0: it scrolls only vertically). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
