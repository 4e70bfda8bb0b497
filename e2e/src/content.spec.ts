// Public content pages: each renders its heading and tab title in English and, after switching,
// in Twi; /sell's buttons open seller onboarding; the Help Center filters its questions as you
// type; the contact form shows field errors (its own and the server's) and then stores the
// message (201); /boost shows the price list's prices and Pro's benefits; the footer reaches every page; and no
// page has a serious accessibility violation.
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import { formatGhs } from '@dwa/domain/money';
import { DEFAULT_PRICES, type Prices } from '@dwa/domain/payments';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { PublicSettings } from '@dwa/domain/site';
import type { Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';

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

/** The page's path is `path` (whatever the query). */
const expectPath = (page: Page, path: string) =>
  expect(page).toHaveURL((url) => url.pathname === path);

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('content pages', () => {
  test('render their heading and tab title in English, with no serious a11y violations', async ({
    page,
  }) => {
    // An axe run and two screenshots per page, for every content page: more than the default
    // minute on a loaded machine.
    test.setTimeout(PAGES.length * 15_000);
    for (const [path, section] of PAGES) {
      await page.goto(path);
      await expect(heading(page, section(en).heading), path).toBeVisible();
      await expect(page, path).toHaveTitle(`${section(en).title} · Dwa`);
      await expectNoSeriousViolations(page, path);
      // Nothing wider than the phone.
      await expect.poll(() => horizontalOverflow(page), { message: path }).toBe(0);
      if (path !== '/returns' && path !== '/help/boost') {
        await snapBoth(page, `content${path.replaceAll('/', '-')}`);
      }
    }
  });

  test('render in Twi after switching the language', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/sell');
    await expect(heading(page, en.sell.heading)).toBeVisible();
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: /Twi/ }).click();
    await expect(heading(page, tw.sell.heading)).toBeVisible();
    for (const [path, section] of PAGES) {
      await page.goto(path);
      await expect(heading(page, section(tw).heading), path).toBeVisible();
      await expect(page, path).toHaveTitle(`${section(tw).title} · Dwa`);
    }
    await snapBoth(page, 'content-boost-twi');
    // The footer's labels are Twi too.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: tw.footerLinks.returns })).toBeVisible();
  });
});

test.describe('/sell', () => {
  test('opens seller onboarding from both calls to action', async ({ page }) => {
    for (const name of ['Start Selling Now', 'Create Seller Account']) {
      await page.goto('/sell');
      await page.getByRole('link', { name, exact: true }).first().click();
      await expectPath(page, '/seller/onboarding');
      await expect(page.getByRole('heading', { name: en.seller.onboardingTitle })).toBeVisible();
    }
  });
});

test.describe('/help', () => {
  test('filters the questions as you type and points to contact when nothing matches', async ({
    page,
  }) => {
    await page.goto('/help');
    const items = page.getByTestId('faq-item');
    const all = Object.keys(en.help.faq).length / 2;
    await expect(items).toHaveCount(all);

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
    await expect(items).toHaveCount(withReceipt.length);
    // Matching answers are open, so the answer is readable without another tap.
    await expect(page.getByText(en.help.faq.receiptA)).toBeVisible();

    await search.fill('zzqx');
    await expect(page.getByTestId('faq-empty').getByText(en.help.noMatch)).toBeVisible();
    await expect(items).toHaveCount(0);
    await snapBoth(page, 'content-help-no-match');
    await page.getByRole('link', { name: en.help.askUs }).click();
    await expectPath(page, '/contact');
  });
});

