// Sign-in journeys against the real server: route guards (forged cookies and browser storage get
// nothing), seller registration, sign-in and password reset, rider registration and code
// sign-in, and the admin outbox listing them. Codes come from the admin outbox, read as the demo
// admin after its first sign-in (admin-first-sign-in.spec.ts, a project these depend on).
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import type { ProductDetail } from '@dwa/domain/products';
import type { SellerProductList } from '@dwa/domain/seller-products';
import sharp from 'sharp';
import {
  adminPassword,
  demoCredentials,
  freshPhone,
  sessionUser,
  snapBoth,
} from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { chooseLanguage, expect, test, waitForApp } from './fixtures.ts';

const exact = { exact: true } as const;

test.describe('route guards', () => {
  test('sends signed-out visitors to the right login with the requested path, replacing history', async ({
    page,
  }) => {
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
      await page.goto(path);
      await expect(page).toHaveURL(`${login}?${new URLSearchParams({ redirect: path })}`);
    }
    // The spec's /dashboard link leads to the seller's dashboard: signed out, to its sign-in.
    // The server itself redirects (no JavaScript needed), then the browser lands on the page.
    const answer = await page.request.get('/dashboard', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/seller/login?redirect=%2Fseller');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/seller/login?redirect=%2Fseller');
    // The guarded page was replaced: Back skips it (it would redirect again otherwise).
    await page.goto('/');
    await page.goto('/seller');
    await expect(page).toHaveURL('/seller/login?redirect=%2Fseller');
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('gives nothing to a forged cookie or to browser-storage "sessions"', async ({
    page,
    context,
    baseUrl,
  }) => {
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
    await page.goto('/seller');
    await expect(page).toHaveURL('/seller/login?redirect=%2Fseller');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/login?redirect=%2Fadmin');
    await page.goto('/rider');
    await expect(page).toHaveURL('/rider/login?redirect=%2Frider');
    await expect.poll(() => sessionUser(page)).toBeNull();
    // The header offers sign-in, not a dashboard.
    await expect(page.getByRole('link', { name: en.nav.myDashboard })).toHaveCount(0);
  });
});

test.describe('seller', () => {
  // One seller through registration, sign-in and reset: each step needs the one before.
  test.describe.configure({ mode: 'serial' });
  const phone = freshPhone('24');
  const name = `E2E Shop ${phone.local.slice(-4)}`;

  test('registers with a WhatsApp code and lands on the dashboard', async ({ page, outbox }) => {
    await page.goto('/seller/onboarding');
    await expect(page.getByRole('heading', { name: en.seller.onboardingTitle })).toBeVisible();
    // The spec's "uploaded photos": the first product's photos, through the photo pipeline.
    const photos = page.getByRole('group', { name: en.labels.uploadPhotos });
    await expect(photos.getByTestId('photo-input')).toBeAttached();
    // Delivery cost and areas appear only when delivery is ticked.
    await expect(page.getByLabel(en.seller.deliveryCost)).toHaveCount(0);
    await snapBoth(page, 'seller-onboarding');
    await expectNoSeriousViolations(page, 'seller onboarding');

    // Empty submit: the schema's messages, translated, on the fields.
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();
    await expect(page.getByText(en.validation.businessName)).toBeVisible();
    await expect(page.getByText(en.validation.phone)).toBeVisible();
    await expect(page.getByLabel(en.labels.businessName)).toHaveAttribute('aria-invalid', 'true');

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
    // A file that says it is a JPEG but is not a picture: only the server can tell.
    await photos.getByTestId('photo-input').setInputFiles({
      name: 'kenkey.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not really a photo'),
    });
    await expect(photos.getByTestId('photo-tile')).toHaveCount(1);
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();

    const step = page.getByTestId('otp-step');
    await expect(step).toBeVisible();
    const codeInput = step.getByLabel(en.otp.label);
    const verify = step.getByRole('button', { name: en.otp.verify });
    // The 10-minute countdown from the server's expiresInSeconds.
    await expect(step).toContainText(/Code expires in (10:00|9:5\d)/);
    await codeInput.fill('12a34');
    await expect(codeInput).toHaveValue('1234'); // digits only
    await expect(verify).toBeDisabled();
    await expect(step.getByRole('button', { name: en.otp.resend })).toBeDisabled();
    const code = await outbox.codeFor(phone.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeInput.fill(wrong);
    await verify.click();
    await expect(step.getByText('Invalid OTP')).toBeVisible();
    await snapBoth(page, 'seller-onboarding-code');
    await codeInput.fill(code);
    await verify.click();
    // The server refused the photo (nothing was written): back to the form, the reason at the
    // photos. The code was right, so the corrected form registers without a new one.
    await expect(photos.getByText(en.sellerPhotos.notImage)).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: en.seller.registrationFailed }),
    ).toBeVisible();
    await photos.getByRole('button', { name: 'Remove photo 1' }).click();
    const kenkey = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 230, g: 200, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    await photos
      .getByTestId('photo-input')
      .setInputFiles({ name: 'kenkey.jpg', mimeType: 'image/jpeg', buffer: kenkey });
    // A preview of the picked photo, the cover; the refusal was about the other one.
    await expect(photos.getByText(en.sellerPhotos.notImage)).toHaveCount(0);
    await expect(photos.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(photos.getByRole('img', { name: 'Photo 1' })).toHaveJSProperty('complete', true);
    await snapBoth(page, 'seller-onboarding-photo');
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();
    await expect(
      page.getByText(
        'Registration successful! Welcome to the marketplace. You are now logged in and ready to start selling.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL('/seller');
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    await expect(page.getByTestId('seller-name')).toHaveText(name);
    // The first product has its photo (not "No photo yet"), on the dashboard and for buyers.
    const first = page.getByTestId('dashboard-product').first();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    const mine = (await (
      await page.request.get('/api/seller/products')
    ).json()) as SellerProductList;
    expect(mine.items).toHaveLength(1);
    const product = (await (
      await page.request.get(`/api/products/${mine.items[0]!.id}`)
    ).json()) as ProductDetail;
    expect(product.photos).toHaveLength(1);
    expect(product.photos[0]!.src).toMatch(new RegExp(`^/media/products/${product.id}/`));
    // The spec's /dashboard link: the server sends a signed-in seller to the dashboard.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/seller');
    await expect(page.getByTestId('seller-name')).toHaveText(name);
    // The header (behind the menu toggle at 360 px) offers My Dashboard and Logout.
    await page.getByTestId('menu-toggle').click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: en.nav.myDashboard })).toBeVisible();
    await expect(header.getByRole('button', { name: en.nav.logout })).toBeVisible();
    await page.getByTestId('menu-toggle').click();
    await snapBoth(page, 'seller-home');

    await page.getByTestId('menu-toggle').click();
    await header.getByRole('button', { name: en.nav.logout }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => sessionUser(page)).toBeNull();
  });

  test('signs in with phone and password, only to a same-site redirect', async ({
    page,
    context,
  }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example');
    await expect(page.getByRole('heading', { name: en.seller.loginTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: en.seller.forgotPassword })).toHaveAttribute(
      'href',
      '/seller/reset-password',
    );
    await expect(page.getByRole('link', { name: en.seller.startSelling })).toHaveAttribute(
      'href',
      '/sell',
    );
    await snapBoth(page, 'seller-login');
    await expectNoSeriousViolations(page, 'seller login');

    await page.getByLabel(en.labels.phoneNumber).fill('12345');
    await page.getByLabel(en.auth.password, exact).fill('x');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await expect(page.getByText(en.validation.phoneLogin)).toBeVisible();
    // A digit too many is a bad phone number, not "This amount is too large" (issue 33).
    await page.getByLabel(en.labels.phoneNumber).fill('02412345678');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await expect(page.getByText(en.validation.phoneLogin)).toBeVisible();
    await expect(page.getByText(en.validation.amountTooLarge)).toHaveCount(0);

    await page.getByLabel(en.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(en.auth.password, exact).fill('wrong-password');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid phone or password.' }),
    ).toBeVisible();

    const password = page.getByLabel(en.auth.password, exact);
    await password.fill('kenkey-2026');
    await page.getByRole('button', { name: en.auth.showPassword }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await expect(page).toHaveURL('/seller'); // not //evil.example
    await expect(page.getByTestId('seller-name')).toHaveText(name);

    // Signing out in another tab signs this one out too (BroadcastChannel), without a reload.
    const other = await context.newPage();
    await other.goto('/');
    await waitForApp(other);
    await other.getByTestId('menu-toggle').click();
    await other.getByRole('banner').getByRole('button', { name: en.nav.logout }).click();
    await expect(page).toHaveURL('/seller/login?redirect=%2Fseller');
  });

  test('answers in the chosen language (accept-language) on the login', async ({
    page,
    context,
    baseUrl,
  }) => {
    await chooseLanguage(context, baseUrl, 'tw');
    await page.goto('/seller/login');
    await expect(page.getByRole('heading', { name: tw.seller.loginTitle })).toBeVisible();
    await page.getByLabel(tw.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(tw.auth.password, exact).fill('wrong-password');
    const request = page.waitForRequest('**/api/auth/seller/login');
    await page.getByRole('button', { name: tw.seller.signIn }).click();
    expect((await request).headers()['accept-language']).toBe('tw');
    await expect(
      page.getByRole('alert').filter({ hasText: tw.seller.invalidCredentials }),
    ).toBeVisible();
    await snapBoth(page, 'seller-login-twi');
  });

  test('says clearly when the phone already has a seller account', async ({
    page,
    outbox,
    demoDataDir,
  }) => {
    const taken = demoCredentials(demoDataDir).seller.phone; // E.164 of the demo seller
    await page.goto('/seller/onboarding');
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
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link')).toHaveAttribute('href', '/seller/login');
    await snapBoth(page, 'seller-onboarding-taken');

    // Asking again for a code within 30 s: the spec's lead and the server's reason are two
    // sentences ("Failed to send OTP. Please wait…", not "Failed to send OTP Please wait…").
    await page.getByRole('button', { name: en.seller.editDetails }).click();
    await page.getByRole('button', { name: en.seller.verifyPhone }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `${en.otp.sendFailed}. Please wait a few seconds before asking` }),
    ).toBeVisible();
  });

  test('resets the password with a code and signs in with the new one', async ({
    page,
    outbox,
  }) => {
    await page.goto('/seller/login');
    await page.getByRole('link', { name: en.seller.forgotPassword }).click();
    await expect(page).toHaveURL('/seller/reset-password');
    await expect(page.getByRole('heading', { name: en.seller.resetTitle })).toBeVisible();
    await snapBoth(page, 'seller-reset');
    await expectNoSeriousViolations(page, 'password reset');

    // A number without an account gets the same neutral answer; Back keeps what was typed.
    const unknown = freshPhone('20');
    await page.getByLabel(en.labels.phoneNumber).fill(unknown.local);
    await page.getByRole('button', { name: en.seller.sendResetCode }).click();
    const neutral = page.getByText(
      'If this number exists, a reset code has been sent via WhatsApp/SMS...',
    );
    await expect(neutral).toBeVisible();
    await page.getByRole('button', { name: en.auth.back }).click();
    const phoneInput = page.getByLabel(en.labels.phoneNumber);
    await expect(phoneInput).toHaveValue(unknown.local);

    await phoneInput.fill(phone.local);
    await page.getByRole('button', { name: en.seller.sendResetCode }).click();
    await expect(neutral).toBeVisible();
    const code = await outbox.codeFor(phone.e164);
    const codeInput = page.getByLabel(en.seller.resetCodeLabel);
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel(en.seller.newPassword, exact).fill('new-kenkey-2026');
    await page.getByRole('button', { name: en.seller.updatePassword }).click();
    await expect(page.getByText('Reset failed. Check your code and try again.')).toBeVisible();
    await snapBoth(page, 'seller-reset-code');
    await codeInput.fill(code);
    await page.getByRole('button', { name: en.seller.updatePassword }).click();
    await expect(page.getByText('Password updated. You can now sign in.')).toBeVisible();
    await expect(page).toHaveURL('/seller/login');

    await page.getByLabel(en.labels.phoneNumber).fill(phone.local);
    await page.getByLabel(en.auth.password, exact).fill('kenkey-2026');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid phone or password.' }),
    ).toBeVisible();
    await page.getByLabel(en.auth.password, exact).fill('new-kenkey-2026');
    await page.getByRole('button', { name: en.seller.signIn }).click();
    await expect(page).toHaveURL('/seller');
    await expect(page.getByTestId('seller-name')).toHaveText(name);
  });
});

