// A buyer looking for something: categories with the database's counts, the live-shopping strip,
// text search with a typo, filters and sort kept in the URL (back restores them), blank and
// hostile queries, voice search (stubbed recognition, and a browser without it), photo search
// with a cropped product photo, the floating assistant's support link, and the empty states.
import { en } from '@dwa/domain/i18n/en';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { CategoryCounts, ProductListResponse } from '@dwa/domain/products';
import type { SearchResponse } from '@dwa/domain/search';
import type { LiveStream, PublicSettings } from '@dwa/domain/site';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';
import { cardPrices, cards, cardTitles } from './product-cards.ts';
import { snap } from './screenshots.ts';

let origin = '';

test.beforeAll(({ baseUrl }) => {
  origin = baseUrl;
});

const api = async <T>(path: string, server = origin): Promise<T> => {
  const response = await fetch(`${server}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** The JSON of the page's next answer from `pathname` (with `params` in its query). Journeys
 * in the other worker add products while these run, so where a list may change between two
 * reads, the page is checked against the answer it got itself. */
async function answerTo<T>(
  page: Page,
  pathname: string,
  params: Record<string, string> = {},
): Promise<T> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === pathname &&
      Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v)
    );
  });
  expect(response.status(), pathname).toBe(200);
  return (await response.json()) as T;
}

/** The search page shows the results of exactly this API answer (the page keeps the previous
 * results on screen until the new answer is in: the first title tells them apart). */
async function expectResults(page: Page, expected: SearchResponse) {
  if (expected.items.length === 0) {
    await expect(page.getByText(en.home.emptyTitle)).toBeVisible();
    return;
  }
  await expect(cards(page).first().locator('h3')).toHaveText(expected.items[0]!.title);
}

test.describe('home page', () => {
  test('shows category counts from the database and filters by category', async ({ page }) => {
    await page.goto('/');
    // The counts came with the page (server-rendered); the API gives the same figures.
    const counts = await api<CategoryCounts>('/api/categories');
    const countOf = (id: string) =>
      page.getByTestId(`category-${id}`).getByTestId('category-count');
    await expect(countOf('all')).toHaveText(String(counts.total));
    for (const category of ['electronics', 'fashion', 'home', 'food', 'books'] as const) {
      const expected = counts.categories.find((c) => c.category === category)?.count ?? 0;
      await expect(countOf(category), category).toHaveText(String(expected));
    }

    const fashionAnswer = answerTo<ProductListResponse>(page, '/api/products', {
      category: 'fashion',
    });
    await page.getByTestId('category-fashion').click();
    await expect(page).toHaveURL(/category=fashion/);
    const fashion = await fashionAnswer;
    expect(fashion.items.length).toBeGreaterThan(0);
    expect(fashion.items.map((p) => p.category)).toEqual(fashion.items.map(() => 'fashion'));
    await expect(cards(page)).toHaveCount(Math.min(fashion.items.length, 24));
    const fashionTitles = new Set(fashion.items.map((p) => p.title));
    for (const title of await cardTitles(page)) expect(fashionTitles.has(title), title).toBe(true);
    await expect(page.getByTestId('category-fashion')).toHaveAttribute('aria-current', 'page');
    await snap(page, 'search-home-360-fashion');
  });

  test('has the hero links, the live strip from the database and no a11y violations', {
    tag: '@desktop',
  }, async ({ page }) => {
    const live = await api<{ items: LiveStream[] }>('/api/live-streams');
    expect(live.items.length).toBeGreaterThan(0);
    await page.goto('/');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('link', { name: en.homeHero.startSelling })).toHaveAttribute(
      'href',
      '/sell',
    );
    await expect(hero.getByRole('link', { name: en.homeHero.becomeRider })).toHaveAttribute(
      'href',
      '/rider/register',
    );
    const strip = page.getByTestId('live-strip');
    const links = strip.getByRole('link');
    await expect(links).toHaveCount(live.items.length);
    for (const [i, stream] of live.items.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAttribute('href', stream.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toContainText(stream.title);
    }
    const liveCount = live.items.filter((s) => s.status === 'live').length;
    await expect(strip.getByText(en.liveShopping.live, { exact: true })).toHaveCount(liveCount);
    await expect(cards(page).first()).toBeVisible();
    await snap(page, 'search-home-1280');
    await expectNoSeriousViolations(page, 'home at 1280 px');
    await page.setViewportSize({ width: 360, height: 800 });
    await snap(page, 'search-home-360');
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  });

  test('opens the assistant with help links and the support WhatsApp number', async ({ page }) => {
    const settings = await api<PublicSettings>('/api/settings/public');
    expect(settings.supportWhatsapp).toBeTruthy();
    await page.goto('/');
    const toggle = page.getByTestId('assistant-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: en.assistant.title });
    for (const [name, href] of [
      [en.assistant.helpCenter, '/help'],
      [en.assistant.howItWorks, '/how-it-works'],
      [en.assistant.boost, '/help/boost'],
      [en.assistant.contact, '/contact'],
      [en.assistant.sell, '/sell'],
    ]) {
      await expect(panel.getByRole('link', { name }), name).toHaveAttribute('href', href!);
    }
    const chat = panel.getByRole('link', { name: en.assistant.chat });
    // The support number's wa.me link, with the help request as its text.
    const start = `https://wa.me/${toWhatsAppDigits(settings.supportWhatsapp!)}?text=`;
    await expect
      .poll(async () => {
        const href = (await chat.getAttribute('href')) ?? '';
        return href.startsWith(start) ? decodeURIComponent(href.slice(start.length)) : href;
      })
      .toBe(en.assistant.chatText);
    await expect(chat).toHaveAttribute('target', '_blank');
    await snap(page, 'search-assistant-360');
    await expectNoSeriousViolations(page, 'the assistant');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('text search', () => {
  test('does not submit a blank query', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill('    ');
    await box.press('Enter');
    await expect(page.getByText(en.searchBar.blank)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test("finds the iPhone from the typo 'iphnoe' and says the words were similar", async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill('iphnoe');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=iphnoe$/);
    await expect(page.getByTestId('fuzzy-notice')).toHaveText(en.searchPage.fuzzy);
    await expect(
      cards(page)
        .locator('h3')
        .filter({ hasText: /iPhone/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ results?/);
    // The search box keeps the query.
    await expect(page.getByRole('searchbox', { name: en.searchBar.label })).toHaveValue('iphnoe');
    await snap(page, 'search-typo-360');
    await expectNoSeriousViolations(page, 'search results');
  });

  test('validates the URL without breaking the content security policy (no eval)', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto('/search?q=kente&minPrice=10&sort=newest');
    await expect(cards(page).first()).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });

  test('filters by price and verified sellers, sorts by price, and back restores it', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto('/search');
    // Stable while other journeys add products: boosted ones come first, and new sellers are
    // not verified.
    const all = await api<SearchResponse>('/api/search?pageSize=24');
    await expectResults(page, all);

    const filters = page.getByTestId('search-filters');
    await filters.getByLabel(en.searchPage.minPrice).fill('50');
    await filters.getByLabel(en.searchPage.maxPrice).fill('2000');
    await filters.getByLabel(en.searchPage.verified).check();
    await filters.getByRole('button', { name: en.searchPage.apply }).click();
    await expect(page).toHaveURL(/maxPrice=2000/);
    const filtered = await api<SearchResponse>(
      '/api/search?minPrice=50&maxPrice=2000&verified=true&pageSize=24',
    );
    expect(filtered.items.length).toBeGreaterThan(1);
    await expectResults(page, filtered);

    await page.getByTestId('search-sort').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    const sorted = await api<SearchResponse>(
      '/api/search?minPrice=50&maxPrice=2000&verified=true&sort=price_asc&pageSize=24',
    );
    await expectResults(page, sorted);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      minPrice: '50',
      maxPrice: '2000',
      verified: 'true',
      sort: 'price_asc',
    });
    await expect(cards(page)).toHaveCount(sorted.items.length);
    const prices = await cardPrices(page);
    expect(prices.length).toBe(sorted.items.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(5000);
      expect(price).toBeLessThanOrEqual(200_000);
    }
    // Every card is a verified seller's.
    await expect(cards(page).getByRole('img', { name: en.product.verified })).toHaveCount(
      prices.length,
    );
    await snap(page, 'search-filtered-1280');
    await expectNoSeriousViolations(page, 'filtered results');

    // Back: the unsorted filtered results, with the filter form showing them.
    await page.goBack();
    await expect(page).toHaveURL(
      (u) => !u.searchParams.has('sort') && u.searchParams.has('verified'),
    );
    await expectResults(page, filtered);
    await expect(cards(page).locator('h3')).toHaveText(filtered.items.map((p) => p.title));
    await expect(filters.getByLabel(en.searchPage.maxPrice)).toHaveValue('2000');
    await expect(page.getByTestId('search-sort')).toHaveValue('relevance');
    await page.goBack();
    await expect(page).toHaveURL((u) => u.search === '');
    await expectResults(page, all);
    await expect(filters.getByLabel(en.searchPage.verified)).not.toBeChecked();
  });

  test('shows the server’s message at the field when the lowest price is above the highest', async ({
    page,
  }) => {
    await page.goto('/search?q=rice');
    await page.getByRole('button', { name: en.searchPage.showFilters }).click();
    const filters = page.getByTestId('search-filters');
    await filters.getByLabel(en.searchPage.minPrice).fill('500');
    await filters.getByLabel(en.searchPage.maxPrice).fill('20');
    await filters.getByRole('button', { name: en.searchPage.apply }).click();
    await expect(page.getByText(en.validation.priceRange)).toBeVisible();
    await expect(filters.getByLabel(en.searchPage.maxPrice)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL((u) => u.searchParams.get('q') === 'rice');
    await snap(page, 'search-price-error-360');
  });

  test('searches a 2,000-character query with HTML as plain text', async ({ page }) => {
    await page.goto('/');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>${'x'.repeat(2000)}`;
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill(hostile);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    const typed = hostile.slice(0, 2000);
    const heading = page.getByRole('heading', { level: 2 }).filter({ hasText: '<script>' });
    await expect(heading).toContainText(typed);
    // Nothing matches those words, and they name no kind: nothing matched (decision 061).
    await expect(page.getByText(en.home.emptyTitle)).toBeVisible();
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // Nothing wider than the phone, even with a 2,000-character word.
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  });

  test('pages through many results with next and previous links', { tag: '@desktop' }, async ({
    page,
  }) => {
    const first = await api<SearchResponse>('/api/search?pageSize=24');
    await page.goto('/search');
    await expectResults(page, first);
    if (first.total <= first.pageSize) {
      await expect(page.getByTestId('next-page')).toHaveCount(0);
    } else {
      // Page 2 moves when other journeys add products: compared with the page's own answer.
      const secondAnswer = answerTo<SearchResponse>(page, '/api/search', { page: '2' });
      await page.getByTestId('next-page').click();
      await expect(page).toHaveURL(/page=2/);
      const second = await secondAnswer;
      expect(second.page).toBe(2);
      await expectResults(page, second);
      await page.getByRole('link', { name: en.searchPage.previous }).click();
      await expect(page).toHaveURL((u) => !u.searchParams.has('page'));
      await expectResults(page, first);
    }
  });
});

test.describe('voice search', () => {
  test("listens in en-GH, says 'Listening' and searches what was heard", async ({
    page,
    context,
  }) => {
    // A stand-in for the browser's recognition that speaks when the test says so.
    await context.addInitScript(() => {
      class FakeRecognition {
        lang = '';
        interimResults = true;
        continuous = true;
        maxAlternatives = 5;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          const w = window as unknown as Record<string, unknown>;
          w.__recognition = { lang: this.lang, interimResults: this.interimResults };
          w.__speak = (text: string) => {
            this.onresult?.({ results: [[{ transcript: text }]] });
            this.onend?.();
          };
        }
        abort() {
          this.onerror?.({ error: 'aborted' });
          this.onend?.();
        }
      }
      const w = window as unknown as Record<string, unknown>;
      w.SpeechRecognition = FakeRecognition;
      w.webkitSpeechRecognition = FakeRecognition;
    });
    await page.goto('/');
    await page.getByTestId('voice-search').click();
    await expect(page.getByText(en.voice.listening, { exact: true })).toBeVisible();
    await expect(page.getByTestId('voice-status')).toHaveAttribute('aria-live', 'polite');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__recognition))
      .toEqual({ lang: 'en-GH', interimResults: false });
    await snap(page, 'search-voice-listening-360');
    await page.evaluate(() =>
      (window as unknown as Record<string, (t: string) => void>).__speak!('kente cloth'),
    );
    await expect(page).toHaveURL(/\/search\?q=kente\+cloth$/);
    await expect(page.getByRole('searchbox', { name: en.searchBar.label })).toHaveValue(
      'kente cloth',
    );
  });

  test('explains that a browser without speech recognition cannot do it', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    await page.goto('/');
    const button = page.getByTestId('voice-search');
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.getByText(en.voice.unsupported)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await snap(page, 'search-voice-unsupported-360');
  });
});

test.describe('photo search', () => {
  test('finds the product from a cropped, recompressed copy of its photo', async ({ page }) => {
    const list = await api<ProductListResponse>('/api/products?pageSize=24');
    const product = list.items.find((p) => p.photo)!;
    const original = Buffer.from(
      await (await fetch(`${origin}${product.photo!.src}`)).arrayBuffer(),
    );
    const meta = await sharp(original).metadata();
    const cropped = await sharp(original)
      .extract({
        left: Math.round(meta.width! * 0.1),
        top: Math.round(meta.height! * 0.1),
        width: Math.round(meta.width! * 0.8),
        height: Math.round(meta.height! * 0.8),
      })
      .resize(300)
      .jpeg({ quality: 70 })
      .toBuffer();

    await page.goto('/');
    await page.getByTestId('photo-input').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: cropped,
    });
    await expect(page).toHaveURL(/\/search\?photo=1$/);
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect.poll(async () => (await cardTitles(page)).slice(0, 3)).toContain(product.title);
    await snap(page, 'search-photo-360');
    await expectNoSeriousViolations(page, 'photo search results');

    // A reload forgets the photo and asks for it again.
    await page.reload();
    await expect(page.getByText(en.photoSearchUi.gone)).toBeVisible();
    await expect(page.getByRole('button', { name: en.photoSearchUi.pickAgain })).toBeVisible();
  });

  test('refuses a file that is not a photo before uploading it', async ({ page }) => {
    await page.goto('/');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/photo')) uploads += 1;
    });
    await page.getByTestId('photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.getByText(en.photoSearchUi.notImage)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(uploads).toBe(0);
  });
});

test.describe('photo search errors', () => {
  test('shows the server’s refusal of a file that claims to be a photo but is not', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('photo-input').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text dressed up as a PNG'),
    });
    await expect(page).toHaveURL(/\/search\?photo=1$/);
    await expect(
      page.getByRole('alert').filter({ hasText: en.photoSearchUi.notImage }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe('search page loading', () => {
  test('shows 8 skeleton cards while the results load', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/search?*', async (route) => {
      await held;
      await route.continue();
    });
    // A first visit arrives rendered with its results; a search made in the app loads them.
    await page.goto('/');
    await page.getByRole('searchbox').first().fill('rice');
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page.getByTestId('product-skeleton')).toHaveCount(8);
    release();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
  });
});

test.describe('empty marketplace', () => {
  test('shows the empty state, no live strip and no support chat without data', async ({
    page,
    emptyBaseUrl,
  }) => {
    const counts = await api<CategoryCounts>('/api/categories', emptyBaseUrl);
    expect(counts.total).toBe(0);
    await page.goto(`${emptyBaseUrl}/search?q=phone`);
    await expect(page.getByText(en.home.emptyTitle)).toBeVisible();
    await expect(page.getByText(en.home.emptyHint)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await snap(page, 'search-empty-360');
    await expectNoSeriousViolations(page, 'the empty search');

    await page.goto(emptyBaseUrl);
    await expect(page.getByTestId('category-all').getByTestId('category-count')).toHaveText('0');
    await expect(page.getByText(en.home.emptyTitle)).toBeVisible();
    await expect(page.getByTestId('live-strip')).toHaveCount(0);
    // The public settings come with the page (the home page's banner reads them too), so the
    // panel knows at once that no support number is set.
    await page.getByTestId('assistant-toggle').click();
    const panel = page.getByRole('dialog', { name: en.assistant.title });
    await expect(panel.getByRole('link', { name: en.assistant.helpCenter })).toBeVisible();
    await expect(page.getByTestId('support-chat')).toHaveCount(0);
  });
});
