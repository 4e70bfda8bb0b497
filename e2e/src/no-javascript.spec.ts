// Reading works without JavaScript: with scripts off the pages are the server's HTML
// and nothing else. A buyer sees the home listing (names, prices, responsive photos), searches by
// submitting the form, filters and sorts with plain GET forms, pages on, opens a product (seller,
// 'Chat on WhatsApp'), its shop, and content pages from the footer; controls that need
// JavaScript (menu toggle, voice, photo, pickers, receipt, share, assistant, FAQ filter) are not
// shown. A page that needs JavaScript (sign-in, sign-up) says so in its language and links to
// the public pages, instead of being blank.
import { en } from '@dwa/domain/i18n/en';
import { enServer } from '@dwa/domain/i18n/server/en';
import { twServer } from '@dwa/domain/i18n/server/tw';
import { formatGhs } from '@dwa/domain/money';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { ProductDetail } from '@dwa/domain/products';
import type { SearchResponse } from '@dwa/domain/search';
import type { ShopPage } from '@dwa/domain/shops';
import type { Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { cardPrices, cards, cardTitles } from './product-cards.ts';

test.use({ javaScriptEnabled: false });

let origin = '';

test.beforeAll(({ baseUrl }) => {
  origin = baseUrl;
});

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** Runs `check` until it passes, reloading the page before each new try. Journeys in the other
 * worker add products, and anonymous pages are micro-cached for a few seconds: a page compared
 * with a newer API answer is reloaded (a GET, so the same request again) until both agree. */
async function untilPageAgrees(page: Page, check: () => Promise<void>) {
  let tries = 0;
  await expect(async () => {
    if (tries++ > 0) await page.reload();
    await check();
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] });
}

/** The page shows the results the API gives for the page's own URL. */
function expectSearchResults(page: Page) {
  return untilPageAgrees(page, async () => {
    // A GET form sends its empty fields too (`minPrice=`): the page reads them as absent, the
    // API (strict) is asked without them.
    const params = new URLSearchParams(
      [...new URL(page.url()).searchParams].filter(([, value]) => value.trim() !== ''),
    );
    params.set('pageSize', '24');
    const answer = await api<SearchResponse>(`/api/search?${params}`);
    expect(await cardTitles(page)).toEqual(answer.items.map((p) => p.title));
  });
}

