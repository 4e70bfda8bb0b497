// Moving between pages on a phone. A product tapped far down the home page opens at
// its top (photo, title, price and the WhatsApp button on the first screen, not the footer);
// Back and Forward return to where the buyer was on each page; a link opens its page at the top.
// Product cards show the seller's whole name, and the floating help button leaves the end of the
// page uncovered. Products are picked from the page, never by a demo title.
import { en } from '@dwa/domain/i18n/en';
import type { ProductListResponse } from '@dwa/domain/products';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cards } from './product-cards.ts';
import { snap } from './screenshots.ts';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The page comes to rest at `y` (within 3 px); restoring may wait for the page's content. */
async function expectScrolledTo(page: Page, y: number, message: string) {
  await expect
    .poll(async () => Math.abs((await scrollTop(page)) - y), { message: `${message} (${y} px)` })
    .toBeLessThanOrEqual(3);
}

/** A finger on the middle of what is on the screen (a locator's own tap() may scroll first, to
 * make sure its target is the top one: the page would then not be where the buyer left it). */
async function tapOnScreen(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Scrolls to `y` and waits for the browser to have done it (and told the page: scroll events
 * fire on the next frame). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (to) =>
      new Promise<void>((done) => {
        window.scrollTo(0, to);
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
    y,
  );
  return scrollTop(page);
}

test.describe('scroll position between pages', () => {
  test('a product tapped far down home opens at its top; Back and Forward return', async ({
    page,
  }) => {
    await page.goto('/');
    const list = cards(page);
    await expect(list.nth(7)).toBeVisible();
    // Far down: the card before the last one of the first page, and a few pixels past where
    // anything lines up, so a restored position is the buyer's and no accident of layout.
    const picked = list.nth((await list.count()) - 2);
    await picked.scrollIntoViewIfNeeded();
    const homeY = await scrollTo(page, (await scrollTop(page)) + 37);
    expect(homeY, 'scrolled far down').toBeGreaterThan(1500);
    const title = (await picked.locator('h3').textContent())!.trim();
    // On its title (the card's one link covers the whole card).
    await tapOnScreen(page, picked.locator('h3'));

    // The product's first screen: its title, price and the WhatsApp button, not the footer.
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('product-price')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('whatsapp-link')).toBeInViewport({ ratio: 1 });
    expect(await scrollTop(page)).toBe(0);
    await snap(page, 'navigation-product-opened-360');

    // Down to the related products, then Back: home where the buyer left it.
    const related = page.getByRole('region', { name: en.productPage.related });
    const next = related.getByTestId('product-card').first();
    await next.scrollIntoViewIfNeeded();
    const productY = await scrollTo(page, (await scrollTop(page)) + 11);
    expect(productY, 'the product page scrolled').toBeGreaterThan(300);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expectScrolledTo(page, homeY, 'Back: home where the buyer was');
    await expect(picked).toBeInViewport();
    await snap(page, 'navigation-back-home-360');

    // Forward: the product where the buyer was on it.
    await page.goForward();
    await expect(heading).toBeAttached();
    await expectScrolledTo(page, productY, 'Forward: the product where the buyer was');

    // A link opens its page at the top: a related product, tapped from down there.
    const nextTitle = (await next.locator('h3').textContent())!.trim();
    await tapOnScreen(page, next.locator('h3'));
    await expect(page.getByRole('heading', { level: 1, name: nextTitle })).toBeInViewport({
      ratio: 1,
    });
    await expectScrolledTo(page, 0, 'a link: the new page at its top');
    await page.goBack();
    await expect(heading).toBeAttached();
    await expectScrolledTo(page, productY, 'Back again: the first product where the buyer was');
  });

  test('a link from the bottom of a page opens the next page at its top', async ({ page }) => {
    await page.goto('/about');
    await scrollTo(page, 100_000);
    expect(await scrollTop(page)).toBeGreaterThan(100);
    // The footer's link to the help centre (a page taller than the window).
    await page.getByRole('contentinfo').getByRole('link', { name: en.footer.help }).tap();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { level: 1, name: en.help.heading })).toBeVisible();
    await expectScrolledTo(page, 0, 'the help centre at its top');
  });

  test('a category chip keeps the buyer by the chips', async ({ page }) => {
    await page.goto('/');
    const chip = page.getByTestId('category-electronics');
    await chip.scrollIntoViewIfNeeded();
    await scrollTo(page, (await scrollTop(page)) + 150);
    const before = await scrollTop(page);
    expect(before).toBeGreaterThan(100);
    await chip.tap();
    await expect(page).toHaveURL('/?category=electronics');
    await expect(
      page.getByRole('heading', { level: 2, name: en.enums.category.electronics }),
    ).toBeVisible();
    // Home lists electronics now; the page did not jump back to the hero.
    expect(Math.abs((await scrollTop(page)) - before)).toBeLessThanOrEqual(3);
  });
});

