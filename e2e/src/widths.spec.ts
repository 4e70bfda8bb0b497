// No page scrolls sideways on a small phone: every page of packages/domain/src/pages.ts,
// public and signed in (seller, rider, admin), opened at 320 and 360 px. A page wider than the
// window fails with the elements that stick out (the widest first), so the report says what to fix.
// The same visit checks that every visible placeholder fits its field ("Search proo" at 360 px),
// and the search bar's in Twi and Pidgin too.

import { en } from '@dwa/domain/i18n/en';
import { PAGE_PATHS, type PageName, pagePath } from '@dwa/domain/pages';
import type { ProductListResponse } from '@dwa/domain/products';
import type { Receipt } from '@dwa/domain/receipts';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { demoCredentials, freshPhone, type OutboxReader } from './auth-helpers.ts';
import { chooseLanguage, expect, test, waitForApp } from './fixtures.ts';

const WIDTHS = [320, 360] as const;

type Visitor = 'anonymous' | 'seller' | 'rider' | 'admin';

/** Who opens each page. A Record: a page added to PAGE_PATHS without an entry here does not
 * compile. Sign-in pages are seen signed out (signed in, they send the visitor on). */
const VISITOR: Record<PageName, Visitor> = {
  home: 'anonymous',
  search: 'anonymous',
  serverError: 'anonymous',
  product: 'anonymous',
  shop: 'anonymous',
  receipt: 'anonymous',
  pay: 'anonymous',
  track: 'anonymous',
  order: 'anonymous',
  login: 'anonymous',
  sell: 'anonymous',
  about: 'anonymous',
  terms: 'anonymous',
  privacy: 'anonymous',
  returnPolicy: 'anonymous',
  returns: 'anonymous',
  help: 'anonymous',
  helpBoost: 'anonymous',
  boost: 'anonymous',
  contact: 'anonymous',
  howItWorks: 'anonymous',
  sellerLogin: 'anonymous',
  sellerResetPassword: 'anonymous',
  sellerOnboarding: 'anonymous',
  sellerDashboard: 'seller',
  sellerProducts: 'seller',
  sellerProductNew: 'seller',
  sellerUploads: 'seller',
  sellerProductEdit: 'seller',
  sellerProfile: 'seller',
  sellerReceipts: 'seller',
  sellerDeliveries: 'seller',
  sellerDeliveryNew: 'seller',
  sellerOrders: 'seller',
  riderLogin: 'anonymous',
  riderRegister: 'anonymous',
  riderHome: 'rider',
  riderJobs: 'rider',
  riderProfile: 'rider',
  adminLogin: 'anonymous',
  adminChangePassword: 'admin',
  adminHome: 'admin',
  adminOutbox: 'admin',
  adminWhatsAppSimulator: 'admin',
  adminAnalytics: 'admin',
  adminWhatsApp: 'admin',
  adminRiders: 'admin',
  adminMoney: 'admin',
  adminOrders: 'admin',
  adminNotifications: 'admin',
  adminSettings: 'admin',
  adminSellers: 'admin',
  adminProducts: 'admin',
  adminMessages: 'admin',
  adminAudit: 'admin',
  adminPrelaunch: 'admin',
};

/** Pages shown with a query as well: the search page with results and filters. */
const EXTRA_URLS: [PageName, string][] = [['search', '/search?q=phone&sort=price_asc']];

/** Path parameters, filled from the demo data in beforeAll. */
const params: Record<string, string> = {};
const sessions = new Map<Visitor, BrowserContext>();

const post = (request: APIRequestContext, baseUrl: string, path: string, data: unknown) =>
  request.post(path, { headers: { origin: baseUrl }, data });

/** The demo seller (many products: the busiest seller screens). */
async function signInSeller(request: APIRequestContext, baseUrl: string, dataDir: string) {
  const { phone, password } = demoCredentials(dataDir).seller;
  const response = await post(request, baseUrl, '/api/auth/seller/login', { phone, password });
  expect(response.status(), 'seller sign-in').toBe(200);
}

/** A new rider, registered with a code from the outbox (no code cooldown on a retry). */
async function registerRider(request: APIRequestContext, baseUrl: string, outbox: OutboxReader) {
  const phone = freshPhone('55');
  const sent = await post(request, baseUrl, '/api/auth/codes', {
    phone: phone.local,
    purpose: 'rider_signup',
  });
  expect(sent.ok(), 'rider code').toBe(true);
  const response = await post(request, baseUrl, '/api/auth/rider/register', {
    name: `Width Rider ${phone.local.slice(-4)}`,
    phone: phone.local,
    baseLocation: 'Osu, Accra',
    vehicleType: 'motorbike',
    serviceZones: ['accra-central'],
    languages: ['english'],
    code: await outbox.codeFor(phone.e164),
  });
  expect(response.status(), 'rider registration').toBe(201);
}

