// Public content pages: each renders its heading and tab title in English and, after switching,
// in Twi; /sell's buttons open seller onboarding; the Help Center filters its questions as you
// type; the contact form shows field errors (its own and the server's) and then stores the
// message (201); /boost shows the prices of money.ts; the footer reaches every page; and no
// page has a serious accessibility violation.
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import {
  BOOST_CREDIT_PESEWAS,
  BOOST_DAYS,
  formatGhs,
  PRO_MONTHLY_BOOST_CREDITS,
  PRO_MONTHLY_FEE_PESEWAS,
  VERIFICATION_FEE_PESEWAS,
} from '@dwa/domain/money';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { PublicSettings } from '@dwa/domain/storefront';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { snapBoth } from './auth-helpers.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Catalog = import('@dwa/domain/i18n/en').Catalog;
/** Every content page: its path, the catalog section naming its heading and title. */
const PAGES: [path: string, section: (c: Catalog) => { heading: string; title: string }][] = [
  ['/sell', (c) => c.sell],
  ['/about', (c) => c.about],
  ['/terms', (c) => c.terms],
  ['/privacy', (c) => c.privacy],
  ['/return-policy', (c) => c.returns],
  ['/returns', (c) => c.returns],
  ['/help', (c) => c.help],
  ['/contact', (c) => c.contact],
  ['/how-it-works', (c) => c.howItWorks],
  ['/help/boost', (c) => c.boostHelp],
  ['/boost', (c) => c.boostHelp],
];

async function open(path: string, width = 360): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

async function at(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('content pages', () => {
  it('render their heading and tab title in English, with no serious a11y violations', async () => {
    const { context, page } = await open('/');
    for (const [path, section] of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await heading(page, section(en).heading).waitFor();
      expect(await page.title(), path).toBe(`${section(en).title} · Dwa`);
      expect(await seriousViolations(page), path).toEqual([]);
      // Nothing wider than the phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      if (path !== '/returns' && path !== '/help/boost') {
        await snapBoth(page, `content${path.replaceAll('/', '-')}`);
      }
    }
    await context.close();
  });

  it('render in Twi after switching the language', async () => {
    const { context, page } = await open('/sell', 1280);
    await heading(page, en.sell.heading).waitFor();
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: /Twi/ }).click();
    await heading(page, tw.sell.heading).waitFor();
    for (const [path, section] of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await heading(page, section(tw).heading).waitFor();
      expect(await page.title(), path).toBe(`${section(tw).title} · Dwa`);
    }
    await snapBoth(page, 'content-boost-twi');
    // The footer's labels are Twi too.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: tw.footerLinks.returns }).waitFor();
    await context.close();
  });
});

describe('/sell', () => {
  it('opens seller onboarding from both calls to action', async () => {
    for (const name of ['Start Selling Now', 'Create Seller Account']) {
      const { context, page } = await open('/sell');
      await page.getByRole('link', { name, exact: true }).first().click();
      await at(page, '/seller/onboarding');
      await page.getByRole('heading', { name: en.seller.onboardingTitle }).waitFor();
      await context.close();
    }
  });
});

describe('/help', () => {
  it('filters the questions as you type and points to contact when nothing matches', async () => {
    const { context, page } = await open('/help');
    const items = page.getByTestId('faq-item');
    await items.first().waitFor();
    const all = Object.keys(en.help.faq).length / 2;
    expect(await items.count()).toBe(all);

    // Expected from the catalog: questions whose question or answer mentions "receipt".
    const faq = en.help.faq as Record<string, string>;
    const withReceipt = Object.keys(faq)
      .filter((key) => key.endsWith('Q'))
      .filter((key) =>
        `${faq[key]} ${faq[`${key.slice(0, -1)}A`]}`.toLowerCase().includes('receipt'),
      );
    expect(withReceipt.length).toBeGreaterThan(0);
    expect(withReceipt.length).toBeLessThan(all);

    const search = page.getByLabel(en.help.searchLabel);
    await search.pressSequentially('RECEIPT');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=faq-item]').length === n,
      withReceipt.length,
    );
    // Matching answers are open, so the answer is readable without another tap.
    await page.getByText(en.help.faq.receiptA).waitFor();

    await search.fill('zzqx');
    await page.getByTestId('faq-empty').getByText(en.help.noMatch).waitFor();
    expect(await items.count()).toBe(0);
    await snapBoth(page, 'content-help-no-match');
    await page.getByRole('link', { name: en.help.askUs }).click();
    await at(page, '/contact');
    await context.close();
  });
});