test.describe('cards and the help button at 360 px', () => {
  test("every card shows its seller's whole name", async ({ page, baseUrl }) => {
    const listing = (await (
      await fetch(`${baseUrl}/api/products?page=1`)
    ).json()) as ProductListResponse;
    const sellers = Object.fromEntries(listing.items.map((p) => [p.id, p.seller.businessName]));
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(cards(page).nth(7)).toBeVisible();
      const names = await page.evaluate((byId) => {
        return Array.from(document.querySelectorAll('[data-testid="product-card"]')).map((card) => {
          const href = card.querySelector('a[href^="/products/"]')?.getAttribute('href') ?? '';
          const name = byId[href.split('/').pop()!] ?? '';
          // The innermost box holding the whole name (elements come in document order, so the
          // last one containing it is the deepest).
          let holder: HTMLElement | null = null;
          for (const el of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
            if (el.textContent?.includes(name)) holder = el;
          }
          while (holder && getComputedStyle(holder).display === 'inline') {
            holder = holder.parentElement;
          }
          return {
            name,
            found: holder !== null,
            cutWidth: holder ? holder.scrollWidth - holder.clientWidth : 0,
            cutHeight: holder ? holder.scrollHeight - holder.clientHeight : 0,
          };
        });
      }, sellers);
      expect(names.length).toBeGreaterThanOrEqual(8);
      for (const { name, found, cutWidth, cutHeight } of names) {
        expect.soft(found, `${name} on its card`).toBe(true);
        expect.soft(cutWidth, `${name}: cut at the side at ${width} px`).toBeLessThanOrEqual(0);
        expect.soft(cutHeight, `${name}: cut at the bottom at ${width} px`).toBeLessThanOrEqual(1);
      }
      await snap(page, `navigation-cards-${width}`);
    }
    // The verified badge is an icon that still says what it is.
    const verified = listing.items.find((p) => p.seller.isVerified);
    expect(verified, 'a verified seller on the first page').toBeDefined();
    const card = cards(page).filter({ has: page.locator(`a[href="/products/${verified!.id}"]`) });
    await expect(card.getByRole('img', { name: en.product.verified })).toBeVisible();
  });

  test('the help button covers nothing at the end of the page', async ({ page }) => {
    await page.goto('/');
    const help = page.getByTestId('assistant-toggle');
    await expect(help).toBeVisible();
    // A small round icon on a phone, whatever the scroll.
    const box = (await help.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);

    // The end of the listing (main's end at the bottom of the window), then the very bottom.
    const mainEnd = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      return main.getBoundingClientRect().bottom + window.scrollY - window.innerHeight;
    });
    for (const [where, y] of [
      ['the end of the page content', mainEnd],
      ['the bottom of the page', 100_000],
    ] as const) {
      await scrollTo(page, y);
      await expect.poll(() => coveredBy(page), { message: where }).toEqual([]);
      await snap(page, `navigation-help-${where.replaceAll(' ', '-')}-360`);
    }
    // On a desktop too, at the top of the home page: as a labelled pill it covered the last
    // category chips (issue 33).
    await page.setViewportSize({ width: 1280, height: 800 });
    await scrollTo(page, 0);
    expect((await help.boundingBox())!.width).toBeLessThanOrEqual(48);
    await expect.poll(() => coveredBy(page), { message: 'the top at 1280 px' }).toEqual([]);
  });
});

/** What the help button lies over: text, pictures, controls, cards and the footer whose visible
 * part meets it. */
function coveredBy(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="assistant-toggle"]')!;
    const own = button.parentElement!;
    const b = button.getBoundingClientRect();
    // Bigger than a dot: the visually hidden texts of screen readers are clipped to 1 px.
    const meets = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < b.right &&
      r.right > b.left &&
      r.top < b.bottom &&
      r.bottom > b.top;
    /** The part of a box that `from` and its ancestors let show (those that clip). */
    const visible = (from: Element | null, r: DOMRect) => {
      let { left, right, top, bottom } = r;
      for (let a = from; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        left = Math.max(left, c.left);
        right = Math.min(right, c.right);
        top = Math.max(top, c.top);
        bottom = Math.min(bottom, c.bottom);
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || own.contains(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (meets(visible(parent, r))) covered.push(`text "${text.slice(0, 40)}"`);
      }
    }
    // Cards and the footer are content as a whole (a card's photo, its texts, the footer's links
    // and lines).
    const things = document.querySelectorAll(
      'img, svg, video, canvas, input, select, textarea, button, a, footer, [data-testid="product-card"]',
    );
    for (const el of Array.from(things)) {
      if (own.contains(el)) continue;
      if (meets(visible(el.parentElement, el.getBoundingClientRect()))) {
        covered.push(`<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return covered;
  });
}