test.describe('/contact', () => {
  test('shows field errors, then sends the message (201) and thanks the visitor', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(heading(page, en.contact.heading)).toBeVisible();

    // Empty submit: the shared schema's messages at the fields, nothing sent.
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted++;
    });
    await page.getByRole('button', { name: en.contact.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.validation.name })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: en.validation.message })).toBeVisible();
    await expect(page.getByLabel(en.contact.name)).toHaveAttribute('aria-invalid', 'true');
    await snapBoth(page, 'content-contact-errors');

    // Name and message but no way to answer: the phone field asks for one.
    await page.getByLabel(en.contact.name).fill('Ama Owusu');
    await page
      .getByLabel(en.contact.message)
      .fill('Please add a way to save sellers to a favourites list.');
    await page.getByRole('button', { name: en.contact.send }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: en.validation.contactWay }),
    ).toBeVisible();
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
    const email = page.getByLabel(en.contact.email, { exact: true });
    await email.fill('ama@example.com');
    await page.getByRole('button', { name: en.contact.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Server: this e-mail' })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
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
    await expect(page.getByTestId('contact-sent').getByText(en.contact.sent)).toBeVisible();
    await snapBoth(page, 'content-contact-sent');
  });

  test('links to support on WhatsApp and by e-mail from the public settings', async ({
    page,
    baseUrl,
  }) => {
    const settings = (await (
      await fetch(`${baseUrl}/api/settings/public`)
    ).json()) as PublicSettings;
    await page.goto('/contact');
    await expect(heading(page, en.contact.heading)).toBeVisible();
    await expect(page.getByRole('heading', { name: en.contact.otherWays })).toBeVisible();
    if (settings.supportWhatsapp) {
      await expect(page.getByTestId('support-whatsapp')).toHaveAttribute(
        'href',
        `https://wa.me/${toWhatsAppDigits(settings.supportWhatsapp)}`,
      );
    } else {
      await expect(page.getByTestId('support-whatsapp')).toHaveCount(0);
    }
    if (settings.supportEmail) {
      await expect(page.getByTestId('support-email')).toHaveAttribute(
        'href',
        `mailto:${settings.supportEmail}`,
      );
    } else {
      await expect(page.getByTestId('support-email')).toHaveCount(0);
    }
  });
});

test.describe('/boost', () => {
  test('shows the price list’s prices, formatted in cedis, and the same Pro benefits as /sell', async ({
    page,
  }) => {
    // The server's price list once it has one (the pages show the defaults until then).
    const answer = await page.request.get('/api/payments/prices');
    const prices: Prices = answer.ok() ? ((await answer.json()) as Prices) : DEFAULT_PRICES;
    const single = prices.creditPacks[0]!;
    const perCredit = Math.round(single.pesewas / single.credits);
    const proLimit = en.payments.pro.benefits.boosts.replace(
      '{{limit}}',
      String(prices.proBoostLimit),
    );
    for (const path of ['/boost', '/help/boost']) {
      await page.goto(path);
      const boost = page.getByTestId('plan-boost');
      await expect(boost, path).toContainText(formatGhs(perCredit * prices.boostCredits[1]));
      await expect(boost.getByTestId('boost-lengths'), path).toContainText('7 days');
      await expect(page.getByTestId('plan-verify'), path).toContainText(
        formatGhs(prices.verificationPesewas),
      );
      const pro = page.getByTestId('plan-pro');
      await expect(pro, path).toContainText(formatGhs(prices.proMonthlyPesewas));
      await expect(pro.getByTestId('pro-benefits'), path).toContainText(proLimit);
      await expect(pro, path).not.toContainText('every month');
    }
    // /sell lists the same prices and the same benefits.
    await page.goto('/sell');
    const prices_ = page.getByTestId('sell-prices');
    for (const fee of [prices.verificationPesewas, prices.proMonthlyPesewas, perCredit]) {
      await expect(prices_).toContainText(formatGhs(fee));
    }
    await expect(prices_.getByTestId('pro-benefits')).toContainText(proLimit);
  });
});

test.describe('footer', { tag: '@desktop' }, () => {
  test('links to every content page', async ({ page }) => {
    await page.goto('/');
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
      await expectPath(page, path);
      await expect(heading(page, title)).toBeVisible();
    }
  });
});