test.describe('rider', () => {
  // The rider who registers is the one who then signs in.
  test.describe.configure({ mode: 'serial' });
  const phone = freshPhone('55');
  const name = `Ama Rider ${phone.local.slice(-4)}`;

  test('registers with a WhatsApp code and lands on /rider', async ({ page, outbox }) => {
    await page.goto('/rider/register');
    await expect(page.getByRole('heading', { name: en.rider.registerTitle })).toBeVisible();
    await snapBoth(page, 'rider-register');
    await expectNoSeriousViolations(page, 'rider registration');
    await page.getByLabel(en.rider.name).fill(name);
    await page.getByLabel(en.rider.whatsapp).fill(phone.local);
    await page.getByLabel(en.rider.baseLocation).fill('Osu, Accra');
    await page.getByLabel(en.rider.vehicleType).selectOption('motorbike');
    await page.getByLabel(en.enums.serviceZone['accra-central']).check();
    await page.getByLabel(en.enums.serviceZone.tema).check();
    await page.getByLabel(en.enums.riderLanguage.twi).check();
    await page.getByRole('button', { name: en.rider.continue }).click();
    const step = page.getByTestId('otp-step');
    await expect(step).toBeVisible();
    await step.getByLabel(en.otp.label).fill(await outbox.codeFor(phone.e164));
    await step.getByRole('button', { name: en.otp.verify }).click();
    await expect(page.getByText('Registration Successful!')).toBeVisible();
    await expect(page).toHaveURL('/rider');
    await expect(
      page.getByRole('heading', { name: en.rider.welcome.replace('{{name}}', name) }),
    ).toBeVisible();
    await snapBoth(page, 'rider-home');
    await page.getByRole('main').getByRole('button', { name: en.nav.logout }).click();
    await expect(page).toHaveURL('/');
  });

  test('signs in with the WhatsApp number and a one-time code', async ({ page, outbox }) => {
    await page.goto('/rider');
    await expect(page).toHaveURL('/rider/login?redirect=%2Frider');
    await expect(page.getByRole('heading', { name: en.rider.loginTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: en.rider.registerLink })).toHaveAttribute(
      'href',
      '/rider/register',
    );
    const send = page.getByRole('button', { name: en.rider.send });
    await expect(send).toBeDisabled();
    await snapBoth(page, 'rider-login');
    await expectNoSeriousViolations(page, 'rider login');
    await page.getByLabel(en.rider.whatsapp).fill(phone.local);
    await send.click();
    const step = page.getByTestId('otp-step');
    await expect(step).toBeVisible();
    await snapBoth(page, 'rider-login-code');
    await step.getByLabel(en.otp.label).fill(await outbox.codeFor(phone.e164));
    await step.getByRole('button', { name: en.otp.verify }).click();
    await expect(page).toHaveURL('/rider');
    await expect(
      page.getByRole('heading', { name: en.rider.welcome.replace('{{name}}', name) }),
    ).toBeVisible();
  });
});

