// Sign-in journeys against the real server: admin first sign-in with the forced password change,
// route guards (forged cookies and browser storage get nothing), seller registration, sign-in and
// password reset, rider registration and code sign-in. Codes come from the admin outbox.
// The admin journey runs first: it changes the demo admin's password, which the outbox reader
// then uses (recorded beside the demo credentials).
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminPassword,
  demoCredentials,
  freshPhone,
  NEW_ADMIN_PASSWORD,
  OutboxReader,
  recordAdminPassword,
  sessionUser,
  snapBoth,
} from './auth-helpers.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('demoDataDir');
const outbox = new OutboxReader(baseUrl, dataDir);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string, width = 360): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

/** Waits until the page's path (and query) is `path`. */
async function at(page: Page, path: string) {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 10_000 });
}

const exact = { exact: true } as const;

describe('admin first sign-in', () => {
  it('signs in, allows only the forced password change, then opens the admin home', async () => {
    const { email } = demoCredentials(dataDir).admin;
    const { context, page } = await open('/admin');
    await at(page, '/admin/login?redirect=%2Fadmin');
    await page.getByRole('heading', { name: en.admin.loginTitle }).waitFor();
    await snapBoth(page, 'admin-login');
    expect(await seriousViolations(page)).toEqual([]);

    // Wrong password: the spec's message. Email typed with spaces and capitals still matches.
    await page.getByLabel(en.admin.email).fill(`  ${email.toUpperCase()} `);
    await page.getByLabel(en.auth.password, exact).fill('not-the-password');
    await page.getByRole('button', { name: en.admin.signIn }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();

    await page.getByLabel(en.auth.password, exact).fill(adminPassword(dataDir));
    await page.getByRole('button', { name: en.admin.signIn }).click();
    await at(page, '/admin');
    // Only the prompt to change the password, on every admin screen; the API agrees.
    await page.getByTestId('must-change-password').waitFor();
    expect(await page.getByRole('link', { name: en.admin.outbox }).count()).toBe(0);
    await snapBoth(page, 'admin-must-change');
    await page.goto(`${baseUrl}/admin/outbox`);
    await page.getByTestId('must-change-password').waitFor();
    const blocked = await page.evaluate(async () => {
      const r = await fetch('/api/admin/outbox');
      return { status: r.status, body: await r.json() };
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('password_change_required');

    await page.getByRole('link', { name: en.admin.change }).click();
    await at(page, '/admin/change-password');
    await page.getByRole('heading', { name: en.admin.changeTitle }).waitFor();
    const current = page.getByLabel(en.admin.currentPassword, exact);
    const fresh = page.getByLabel(en.admin.newPassword, exact);
    const confirm = page.getByLabel(en.admin.confirmPassword, exact);
    await current.fill(adminPassword(dataDir));
    await fresh.fill('weakpass');
    await confirm.fill('weakpass');
    await page.getByRole('button', { name: en.admin.change }).click();
    await page
      .getByText(
        'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
      )
      .waitFor();
    await fresh.fill(NEW_ADMIN_PASSWORD);
    await confirm.fill(`${NEW_ADMIN_PASSWORD}x`);
    await page.getByRole('button', { name: en.admin.change }).click();
    await page.getByText('New passwords do not match').waitFor();
    await snapBoth(page, 'admin-change-password');
    expect(await seriousViolations(page)).toEqual([]);

    await confirm.fill(NEW_ADMIN_PASSWORD);
    await page.getByRole('button', { name: en.admin.change }).click();
    await page.getByText('Password changed successfully! Redirecting...').waitFor();
    recordAdminPassword(dataDir, NEW_ADMIN_PASSWORD);
    await at(page, '/admin');
    await page.getByRole('heading', { name: en.admin.homeTitle, exact: true }).waitFor();
    expect(await page.getByText(en.admin.signedInAs.replace('{{email}}', email)).isVisible()).toBe(
      true,
    );
    await snapBoth(page, 'admin-home');

    // A signed-in admin visiting the login is sent on.
    await page.goto(`${baseUrl}/admin/login?redirect=%2Fadmin%2Foutbox`);
    await at(page, '/admin/outbox');
    await page.getByRole('heading', { name: en.admin.outboxTitle }).waitFor();
    await page
      .getByText(en.admin.outboxEmpty)
      .or(page.getByTestId('outbox-item').first())
      .waitFor();
    await snapBoth(page, 'admin-outbox');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('route guards', () => {
  it('sends signed-out visitors to the right login with the requested path, replacing history', async () => {
    const { context, page } = await open('/');
    for (const [path, login] of [
      ['/seller', '/seller/login'],
      ['/seller/products', '/seller/login'],
      ['/rider', '/rider/login'],
      ['/rider/jobs', '/rider/login'],
      ['/admin', '/admin/login'],
      ['/admin/outbox', '/admin/login'],
      ['/admin/analytics', '/admin/login'],
      ['/admin/change-password', '/admin/login'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await at(page, `${login}?${new URLSearchParams({ redirect: path })}`);
    }
    // The guarded page was replaced: Back skips it (it would redirect again otherwise).
    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}/seller`);
    await at(page, '/seller/login?redirect=%2Fseller');
    await page.goBack();
    await at(page, '/');
    await context.close();
  });

  it('gives nothing to a forged cookie or to browser-storage "sessions"', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addCookies([{ name: 'dwa_session', value: 'forged', url: baseUrl }]);
    await context.addInitScript(() => {
      localStorage.setItem(
        'current_seller',
        JSON.stringify({ sellerId: 'Local:+233241234567', whatsapp: '+233241234567' }),
      );
      localStorage.setItem(
        'admin_session',
        JSON.stringify({ email: 'admin@example.com', role: 'super_admin', expires: 0 }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/seller`);
    await at(page, '/seller/login?redirect=%2Fseller');
    await page.goto(`${baseUrl}/admin`);
    await at(page, '/admin/login?redirect=%2Fadmin');
    await page.goto(`${baseUrl}/rider`);
    await at(page, '/rider/login?redirect=%2Frider');
    expect(await sessionUser(page)).toBeNull();
    // The header offers sign-in, not a dashboard.
    expect(await page.getByRole('link', { name: en.nav.myDashboard }).count()).toBe(0);
    await context.close();
  });
});

describe('seller', () => {
  const phone = freshPhone('24');
  const name = `E2E Shop ${phone.local.slice(-4)}`;

  it('registers with a WhatsApp code and lands on the dashboard', async () => {
    const { context, page } = await open('/seller/onboarding');
    await page.getByRole('heading', { name: en.seller.onboardingTitle }).waitFor();
    // Photos come with the image pipeline: no file input that would do nothing.
    expect(await page.locator('input[type=file]').count()).toBe(0);
    // Delivery cost and areas appear only when delivery is ticked.
    expect(await page.getByLabel(en.seller.deliveryCost).count()).toBe(0);
    await snapBoth(page, 'seller-onboarding');
    expect(await seriousViolations(page)).toEqual([]);

    // Empty submit: the schema's messages, translated, on the fields.
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();
    await page.getByText(en.validation.businessName).waitFor();
    expect(await page.getByText(en.validation.phone).isVisible()).toBe(true);
    expect(await page.getByLabel(en.labels.businessName).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel(en.labels.businessName).fill(name);
    await page.getByLabel(en.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(en.labels.location).selectOption('accra');
    await page.getByLabel(en.labels.productName).fill('Fresh kenkey (10 balls)');
    await page.getByLabel(en.labels.category).selectOption('food');
    await page.getByLabel(en.seller.priceLabel).fill('25.50');
    await page.getByLabel(en.labels.description).fill('Made this morning in Accra.');
    await page.getByLabel(en.labels.deliveryAvailable).check();
    await page.getByLabel(en.seller.deliveryCost).fill('10');
    await page.getByLabel(en.seller.deliveryAreas).fill('Osu, East Legon');
    await page.getByLabel(en.auth.password, exact).fill('kenkey-2026');
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();

    const step = page.getByTestId('otp-step');
    await step.waitFor();
    const codeInput = step.getByLabel(en.otp.label);
    const verify = step.getByRole('button', { name: en.otp.verify });
    // The 10-minute countdown from the server's expiresInSeconds.
    expect(await step.textContent()).toMatch(/Code expires in (10:00|9:5\d)/);
    await codeInput.fill('12a34');
    expect(await codeInput.inputValue()).toBe('1234'); // digits only
    expect(await verify.isDisabled()).toBe(true);
    expect(await step.getByRole('button', { name: en.otp.resend }).isDisabled()).toBe(true);
    const code = await outbox.codeFor(phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput.fill(wrong);
    await verify.click();
    await step.getByText('Invalid OTP').waitFor();
    await snapBoth(page, 'seller-onboarding-code');
    await codeInput.fill(code);
    await verify.click();
    await page
      .getByText(
        'Registration successful! Welcome to the marketplace. You are now logged in and ready to start selling.',
      )
      .waitFor();
    await at(page, '/seller');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    expect(await page.getByTestId('seller-name').textContent()).toBe(name);
    // The header (behind the menu toggle at 360 px) offers My Dashboard and Logout.
    await page.getByTestId('menu-toggle').click();
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: en.nav.myDashboard }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: en.nav.logout }).isVisible()).toBe(true);
    await page.getByTestId('menu-toggle').click();
    await snapBoth(page, 'seller-home');

    await page.getByTestId('menu-toggle').click();
    await header.getByRole('button', { name: en.nav.logout }).click();
    await at(page, '/');
    expect(await sessionUser(page)).toBeNull();
    await context.close();
  });

  it('signs in with phone and password, only to a same-site redirect', async () => {
    const { context, page } = await open('/login?redirect=%2F%2Fevil.example');
    await page.getByRole('heading', { name: en.seller.loginTitle }).waitFor();
    expect(
      await page.getByRole('link', { name: en.seller.forgotPassword }).getAttribute('href'),
    ).toBe('/seller/reset-password');
    expect(
      await page.getByRole('link', { name: en.seller.startSelling }).getAttribute('href'),
    ).toBe('/sell');
    await snapBoth(page, 'seller-login');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(en.labels.phoneNumber).fill('12345');
    await page.getByLabel(en.auth.password, exact).fill('x');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await page.getByText(en.validation.phoneLogin).waitFor();

    await page.getByLabel(en.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(en.auth.password, exact).fill('wrong-password');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid phone or password.' }).waitFor();

    const password = page.getByLabel(en.auth.password, exact);
    await password.fill('kenkey-2026');
    await page.getByRole('button', { name: en.auth.showPassword }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await at(page, '/seller'); // not //evil.example
    expect(await page.getByTestId('seller-name').textContent()).toBe(name);

    // Signing out in another tab signs this one out too (BroadcastChannel), without a reload.
    const other = await context.newPage();
    await other.goto(`${baseUrl}/`);
    await other.getByTestId('menu-toggle').click();
    await other.getByRole('banner').getByRole('button', { name: en.nav.logout }).click();
    await at(page, '/seller/login?redirect=%2Fseller');
    await context.close();
  });

  it('answers in the chosen language (accept-language) on the login', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('lang', 'tw'));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/seller/login`);
    await page.getByRole('heading', { name: tw.seller.loginTitle }).waitFor();
    await page.getByLabel(tw.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(tw.auth.password, exact).fill('wrong-password');
    const request = page.waitForRequest('**/api/auth/seller/login');
    await page.getByRole('button', { name: tw.seller.signIn }).click();
    expect((await request).headers()['accept-language']).toBe('tw');
    await page.getByRole('alert').filter({ hasText: tw.seller.invalidCredentials }).waitFor();
    await snapBoth(page, 'seller-login-twi');
    await context.close();
  });

  it('says clearly when the phone already has a seller account', async () => {
    const taken = demoCredentials(dataDir).seller.phone; // E.164 of the demo seller
    const { context, page } = await open('/seller/onboarding');
    await page.getByLabel(en.labels.businessName).fill('Second Shop');
    await page.getByLabel(en.labels.phoneNumber).fill(taken);
    await page.getByLabel(en.labels.location).selectOption('kumasi');
    await page.getByLabel(en.labels.productName).fill('Kente cloth');
    await page.getByLabel(en.labels.category).selectOption('fashion');
    await page.getByLabel(en.seller.priceLabel).fill('300');
    await page.getByLabel(en.auth.password, exact).fill('kente-2026-x');
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();
    const step = page.getByTestId('otp-step');
    await step.getByLabel(en.otp.label).fill(await outbox.codeFor(taken));
    await step.getByRole('button', { name: en.otp.verify }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'This phone number already has a seller account. Sign in instead.' });
    await alert.waitFor();
    expect(await alert.getByRole('link').getAttribute('href')).toBe('/seller/login');
    await snapBoth(page, 'seller-onboarding-taken');
    await context.close();
  });

  it('resets the password with a code and signs in with the new one', async () => {
    const { context, page } = await open('/seller/login');
    await page.getByRole('link', { name: en.seller.forgotPassword }).click();
    await at(page, '/seller/reset-password');
    await page.getByRole('heading', { name: en.seller.resetTitle }).waitFor();
    await snapBoth(page, 'seller-reset');
    expect(await seriousViolations(page)).toEqual([]);

    // A number without an account gets the same neutral answer; Back keeps what was typed.
    const unknown = freshPhone('20');
    await page.getByLabel(en.labels.phoneNumber).fill(unknown.local);
    await page.getByRole('button', { name: en.seller.sendResetCode }).click();
    await page
      .getByText('If this number exists, a reset code has been sent via WhatsApp/SMS...')
      .waitFor();
    await page.getByRole('button', { name: en.auth.back }).click();
    const phoneInput = page.getByLabel(en.labels.phoneNumber);
    expect(await phoneInput.inputValue()).toBe(unknown.local);

    await phoneInput.fill(phone.local);
    await page.getByRole('button', { name: en.seller.sendResetCode }).click();
    await page
      .getByText('If this number exists, a reset code has been sent via WhatsApp/SMS...')
      .waitFor();
    const code = await outbox.codeFor(phone.e164);
    const codeInput = page.getByLabel(en.seller.resetCodeLabel);
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel(en.seller.newPassword, exact).fill('new-kenkey-2026');
    await page.getByRole('button', { name: en.seller.updatePassword }).click();
    await page.getByText('Reset failed. Check your code and try again.').waitFor();
    await snapBoth(page, 'seller-reset-code');
    await codeInput.fill(code);
    await page.getByRole('button', { name: en.seller.updatePassword }).click();
    await page.getByText('Password updated. You can now sign in.').waitFor();
    await at(page, '/seller/login');

    await page.getByLabel(en.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(en.auth.password, exact).fill('kenkey-2026');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid phone or password.' }).waitFor();
    await page.getByLabel(en.auth.password, exact).fill('new-kenkey-2026');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await at(page, '/seller');
    expect(await page.getByTestId('seller-name').textContent()).toBe(name);
    await context.close();
  });
});

describe('rider', () => {
  const phone = freshPhone('55');
  const name = `Ama Rider ${phone.local.slice(-4)}`;

  it('registers with a WhatsApp code and lands on /rider', async () => {
    const { context, page } = await open('/rider/register');
    await page.getByRole('heading', { name: en.rider.registerTitle }).waitFor();
    await snapBoth(page, 'rider-register');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(en.rider.name).fill(name);
    await page.getByLabel(en.rider.whatsapp).fill(phone.local);
    await page.getByLabel(en.rider.baseLocation).fill('Osu, Accra');
    await page.getByLabel(en.rider.vehicleType).selectOption('motorbike');
    await page.getByLabel(en.enums.serviceZone['accra-central']).check();
    await page.getByLabel(en.enums.serviceZone.tema).check();
    await page.getByLabel(en.enums.riderLanguage.twi).check();
    await page.getByRole('button', { name: en.rider.continue }).click();
    const step = page.getByTestId('otp-step');
    await step.waitFor();
    await step.getByLabel(en.otp.label).fill(await outbox.codeFor(phone.e164));
    await step.getByRole('button', { name: en.otp.verify }).click();
    await page.getByText('Registration Successful!').waitFor();
    await at(page, '/rider');
    await page.getByRole('heading', { name: en.rider.welcome.replace('{{name}}', name) }).waitFor();
    await snapBoth(page, 'rider-home');
    await page.getByRole('main').getByRole('button', { name: en.nav.logout }).click();
    await at(page, '/');
    await context.close();
  });

  it('signs in with the WhatsApp number and a one-time code', async () => {
    const { context, page } = await open('/rider');
    await at(page, '/rider/login?redirect=%2Frider');
    await page.getByRole('heading', { name: en.rider.loginTitle }).waitFor();
    expect(await page.getByRole('link', { name: en.rider.registerLink }).getAttribute('href')).toBe(
      '/rider/register',
    );
    const send = page.getByRole('button', { name: en.rider.send });
    expect(await send.isDisabled()).toBe(true);
    await snapBoth(page, 'rider-login');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(en.rider.whatsapp).fill(phone.local);
    await send.click();
    const step = page.getByTestId('otp-step');
    await step.waitFor();
    await snapBoth(page, 'rider-login-code');
    await step.getByLabel(en.otp.label).fill(await outbox.codeFor(phone.e164));
    await step.getByRole('button', { name: en.otp.verify }).click();
    await at(page, '/rider');
    await page.getByRole('heading', { name: en.rider.welcome.replace('{{name}}', name) }).waitFor();
    await context.close();
  });
});

describe('admin outbox', () => {
  it('lists the messages sent during these journeys, newest first', async () => {
    const { email } = demoCredentials(dataDir).admin;
    const { context, page } = await open('/admin/outbox', 1280);
    await at(page, '/admin/login?redirect=%2Fadmin%2Foutbox');
    await page.getByLabel(en.admin.email).fill(email);
    await page.getByLabel(en.auth.password, exact).fill(adminPassword(dataDir));
    await page.getByRole('button', { name: en.admin.signIn }).click();
    await at(page, '/admin/outbox');
    const items = page.getByTestId('outbox-item');
    await items.first().waitFor();
    const api = await outbox.items();
    expect(await items.count()).toBe(api.length);
    expect(await items.first().textContent()).toContain(api[0]!.to);
    expect(await items.first().textContent()).toContain(api[0]!.text);
    await snapBoth(page, 'admin-outbox');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