describe('/contact', () => {
  it('shows field errors, then sends the message (201) and thanks the visitor', async () => {
    const { context, page } = await open('/contact');
    await heading(page, en.contact.heading).waitFor();

    // Empty submit: the shared schema's messages at the fields, nothing sent.
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted++;
    });
    await page.getByRole('button', { name: en.contact.send }).click();
    await page.getByRole('alert').filter({ hasText: en.validation.name }).waitFor();
    await page.getByRole('alert').filter({ hasText: en.validation.message }).waitFor();
    expect(await page.getByLabel(en.contact.name).getAttribute('aria-invalid')).toBe('true');
    await snapBoth(page, 'content-contact-errors');

    // Name and message but no way to answer: the phone field asks for one.
    await page.getByLabel(en.contact.name).fill('Ama Owusu');
    await page
      .getByLabel(en.contact.message)
      .fill('Please add a way to save sellers to a favourites list.');
    await page.getByRole('button', { name: en.contact.send }).click();
    await page.getByRole('alert').filter({ hasText: en.validation.contactWay }).waitFor();
    expect(posted).toBe(0);

    // A 400 from the server lands at its field (here the server's text, as it would send it).
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Invalid input',
            fields: { email: 'Server: this e-mail cannot receive mail.' },
          },
        }),
      }),
    );
    await page.getByLabel(en.contact.email, { exact: true }).fill('ama@example.com');
    await page.getByRole('button', { name: en.contact.send }).click();
    await page.getByRole('alert').filter({ hasText: 'Server: this e-mail' }).waitFor();
    expect(
      await page.getByLabel(en.contact.email, { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.unroute('**/api/contact');

    // Now for real: the server stores it and answers 201.
    await page.getByLabel(en.contact.phone).fill('024 123 4567');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: en.contact.send }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect((await response.json()).id).toEqual(expect.any(String));
    expect(response.request().postDataJSON()).toMatchObject({
      name: 'Ama Owusu',
      phone: '024 123 4567',
      email: 'ama@example.com',
    });
    await page.getByTestId('contact-sent').getByText(en.contact.sent).waitFor();
    await snapBoth(page, 'content-contact-sent');
    await context.close();
  });

  it('links to support on WhatsApp and by e-mail from the public settings', async () => {
    const settings = (await (
      await fetch(`${baseUrl}/api/settings/public`)
    ).json()) as PublicSettings;
    const { context, page } = await open('/contact');
    await heading(page, en.contact.heading).waitFor();
    await page.getByRole('heading', { name: en.contact.otherWays }).waitFor();
    if (settings.supportWhatsapp) {
      const href = await page.getByTestId('support-whatsapp').getAttribute('href');
      expect(href).toBe(`https://wa.me/${toWhatsAppDigits(settings.supportWhatsapp)}`);
    } else {
      expect(await page.getByTestId('support-whatsapp').count()).toBe(0);
    }
    if (settings.supportEmail) {
      const href = await page.getByTestId('support-email').getAttribute('href');
      expect(href).toBe(`mailto:${settings.supportEmail}`);
    } else {
      expect(await page.getByTestId('support-email').count()).toBe(0);
    }
    await context.close();
  });
});

describe('/boost', () => {
  it('shows the prices of money.ts, formatted in cedis', async () => {
    for (const path of ['/boost', '/help/boost']) {
      const { context, page } = await open(path);
      const boost = await page.getByTestId('plan-boost').textContent();
      expect(boost).toContain(formatGhs(BOOST_CREDIT_PESEWAS));
      expect(boost).toContain(`${BOOST_DAYS} days`);
      expect(await page.getByTestId('plan-verify').textContent()).toContain(
        formatGhs(VERIFICATION_FEE_PESEWAS),
      );
      const pro = await page.getByTestId('plan-pro').textContent();
      expect(pro).toContain(formatGhs(PRO_MONTHLY_FEE_PESEWAS));
      expect(pro).toContain(String(PRO_MONTHLY_BOOST_CREDITS));
      await context.close();
    }
    // /sell lists the same prices.
    const { context, page } = await open('/sell');
    const prices = await page.getByTestId('sell-prices').textContent();
    for (const fee of [VERIFICATION_FEE_PESEWAS, PRO_MONTHLY_FEE_PESEWAS, BOOST_CREDIT_PESEWAS]) {
      expect(prices).toContain(formatGhs(fee));
    }
    await context.close();
  });
});

describe('footer', () => {
  it('links to every content page', async () => {
    const { context, page } = await open('/', 1280);
    const links: [string, string, string][] = [
      [en.footer.about, '/about', en.about.heading],
      [en.footerLinks.howItWorks, '/how-it-works', en.howItWorks.heading],
      [en.footerLinks.sell, '/sell', en.sell.heading],
      [en.footerLinks.boost, '/boost', en.boostHelp.heading],
      [en.footer.help, '/help', en.help.heading],
      [en.footer.contact, '/contact', en.contact.heading],
      [en.footerLinks.returns, '/return-policy', en.returns.heading],
      [en.footer.terms, '/terms', en.terms.heading],
      [en.footer.privacy, '/privacy', en.privacy.heading],
    ];
    const footer = page.getByRole('contentinfo');
    for (const [name, path, title] of links) {
      await footer.getByRole('link', { name, exact: true }).click();
      await at(page, path);
      await heading(page, title).waitFor();
    }
    await context.close();
  });
});
