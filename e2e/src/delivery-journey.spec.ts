// A delivery from start to payout, through the screens: a seller asks for
// a rider in Takoradi from the seller center; the recipient's message with the code and tracking
// link is in the outbox; a new rider in Takoradi goes online and sees the job but cannot accept
// until an admin verifies them; accepts (a second verified rider then hears 'Job already taken'),
// picks up and delivers with the recipient's code; the tracking page follows each step; the
// seller confirms; the earning is in the rider's wallet and the rider asks for a payout of it.
import { en } from '@dwa/domain/i18n/en';
import { formatGhs, pesewasToCedisString } from '@dwa/domain/money';
import type { SellerProductList } from '@dwa/domain/seller-products';
import type { Browser, Page } from '@playwright/test';
import { apiCall, sessionCookie } from './api-helpers.ts';
import { adminPassword, demoCredentials, freshPhone, type OutboxReader } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, signInSeller } from './seller-helpers.ts';

const rc = en.riderCenter;
const sd = en.sellerDeliveries;
const ZONE = 'takoradi';

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text });

/** A brand-new rider in Takoradi (unverified, offline), with a session. */
async function newRider(baseUrl: string, outbox: OutboxReader, name: string) {
  const phone = freshPhone('55');
  const sent = await apiCall(baseUrl, '', 'POST', '/api/auth/codes', {
    phone: phone.local,
    purpose: 'rider_signup',
  });
  expect(sent.ok, 'rider code').toBe(true);
  const response = await apiCall(baseUrl, '', 'POST', '/api/auth/rider/register', {
    name,
    phone: phone.local,
    baseLocation: 'Market Circle, Takoradi',
    vehicleType: 'motorbike',
    serviceZones: [ZONE],
    languages: ['english'],
    code: await outbox.codeFor(phone.e164),
  });
  expect(response.status, 'rider registration').toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, cookie: sessionCookie(response) };
}

/** The demo admin's session (the outbox reader has settled the admin's password first). */
async function adminCookie(baseUrl: string, dataDir: string, outbox: OutboxReader) {
  await outbox.items();
  const response = await apiCall(baseUrl, '', 'POST', '/api/auth/admin/login', {
    email: demoCredentials(dataDir).admin.email,
    password: adminPassword(dataDir),
  });
  expect(response.ok, 'admin sign-in').toBe(true);
  return sessionCookie(response);
}

async function pageWith(browser: Browser, baseUrl: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const at = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl, httpOnly: true },
  ]);
  return context.newPage();
}

async function expectTracking(tracker: Page, url: string, step: string) {
  await tracker.goto(url);
  await expect(tracker.getByTestId('tracking')).toHaveAttribute('data-status', step);
  // A finished delivery has every step done and none current.
  if (step === 'completed') return;
  await expect(tracker.locator('[data-testid=tracking-step][data-state=current]')).toHaveAttribute(
    'data-step',
    step,
  );
}