test.beforeEach(async ({ context }) => {
  // No real WhatsApp.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

test.describe('without JavaScript', () => {
  test('a buyer searches, filters, sorts, opens a product, its shop and a content page', async ({
    page,
  }) => {
    await page.goto('/');
    // The head script did not run: no `js` class, so the no-JavaScript styles apply.
    await expect(page.locator('html')).not.toHaveClass(/\bjs\b/);

    // Home: product cards with a name (the link), a price and a responsive photo, from the HTML.
    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    for (const card of (await cards(page).all()).slice(0, 6)) {
      await expect(card.getByRole('link')).toHaveText(/\S/);
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/products\/[0-9a-f-]{36}$/);
      await expect(card.locator('p.font-bold')).toHaveText(/^GH₵ [\d,]+\.\d\d$/);
      await expect(card.locator('img')).toHaveAttribute('srcset', /\d+w/);
    }
    // Controls that need JavaScript are not offered; the header's links are, on a phone too.
    await expect(page.getByTestId('menu-toggle')).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: en.nav.mainNavigation }).getByRole('link', {
        name: en.nav.about,
      }),
    ).toBeVisible();
    for (const id of [
      'voice-search',
      'photo-search',
      'assistant-toggle',
      'language-picker',
      'theme-picker',
      'data-saver-toggle',
    ]) {
      await expect(page.getByTestId(id), id).toBeHidden();
    }
    await snapBoth(page, 'no-js-home');

    // 'Load more' is a link to the listing's next page (same order and size) on /search.
    const total = (await api<{ total: number }>('/api/categories')).total;
    if (total > 24) {
      await page.getByRole('link', { name: en.home.loadMore }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/search' && u.search === '?page=2');
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      await expectSearchResults(page);
      await page.goto('/');
    }

    // Search: type and press Enter; the form is a GET to /search.
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill('phone');
    await box.press('Enter');
    await expect(page).toHaveURL((u) => u.pathname === '/search' && u.search === '?q=phone');
    await expect(page.getByRole('searchbox', { name: en.searchBar.label })).toHaveValue('phone');
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ results?/);
    await expectSearchResults(page);
    const unfiltered = await cardTitles(page);

    // Filters: the panel is open (no toggle), the form is a GET that keeps the query text.
    await expect(page.getByRole('button', { name: en.searchPage.showFilters })).toBeHidden();
    const filters = page.getByTestId('search-filters');
    await expect(filters).toBeVisible();
    await filters.getByLabel(en.searchPage.verified).check();
    await filters.getByRole('button', { name: en.searchPage.apply }).click();
    await expect(page).toHaveURL(
      (u) => u.searchParams.get('q') === 'phone' && u.searchParams.get('verified') === 'true',
    );
    await expect(filters.getByLabel(en.searchPage.verified)).toBeChecked();
    await expectSearchResults(page);
    const verified = await cardTitles(page);
    expect(verified.length).toBeGreaterThan(0);
    expect(verified).not.toEqual(unfiltered);
    // Every card is a verified seller's.
    await expect(cards(page).getByRole('img', { name: en.product.verified })).toHaveCount(
      verified.length,
    );

    // Sort: the select and its 'Sort' button (shown only without JavaScript) submit a GET.
    const sortButton = page.getByRole('button', { name: en.searchPage.sortApply, exact: true });
    await expect(sortButton).toBeVisible();
    await page.getByTestId('search-sort').selectOption('price_asc');
    await sortButton.click();
    await expect(page).toHaveURL(
      (u) =>
        u.searchParams.get('q') === 'phone' &&
        u.searchParams.get('verified') === 'true' &&
        u.searchParams.get('sort') === 'price_asc',
    );
    await expect(page.getByTestId('search-sort')).toHaveValue('price_asc');
    await expectSearchResults(page);
    const prices = await cardPrices(page);
    expect(prices.length).toBe(verified.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await snapBoth(page, 'no-js-search');

    // A new query from the results page keeps the filter and sort (hidden inputs).
    await box.fill('kente');
    await box.press('Enter');
    await expect(page).toHaveURL(
      (u) =>
        u.searchParams.get('q') === 'kente' &&
        u.searchParams.get('verified') === 'true' &&
        u.searchParams.get('sort') === 'price_asc',
    );
    await expectSearchResults(page);
    // 'Clear filters' is a link: the query text and sort stay.
    await page.getByRole('link', { name: en.searchPage.clear }).click();
    await expect(page).toHaveURL(
      (u) => u.search === '?q=kente&sort=price_asc' && u.pathname === '/search',
    );
    await expectSearchResults(page);
    await page.goBack();
    await page.goBack();

    // A product: its card's link opens the server-rendered page.
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'phone');
    const card = cards(page).first();
    const title = (await card.getByRole('link').textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await api<ProductDetail>(`/api/products/${id}`);
    expect(detail.title).toBe(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(detail.pricePesewas));
    await expect(page.getByRole('img', { name: detail.title }).first()).toHaveAttribute(
      'srcset',
      detail.photos[0]!.srcset,
    );
    const seller = page.getByTestId('seller-link');
    await expect(seller).toHaveText(detail.seller.businessName);
    const chat = page.getByRole('link', { name: en.sellerContact.chatOnWhatsApp });
    expect(detail.seller.whatsappNumber).toBeTruthy();
    await expect(chat).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${toWhatsAppDigits(detail.seller.whatsappNumber!)}\\?text=`),
    );
    await expect(page.getByTestId('request-receipt')).toBeHidden();
    await snapBoth(page, 'no-js-product');

    // Its seller's shop lists the shop's products.
    await seller.click();
    await expect(page).toHaveURL(`/shops/${detail.seller.id}`);
    await untilPageAgrees(page, async () => {
      const shop = await api<ShopPage>(`/api/shops/${detail.seller.id}`);
      expect(shop.products.length).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.businessName, {
        timeout: 1000,
      });
      expect(await cardTitles(page)).toEqual(shop.products.map((p) => p.title));
    });
    await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByTestId('share-shop')).toBeHidden();

    // A content page from the footer.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: en.footer.about, exact: true })
      .click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
    await expect(page.getByText(en.about.missionText)).toBeVisible();

    // Help: every question is listed (the as-you-type filter needs JavaScript, so it is not
    // offered) and opens by itself (<details>).
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: en.footer.help, exact: true })
      .click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByTestId('faq-search')).toBeHidden();
    const question = page.getByTestId('faq-item').first();
    await question.locator('summary').click();
    await expect(question.locator('p')).toBeVisible();
  });
});

test('a page that needs JavaScript says so in its language and links to the public pages', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const note = page.getByTestId('noscript-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText(enServer.noscript.signInNeedsJavaScript);
  await note.getByRole('link', { name: enServer.noscript.home }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.addCookies([{ name: 'lang', value: 'tw', url: origin }]);
  await page.goto('/seller/onboarding');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tw');
  await expect(page.getByTestId('noscript-note')).toContainText(twServer.noscript.needsJavaScript);
});