test.describe('admin outbox', () => {
  test('lists the messages sent during these journeys, newest first', { tag: '@desktop' }, async ({
    page,
    outbox,
    demoDataDir,
    baseUrl,
  }) => {
    const { email } = demoCredentials(demoDataDir).admin;
    // A message of its own: the journeys that send codes may run later, in the other project.
    const sent = await page.request.post('/api/auth/codes', {
      headers: { origin: baseUrl },
      data: { phone: freshPhone('20').local, purpose: 'seller_signup' },
    });
    expect(sent.ok()).toBe(true);
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL('/admin/login?redirect=%2Fadmin%2Foutbox');
    await page.getByLabel(en.admin.email).fill(email);
    await page.getByLabel(en.auth.password, exact).fill(adminPassword(demoDataDir));
    await page.getByRole('button', { name: en.admin.signIn }).click();
    await expect(page).toHaveURL('/admin/outbox');
    const items = page.getByTestId('outbox-item');
    await expect(items.first()).toBeVisible();
    // Journeys in the other worker send codes meanwhile: the page and the API are read again
    // (page reloaded) until both were read between two messages.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) await page.reload();
      const api = await outbox.items();
      await expect(items).toHaveCount(api.length, { timeout: 1_000 });
      await expect(items.first()).toContainText(api[0]!.to, { timeout: 1_000 });
      await expect(items.first()).toContainText(api[0]!.text, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await snapBoth(page, 'admin-outbox');
    await expectNoSeriousViolations(page, 'the outbox');
  });
});
