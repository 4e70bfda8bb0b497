// A buyer searches the way people talk (decision 037): "phones under 2000" shows phones within
// the price and says which filter the words set; a word for a kind finds products whose titles
// only name a brand; nothing matching every word shows the nearest of the same kind, saying what
// was let go, and nothing at all when there is none (decision 061).
import { en } from '@dwa/domain/i18n/en';
import { formatGhs } from '@dwa/domain/money';
import { kindOfTitle } from '@dwa/domain/search-kinds';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { cardPrices, cards, cardTitles } from './product-cards.ts';
import { snap } from './screenshots.ts';

async function searchFor(page: import('@playwright/test').Page, words: string) {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: en.searchBar.label });
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(cards(page).first()).toBeVisible();
}

test('"phones under 2000": phones first, every price within, and the filter the words set', async ({
  page,
}) => {
  await searchFor(page, 'phones under 2000');
  await expect(page.getByTestId('understood-filters')).toHaveText(
    en.searchPage.understood.replace(
      '{{filters}}',
      en.searchPage.understoodMax.replace('{{amount}}', formatGhs(200_000)),
    ),
  );
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(200_000);
  const titles = await cardTitles(page);
  // The first results are phones, whatever their titles call them ("Tecno Spark 20 Pro").
  expect(titles.length).toBeGreaterThan(1);
  for (const title of titles.slice(0, 2)) expect(kindOfTitle(title), title).toBe('phone');
  await expect(page.getByTestId('nearest-notice')).toHaveCount(0);
  await snap(page, 'search-understood-360');
  await expectNoSeriousViolations(page, 'understood search');
});

test('a word for a kind finds titles that never use it: "fone" finds the Tecno', async ({
  page,
}) => {
  await searchFor(page, 'fone');
  const titles = await cardTitles(page);
  expect(titles.some((title) => /tecno/i.test(title))).toBe(true);
  expect(kindOfTitle(titles[0] ?? '')).toBe('phone');
});

test('nothing has every word: the nearest of the same kind, with what was let go', async ({
  page,
}) => {
  // No iPhone costs under GH₵ 3,000 in the demo catalogue; phones do (decision 061).
  const words = 'abeg I wan buy iphone under 3000';
  await searchFor(page, words);
  await expect(page.getByTestId('nearest-notice')).toHaveText(
    `${en.searchRelaxed.lead.replace('{{q}}', words)} ${en.searchRelaxed.kind}`,
  );
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(300_000);
  for (const title of await cardTitles(page)) {
    expect(kindOfTitle(title), title).toBe('phone');
    expect(title).not.toMatch(/iphone/i);
  }
  // What is shown is not a match: the line counts the nearest shown (never "0 results" above
  // products), and there is no paging.
  const shown = await cards(page).count();
  await expect(page.getByTestId('result-count')).toHaveText(nearestLine(shown));
  await expect(page.getByRole('navigation', { name: en.searchPage.pages })).toHaveCount(0);
  await snap(page, 'search-relaxed-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('nearest-notice')).toBeVisible();
  await snap(page, 'search-relaxed-1280');
  await expectNoSeriousViolations(page, 'relaxed search');
});

test.describe('as the server renders it (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('the nearest results are counted as nearest, never "0 results" above them', async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent('abeg I wan buy iphone under 3000')}`);
    await expect(page.getByTestId('nearest-notice')).toBeVisible();
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThan(0);
    await expect(page.getByTestId('result-count')).toHaveText(nearestLine(shown));
  });
});

test('nothing of the kind: nothing matched, never the boosted products', async ({ page }) => {
  await page.goto('/search?q=nkwan');
  await expect(page.getByText(en.home.emptyTitle)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByTestId('nearest-notice')).toHaveCount(0);
});

/** "5 nearest results", "1 nearest result". */
const nearestLine = (shown: number) =>
  (shown === 1 ? en.searchPage.countNearest_one : en.searchPage.countNearest).replace(
    '{{count}}',
    String(shown),
  );
