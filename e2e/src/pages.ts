// Opening a page in a fresh context (its own cookies and storage) at a given viewport width.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export async function openPage(
  browser: Browser,
  width: number,
  url: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}
