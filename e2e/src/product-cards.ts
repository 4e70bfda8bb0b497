// Reading the product cards a page shows (home, search, shop), for the journeys that compare them
// with the API's answers.
import type { Page } from '@playwright/test';

export const cards = (page: Page) => page.getByTestId('product-card');
export const cardTitles = (page: Page) => cards(page).locator('h3').allTextContents();

/** "GH₵ 1,234.50" on each card → pesewas. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('p.font-bold').allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}