test('a delivery from the seller’s request to the rider’s payout', async ({
  page,
  browser,
  baseUrl,
  demoDataDir,
  outbox,
}) => {
  test.setTimeout(120_000);
  // The seller asks for a rider from the seller center.
  const seller = await createSeller(baseUrl, demoDataDir, {
    product: { title: 'Smock for Takoradi', price: '180', deliveryCost: '12' },
  });
  const products = (await (
    await apiCall(baseUrl, seller.cookie, 'GET', '/api/seller/products')
  ).json()) as SellerProductList;
  const productId = products.items[0]!.id;
  await signInSeller(page.context(), baseUrl, seller);
  await page.goto(`/seller/deliveries/new?product=${productId}`);
  const form = page.getByTestId('delivery-request-form');
  await expect(form.getByLabel(sd.form.fee)).toHaveValue('12.00');
  await form.getByLabel(sd.form.pickup).fill('Market Circle, Takoradi');
  await form.getByLabel(sd.form.zone).selectOption(ZONE);
  await form.getByLabel(sd.form.dropoff).fill('Anaji, Takoradi');
  await form.getByLabel(sd.form.landmark).fill('Behind the Anaji police station');
  const recipient = freshPhone('20');
  await form.getByLabel(sd.form.recipientName).fill('Efua Recipient');
  await form.getByLabel(sd.form.recipientPhone).fill(recipient.local);
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/seller/deliveries') && r.request().method() === 'POST',
    ),
    form.getByRole('button', { name: sd.form.submit }).click(),
  ]);
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string; number: number };
  await expect(page).toHaveURL('/seller/deliveries');

  // The recipient's WhatsApp message: the code and the tracking link.
  let code = '';
  await expect
    .poll(async () => {
      const message = (await outbox.items()).find(
        (i) => i.to === recipient.e164 && i.eventType === 'delivery',
      );
      // "… give the rider this code …: 4821. Follow it …" (the shop's name may hold digits).
      code = message?.text.match(/: (\d{4})\./)?.[1] ?? '';
      return message?.text ?? '';
    })
    .toContain(`${baseUrl}/track/${job.id}`);
  expect(code).toMatch(/^\d{4}$/);
  const trackingUrl = `${baseUrl}/track/${job.id}`;
  const tracker = await (
    await browser.newContext({ viewport: { width: 360, height: 800 } })
  ).newPage();
  await expectTracking(tracker, trackingUrl, 'requested');

  // A new rider in Takoradi goes online and sees the job, but may not accept it yet.
  const rider = await newRider(baseUrl, outbox, 'Kojo Takoradi');
  const riderPage = await pageWith(browser, baseUrl, rider.cookie);
  await riderPage.goto('/rider');
  await expect(riderPage.getByTestId('verification-prompt')).toBeVisible();
  const availability = riderPage.getByRole('switch', { name: rc.dashboard.availability.label });
  await availability.click();
  await expect(availability).toHaveAttribute('aria-checked', 'true');
  await riderPage.goto('/rider/jobs');
  const card = riderPage.locator(`[data-testid="job-card"][data-job-number="${job.number}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: rc.jobs.actions.accept })).toBeDisabled();
  const refused = await apiCall(baseUrl, rider.cookie, 'POST', `/api/rider/jobs/${job.id}/accept`);
  expect(refused.status).toBe(403);

  // An admin verifies the rider; now Accept works.
  const admin = await adminCookie(baseUrl, demoDataDir, outbox);
  const verified = await apiCall(
    baseUrl,
    admin,
    'POST',
    `/api/admin/riders/${rider.id}/verification`,
    {
      verified: true,
    },
  );
  expect(verified.ok, 'verification').toBe(true);
  await riderPage.reload();
  await card.getByRole('button', { name: rc.jobs.actions.accept }).click();
  await expect(toast(riderPage, rc.jobs.toasts.accepted)).toBeVisible();
  await expectTracking(tracker, trackingUrl, 'accepted');
  await expect(tracker.getByTestId('tracking-rider')).toContainText('Kojo');
  await expect(tracker.getByTestId('tracking-rider')).not.toContainText('Takoradi');

  // A second verified rider in the zone is too late.
  const second = await newRider(baseUrl, outbox, 'Ato Late');
  await apiCall(baseUrl, admin, 'POST', `/api/admin/riders/${second.id}/verification`, {
    verified: true,
  });
  await apiCall(baseUrl, second.cookie, 'PUT', '/api/rider/availability', { online: true });
  const late = await apiCall(baseUrl, second.cookie, 'POST', `/api/rider/jobs/${job.id}/accept`);
  expect(late.status).toBe(409);
  expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
    'Job already taken',
  );

  // Pick up, then the recipient's code.
  await card.getByRole('button', { name: rc.jobs.actions.pickUp }).click();
  await expect(toast(riderPage, rc.jobs.toasts.pickedUp)).toBeVisible();
  await expectTracking(tracker, trackingUrl, 'picked_up');
  await card.getByRole('button', { name: rc.jobs.actions.deliver }).click();
  await card.getByLabel(rc.jobs.actions.code).fill(code);
  await card.getByRole('button', { name: rc.jobs.actions.confirmCode }).click();
  await expect(toast(riderPage, rc.jobs.toasts.delivered)).toBeVisible();
  await expectTracking(tracker, trackingUrl, 'delivered');

  // The seller confirms with a rating: the job completes.
  await page.goto('/seller/deliveries');
  const sellerCard = page.locator(`[data-testid=seller-delivery][data-number="${job.number}"]`);
  await expect(sellerCard.getByTestId('delivery-rider')).toContainText('Kojo Takoradi');
  await sellerCard
    .getByRole('button', { name: sd.confirmNamed.replace('{{number}}', String(job.number)) })
    .click();
  const dialog = page.getByTestId('confirm-delivery-dialog');
  await dialog.getByLabel(sd.confirmDialog.stars.replace('{{count}}', '5')).check();
  await dialog.getByRole('button', { name: sd.confirmDialog.submit }).click();
  await expect(toast(page, sd.completed)).toContainText(sd.completedDescription);
  await expectTracking(tracker, trackingUrl, 'completed');

  // The earning (GH₵ 12 less 20 %) is in the rider's wallet; the rider asks for it.
  await riderPage.goto('/rider');
  await expect(riderPage.getByTestId('stat-wallet-balance')).toContainText(formatGhs(960));
  // A new rider has no wallet: the shortcut and the payout card both offer to set it up.
  await riderPage.getByRole('button', { name: rc.dashboard.shortcuts.setupWallet }).first().click();
  const wallet = riderPage.getByTestId('rider-wallet-dialog');
  await wallet.getByLabel(rc.wallet.phone).fill(freshPhone('24').local);
  await wallet.getByLabel(rc.wallet.network).selectOption('mtn');
  await wallet.getByRole('button', { name: rc.wallet.save }).click();
  await expect(toast(riderPage, rc.wallet.saved)).toBeVisible();
  const payout = riderPage.getByTestId('payout-card');
  await payout.getByLabel(rc.payouts.amount).fill(pesewasToCedisString(960));
  await payout.getByRole('button', { name: rc.payouts.request }).click();
  await expect(toast(riderPage, rc.payouts.requested)).toBeVisible();
  const first = riderPage.getByTestId('payout-history').getByTestId('payout-item').first();
  await expect(first).toContainText(formatGhs(960));
  await expect(first.getByTestId('payout-status')).toHaveText(rc.payouts.status.requested);
  await tracker.context().close();
  await riderPage.context().close();
});
