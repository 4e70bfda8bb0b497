// A buyer looking for something: categories with the database's counts, the live-shopping strip,
// text search with a typo, filters and sort kept in the URL (back restores them), blank and
// hostile queries, voice search (stubbed recognition, and a browser without it), photo search
// with a cropped product photo, the floating assistant's support link, and the empty states.
import { en } from '@dwa/domain/i18n/en';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { ProductListResponse } from '@dwa/domain/products';
import type { SearchResponse } from '@dwa/domain/search';
import type { CategoryCounts, LiveStream, PublicSettings } from '@dwa/domain/storefront';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';
import { openPage } from './pages.ts';
import { snap } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const emptyBaseUrl = inject('emptyBaseUrl');
let browser: Browser;

const api = async <T>(path: string, origin = baseUrl): Promise<T> => {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cards = (page: Page) => page.getByTestId('product-card');
const cardTitles = (page: Page) => cards(page).locator('h3').allTextContents();

/** "GH₵ 1,234.50" on each card → pesewas. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('p.font-bold').allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100));
}

/** Waits until the search page shows the results of exactly this URL's API answer. */
async function waitForResults(page: Page, expected: SearchResponse) {
  if (expected.items.length === 0) {
    await page.getByText(en.home.emptyTitle).waitFor();
    return;
  }
  await page.waitForFunction(
    (title) => document.querySelector('[data-testid="product-card"] h3')?.textContent === title,
    expected.items[0]!.title,
  );
}

describe('home page', () => {
  it('shows category counts from the database and filters by category', async () => {
    const counts = await api<CategoryCounts>('/api/categories');
    const { context, page } = await openPage(browser, 360, baseUrl);
    await page.getByTestId('category-all').getByTestId('category-count').waitFor();
    expect(await page.getByTestId('category-all').getByTestId('category-count').textContent()).toBe(
      String(counts.total),
    );
    for (const category of ['electronics', 'fashion', 'home', 'food', 'books'] as const) {
      const expected = counts.categories.find((c) => c.category === category)?.count ?? 0;
      const shown = await page
        .getByTestId(`category-${category}`)
        .getByTestId('category-count')
        .textContent();
      expect(shown, category).toBe(String(expected));
    }

    const fashion = await api<ProductListResponse>('/api/products?category=fashion&pageSize=48');
    expect(fashion.items.length).toBeGreaterThan(0);
    await page.getByTestId('category-fashion').click();
    await page.waitForURL(/category=fashion/);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="product-card"]').length === n,
      Math.min(fashion.items.length, 24),
    );
    const titles = await cardTitles(page);
    const fashionTitles = new Set(fashion.items.map((p) => p.title));
    for (const title of titles) expect(fashionTitles.has(title), title).toBe(true);
    expect(await page.getByTestId('category-fashion').getAttribute('aria-current')).toBe('page');
    await snap(page, 'search-home-360-fashion');
    await context.close();
  });

  it('has the hero links, the live strip from the database and no a11y violations', async () => {
    const live = await api<{ items: LiveStream[] }>('/api/live-streams');
    expect(live.items.length).toBeGreaterThan(0);
    const { context, page } = await openPage(browser, 1280, baseUrl);
    const hero = page.locator('section').first();
    expect(
      await hero.getByRole('link', { name: en.homeHero.startSelling }).getAttribute('href'),
    ).toBe('/sell');
    expect(
      await hero.getByRole('link', { name: en.homeHero.becomeRider }).getAttribute('href'),
    ).toBe('/rider/register');
    const strip = page.getByTestId('live-strip');
    await strip.waitFor();
    const links = strip.getByRole('link');
    expect(await links.count()).toBe(live.items.length);
    for (const [i, stream] of live.items.entries()) {
      const link = links.nth(i);
      expect(await link.getAttribute('href')).toBe(stream.url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.textContent()).toContain(stream.title);
    }
    const liveCount = live.items.filter((s) => s.status === 'live').length;
    expect(await strip.getByText(en.liveShopping.live, { exact: true }).count()).toBe(liveCount);
    await cards(page).first().waitFor();
    await snap(page, 'search-home-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await snap(page, 'search-home-360');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });

  it('opens the assistant with help links and the support WhatsApp number', async () => {
    const settings = await api<PublicSettings>('/api/settings/public');
    expect(settings.supportWhatsapp).toBeTruthy();
    const { context, page } = await openPage(browser, 360, baseUrl);
    const toggle = page.getByTestId('assistant-toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('dialog', { name: en.assistant.title });
    for (const [name, href] of [
      [en.assistant.helpCenter, '/help'],
      [en.assistant.howItWorks, '/how-it-works'],
      [en.assistant.boost, '/help/boost'],
      [en.assistant.contact, '/contact'],
      [en.assistant.sell, '/sell'],
    ]) {
      expect(await panel.getByRole('link', { name }).getAttribute('href'), name).toBe(href);
    }
    const chat = panel.getByRole('link', { name: en.assistant.chat });
    const href = (await chat.getAttribute('href')) ?? '';
    expect(
      href.startsWith(`https://wa.me/${toWhatsAppDigits(settings.supportWhatsapp!)}?text=`),
    ).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(en.assistant.chatText);
    expect(await chat.getAttribute('target')).toBe('_blank');
    await snap(page, 'search-assistant-360');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('text search', () => {
  it('does not submit a blank query', async () => {
    const { context, page } = await openPage(browser, 360, baseUrl);
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill('    ');
    await box.press('Enter');
    await page.getByText(en.searchBar.blank).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("finds the iPhone from the typo 'iphnoe' and says the words were similar", async () => {
    const { context, page } = await openPage(browser, 360, baseUrl);
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill('iphnoe');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=iphnoe$/);
    await page.getByTestId('fuzzy-notice').waitFor();
    expect(await page.getByTestId('fuzzy-notice').textContent()).toBe(en.searchPage.fuzzy);
    await cards(page).first().waitFor();
    expect((await cardTitles(page)).some((title) => /iPhone/.test(title))).toBe(true);
    expect(await page.getByTestId('result-count').textContent()).toMatch(/\d+ results?/);
    // The search box keeps the query.
    expect(await page.getByRole('searchbox', { name: en.searchBar.label }).inputValue()).toBe(
      'iphnoe',
    );
    await snap(page, 'search-typo-360');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('validates the URL without breaking the content security policy (no eval)', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search?q=kente&minPrice=10&sort=newest`);
    await cards(page).first().waitFor();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    await context.close();
  });

  it('filters by price and verified sellers, sorts by price, and back restores it', async () => {
    const { context, page } = await openPage(browser, 1280, `${baseUrl}/search`);
    const all = await api<SearchResponse>('/api/search?pageSize=24');
    await waitForResults(page, all);

    const filters = page.getByTestId('search-filters');
    await filters.getByLabel(en.searchPage.minPrice).fill('50');
    await filters.getByLabel(en.searchPage.maxPrice).fill('2000');
    await filters.getByLabel(en.searchPage.verified).check();
    await filters.getByRole('button', { name: en.searchPage.apply }).click();
    await page.waitForURL(/maxPrice=2000/);
    const filtered = await api<SearchResponse>(
      '/api/search?minPrice=50&maxPrice=2000&verified=true&pageSize=24',
    );
    expect(filtered.items.length).toBeGreaterThan(1);
    await waitForResults(page, filtered);

    await page.getByTestId('search-sort').selectOption('price_asc');
    await page.waitForURL(/sort=price_asc/);
    const sorted = await api<SearchResponse>(
      '/api/search?minPrice=50&maxPrice=2000&verified=true&sort=price_asc&pageSize=24',
    );
    await waitForResults(page, sorted);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      minPrice: '50',
      maxPrice: '2000',
      verified: 'true',
      sort: 'price_asc',
    });
    const prices = await cardPrices(page);
    expect(prices.length).toBe(sorted.items.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(5000);
      expect(price).toBeLessThanOrEqual(200_000);
    }
    // Every card is a verified seller's.
    expect(await cards(page).getByText(en.product.verified).count()).toBe(prices.length);
    await snap(page, 'search-filtered-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Back: the unsorted filtered results, with the filter form showing them.
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('sort') && u.searchParams.has('verified'));
    await waitForResults(page, filtered);
    expect(await cardTitles(page)).toEqual(filtered.items.map((p) => p.title));
    expect(await filters.getByLabel(en.searchPage.maxPrice).inputValue()).toBe('2000');
    expect(await page.getByTestId('search-sort').inputValue()).toBe('relevance');
    await page.goBack();
    await page.waitForURL((u) => u.search === '');
    await waitForResults(page, all);
    expect(await filters.getByLabel(en.searchPage.verified).isChecked()).toBe(false);
    await context.close();
  });

  it('shows the server’s message at the field when the lowest price is above the highest', async () => {
    const { context, page } = await openPage(browser, 360, `${baseUrl}/search?q=rice`);
    await page.getByRole('button', { name: en.searchPage.showFilters }).click();
    const filters = page.getByTestId('search-filters');
    await filters.getByLabel(en.searchPage.minPrice).fill('500');
    await filters.getByLabel(en.searchPage.maxPrice).fill('20');
    await filters.getByRole('button', { name: en.searchPage.apply }).click();
    await page.getByText(en.validation.priceRange).waitFor();
    expect(await filters.getByLabel(en.searchPage.maxPrice).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('rice');
    await snap(page, 'search-price-error-360');
    await context.close();
  });

  it('searches a 2,000-character query with HTML as plain text', async () => {
    const { context, page } = await openPage(browser, 360, baseUrl);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>${'x'.repeat(2000)}`;
    const box = page.getByRole('searchbox', { name: en.searchBar.label });
    await box.fill(hostile);
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    const typed = hostile.slice(0, 2000);
    const heading = page.getByRole('heading', { level: 2 }).filter({ hasText: '<script>' });
    await heading.waitFor();
    expect(await heading.textContent()).toContain(typed);
    await page.getByText(en.home.emptyTitle).waitFor();
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // Nothing wider than the phone, even with a 2,000-character word.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });

  it('pages through many results with next and previous links', async () => {
    const first = await api<SearchResponse>('/api/search?pageSize=24');
    const { context, page } = await openPage(browser, 1280, `${baseUrl}/search`);
    await waitForResults(page, first);
    if (first.total <= first.pageSize) {
      expect(await page.getByTestId('next-page').count()).toBe(0);
    } else {
      await page.getByTestId('next-page').click();
      await page.waitForURL(/page=2/);
      const second = await api<SearchResponse>('/api/search?page=2&pageSize=24');
      await waitForResults(page, second);
      await page.getByRole('link', { name: en.searchPage.previous }).click();
      await page.waitForURL((u) => !u.searchParams.has('page'));
      await waitForResults(page, first);
    }
    await context.close();
  });
});

describe('voice search', () => {
  it("listens in en-GH, says 'Listening' and searches what was heard", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
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
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.getByTestId('voice-search').click();
    await page.getByText(en.voice.listening, { exact: true }).waitFor();
    expect(await page.getByTestId('voice-status').getAttribute('aria-live')).toBe('polite');
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__recognition),
    ).toEqual({
      lang: 'en-GH',
      interimResults: false,
    });
    await snap(page, 'search-voice-listening-360');
    await page.evaluate(() =>
      (window as unknown as Record<string, (t: string) => void>).__speak!('kente cloth'),
    );
    await page.waitForURL(/\/search\?q=kente\+cloth$/);
    expect(await page.getByRole('searchbox', { name: en.searchBar.label }).inputValue()).toBe(
      'kente cloth',
    );
    await context.close();
  });

  it('explains that a browser without speech recognition cannot do it', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
    });
    const page = await context.newPage();
    await page.goto(baseUrl);
    const button = page.getByTestId('voice-search');
    expect(await button.isVisible()).toBe(true);
    await button.click();
    await page.getByText(en.voice.unsupported).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'search-voice-unsupported-360');
    await context.close();
  });
});

describe('photo search', () => {
  it('finds the product from a cropped, recompressed copy of its photo', async () => {
    const list = await api<ProductListResponse>('/api/products?pageSize=24');
    const product = list.items.find((p) => p.image)!;
    const original = Buffer.from(
      await (await fetch(`${baseUrl}${product.image!.src}`)).arrayBuffer(),
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

    const { context, page } = await openPage(browser, 360, baseUrl);
    await page.getByTestId('photo-input').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: cropped,
    });
    await page.waitForURL(/\/search\?photo=1$/);
    await page.getByTestId('photo-preview').waitFor();
    await cards(page).first().waitFor();
    const top3 = (await cardTitles(page)).slice(0, 3);
    expect(top3).toContain(product.title);
    await snap(page, 'search-photo-360');
    expect(await seriousViolations(page)).toEqual([]);

    // A reload forgets the photo and asks for it again.
    await page.reload();
    await page.getByText(en.photoSearchUi.gone).waitFor();
    expect(await page.getByRole('button', { name: en.photoSearchUi.pickAgain }).isVisible()).toBe(
      true,
    );
    await context.close();
  });

  it('refuses a file that is not a photo before uploading it', async () => {
    const { context, page } = await openPage(browser, 360, baseUrl);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/photo')) uploads += 1;
    });
    await page.getByTestId('photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await page.getByText(en.photoSearchUi.notImage).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(uploads).toBe(0);
    await context.close();
  });
});

describe('photo search errors', () => {
  it('shows the server’s refusal of a file that claims to be a photo but is not', async () => {
    const { context, page } = await openPage(browser, 360, baseUrl);
    await page.getByTestId('photo-input').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text dressed up as a PNG'),
    });
    await page.waitForURL(/\/search\?photo=1$/);
    await page.getByRole('alert').filter({ hasText: en.photoSearchUi.notImage }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await context.close();
  });
});

describe('search page loading', () => {
  it('shows 8 skeleton cards while the results load', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/search?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/search?q=rice`);
    await page.getByTestId('product-skeleton').first().waitFor();
    expect(await page.getByTestId('product-skeleton').count()).toBe(8);
    release();
    await cards(page).first().waitFor();
    expect(await page.getByTestId('product-skeleton').count()).toBe(0);
    await context.close();
  });
});

describe('empty marketplace', () => {
  it('shows the empty state, no live strip and no support chat without data', async () => {
    const counts = await api<CategoryCounts>('/api/categories', emptyBaseUrl);
    expect(counts.total).toBe(0);
    const { context, page } = await openPage(browser, 360, `${emptyBaseUrl}/search?q=phone`);
    await page.getByText(en.home.emptyTitle).waitFor();
    expect(await page.getByText(en.home.emptyHint).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    await snap(page, 'search-empty-360');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(emptyBaseUrl);
    await page.getByTestId('category-all').getByTestId('category-count').waitFor();
    expect(await page.getByTestId('category-all').getByTestId('category-count').textContent()).toBe(
      '0',
    );
    await page.getByText(en.home.emptyTitle).waitFor();
    expect(await page.getByTestId('live-strip').count()).toBe(0);
    const settings = page.waitForResponse((r) => r.url().endsWith('/api/settings/public'));
    await page.getByTestId('assistant-toggle').click();
    const panel = page.getByRole('dialog', { name: en.assistant.title });
    await panel.getByRole('link', { name: en.assistant.helpCenter }).waitFor();
    await settings;
    expect(await page.getByTestId('support-chat').count()).toBe(0);
    await context.close();
  });
});