test.beforeAll(async ({ browser, baseUrl, demoDataDir, outbox }) => {
  const listing = (await (
    await fetch(`${baseUrl}/api/products?page=1`)
  ).json()) as ProductListResponse;
  const product = listing.items[0]!;
  params.id = product.id;
  params.shop = product.seller.id;
  const receipt = await fetch(`${baseUrl}/api/receipts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ productId: product.id, buyerPhone: '0241234567', amount: '25' }),
  });
  expect(receipt.status, 'a receipt to show').toBe(201);
  params.number = ((await receipt.json()) as Receipt).number;
  // An order link nobody has: its page says so, at every width.
  params.token = 'AAAAAAAAAAAAAAAAAAAAAA';

  for (const visitor of ['anonymous', 'seller', 'rider', 'admin'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl, hasTouch: true });
    const { request } = context;
    if (visitor === 'seller') await signInSeller(request, baseUrl, demoDataDir);
    if (visitor === 'rider') await registerRider(request, baseUrl, outbox);
    if (visitor === 'admin') await signInAdmin(request, baseUrl, demoDataDir);
    sessions.set(visitor, context);
  }
  const seller = sessions.get('seller')!.request;
  const own = (await (await seller.get('/api/seller/products')).json()) as {
    items: { id: string }[];
  };
  params.sellerProduct = own.items[0]!.id;
});

test.afterAll(async () => {
  await Promise.all([...sessions.values()].map((context) => context.close()));
  sessions.clear();
});

/** The concrete URL of a page, its parameters from the demo data. */
function urlOf(name: PageName): string {
  if (name === 'shop') return pagePath(name, { id: params.shop! });
  if (name === 'receipt') return pagePath(name, { number: params.number! });
  // No payment is started for this check: the prompt page says so at the same widths.
  if (name === 'pay') return pagePath(name, { reference: 'DWA-WIDTHS' });
  if (name === 'sellerProductEdit') return pagePath(name, { id: params.sellerProduct! });
  return pagePath(name, { id: params.id! });
}

/** Opens a URL at a width and waits until its content is there (data, lazy screens). */
async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(url);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [aria-busy="true"]'), `${url} finished loading`).toHaveCount(0);
}

/** How far the page is wider than its window, and the elements that stick out beyond its right
 * edge (not clipped by a scrolling or clipping ancestor), widest first. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const excess = root.scrollWidth - width;
    if (excess <= 0) return { excess, culprits: [] as string[] };
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid');
      const classes = Array.from(el.classList).slice(0, 6).join('.');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(el.getBoundingClientRect().right);
      return `<${el.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ''}${
        classes ? ` .${classes}` : ''
      }> "${text}" right edge ${right} px`;
    };
    const outside = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && !clipped(el);
    });
    // The outermost ones: an element whose parent sticks out too is part of its parent's cause.
    const causes = outside.filter((el) => !outside.includes(el.parentElement!));
    causes.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    return { excess, culprits: causes.slice(0, 4).map(describe) };
  });
}

/** Visible placeholders that do not fit their field (the text is cut where the field ends). */
function cutPlaceholders(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    );
    for (const field of Array.from(fields)) {
      if (field.value || field.getClientRects().length === 0 || field.type === 'hidden') continue;
      const shown = getComputedStyle(field, '::placeholder');
      if (shown.color === 'rgba(0, 0, 0, 0)' || shown.color === 'transparent') continue;
      const style = getComputedStyle(field);
      canvas.font = `${shown.fontStyle} ${shown.fontWeight} ${shown.fontSize} ${shown.fontFamily}`;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needs = canvas.measureText(field.placeholder).width;
      if (field instanceof HTMLInputElement && needs > room + 0.5) {
        cut.push(`"${field.placeholder}" needs ${Math.ceil(needs)} px, has ${Math.floor(room)}`);
      }
    }
    // A placeholder drawn by the page itself (a shorter text where the field is narrow).
    for (const drawn of Array.from(document.querySelectorAll<HTMLElement>('[data-placeholder]'))) {
      if (drawn.getClientRects().length === 0) continue;
      if (drawn.scrollWidth > drawn.clientWidth) {
        cut.push(`"${drawn.textContent}" needs ${drawn.scrollWidth} px, has ${drawn.clientWidth}`);
      }
    }
    return cut;
  });
}

const visits = [
  ...(Object.keys(PAGE_PATHS) as PageName[]).map(
    (name) => [name, PAGE_PATHS[name], urlOf] as const,
  ),
  ...EXTRA_URLS.map(([name, url]) => [name, url, () => url] as const),
];

for (const [name, shown, url] of visits) {
  const visitor = VISITOR[name];
  test(`${name} (${shown}, ${visitor}) fits 320 and 360 px`, async () => {
    const page = await sessions.get(visitor)!.newPage();
    try {
      for (const width of WIDTHS) {
        const target = url(name);
        await open(page, target, width);
        // Signed in as the right visitor: the page itself, not a sign-in page it sent us to.
        expect(new URL(page.url()).pathname, 'the page itself').toBe(target.split('?')[0]);
        const { excess, culprits } = await overflowOf(page);
        expect
          .soft(excess, `${target} at ${width} px is ${excess} px too wide: ${culprits.join('; ')}`)
          .toBeLessThanOrEqual(0);
        const cut = await cutPlaceholders(page);
        expect.soft(cut, `${target} at ${width} px: placeholders cut`).toEqual([]);
      }
    } finally {
      await page.close();
    }
  });
}

test('the search bar placeholder fits in every language', async ({ browser, baseUrl }) => {
  for (const language of ['en', 'tw', 'pidgin'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl, hasTouch: true });
    await chooseLanguage(context, baseUrl, language);
    const page = await context.newPage();
    for (const url of ['/', '/search?q=phone']) {
      for (const width of WIDTHS) {
        await open(page, url, width);
        await expect(page.getByRole('search').first()).toBeVisible();
        const cut = await cutPlaceholders(page);
        expect.soft(cut, `${url} in ${language} at ${width} px`).toEqual([]);
      }
    }
    await context.close();
  }
  // The spec's English text stays the field's placeholder (what assistive technology reads).
  const page = await browser.newPage({ baseURL: baseUrl });
  await page.goto('/');
  await expect(page.getByRole('searchbox').first()).toHaveAttribute(
    'placeholder',
    en.labels.searchPlaceholder,
  );
  await page.close();
});
