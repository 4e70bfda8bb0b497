// Deliveries from the seller center: a seller requests a rider for a product from My
// Products (the fee is the product's delivery cost), sees the job waiting for a rider; the
// recipient's WhatsApp message with a 4-digit code and the tracking link is in the outbox; the
// public tracking page shows the step and no phone number; bad input is named at its fields;
// cancelling with a reason leaves the job Cancelled, on the list and on the tracking page.
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { en } from '@dwa/domain/i18n/en';
import type { SellerProductList } from '@dwa/domain/seller-products';
import type { Page } from '@playwright/test';
import { freshPhone, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

const texts = en.sellerDeliveries;
let seller: TestSeller;
let product: { id: string; title: string };

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

test.beforeAll(async ({ baseUrl, demoDataDir }) => {
  seller = await createSeller(baseUrl, demoDataDir, {
    product: { title: 'Kente stole for delivery', price: '250', deliveryCost: '15' },
  });
  const list = await fetch(`${baseUrl}/api/seller/products`, {
    headers: { cookie: seller.cookie },
  });
  const item = ((await list.json()) as SellerProductList).items[0]!;
  product = { id: item.id, title: item.title };
});

test('a seller requests a rider, the recipient can follow it, the seller cancels it', async ({
  page,
  browser,
  baseUrl,
  outbox,
}) => {
  await signInSeller(page.context(), baseUrl, seller);
  const recipient = freshPhone('20');

  // From My Products: the form starts with the product, its delivery cost and the shop's town.
  await page.goto('/seller/products');
  await expect(page.getByTestId('request-rider-for-product')).toBeVisible();
  await page
    .getByTestId('seller-product-row')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await snapBoth(page, 'seller-products-request-rider');
  await page
    .getByRole('link', { name: texts.productActionNamed.replace('{{title}}', product.title) })
    .click();
  await expect(page).toHaveURL(`/seller/deliveries/new?product=${product.id}`);
  const form = page.getByTestId('delivery-request-form');
  await expect(form.getByLabel(texts.form.product)).toHaveValue(product.id);
  await expect(form.getByLabel(texts.form.fee)).toHaveValue('15.00');
  await expect(form.getByLabel(texts.form.pickup)).toHaveValue('Accra');
  await expect(form.getByLabel(texts.form.zone)).toHaveValue('accra-central');
  await snapBoth(page, 'seller-delivery-new');

  // Bad input: each problem at its field, nothing sent.
  await form.getByLabel(texts.form.recipientPhone).fill('12345');
  await form.getByLabel(texts.form.fee).fill('0');
  await form.getByRole('button', { name: texts.form.submit }).click();
  await expect(form.getByText(en.deliveries.dropoffRequired)).toBeVisible();
  await expect(form.getByText(en.deliveries.recipientNameRequired)).toBeVisible();
  await expect(form.getByText(en.deliveries.recipientPhoneRequired)).toBeVisible();
  await expect(form.getByText(en.deliveries.feeInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/deliveries\/new/);
  await snapBoth(page, 'seller-delivery-new-errors');

  await form.getByLabel(texts.form.dropoff).fill('East Legon, Boundary Road');
  await form.getByLabel(texts.form.landmark).fill('Opposite the A&C Mall');
  await form.getByLabel(texts.form.recipientName).fill('Ama Mensah');
  await form.getByLabel(texts.form.recipientPhone).fill(recipient.local);
  await form.getByLabel(texts.form.note).fill('Call when you reach the gate.');
  await form.getByLabel(texts.form.fee).fill('15');
  const [created] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/seller/deliveries') && r.request().method() === 'POST',
    ),
    form.getByRole('button', { name: texts.form.submit }).click(),
  ]);
  expect(created.status()).toBe(201);
  const job = (await created.json()) as SellerDelivery;
  expect(job.feePesewas).toBe(1500);

  // The list: the new job waits for a rider.
  await expect(page).toHaveURL('/seller/deliveries');
  await expect(toast(page, texts.requested.replace('{{name}}', 'Ama Mensah'))).toBeVisible();
  const nav = page.getByRole('navigation', { name: en.sellerCenter.tabsLabel });
  await expect(nav.getByRole('link', { name: texts.tab })).toHaveAttribute('aria-current', 'page');
  const card = page.locator(`[data-testid=seller-delivery][data-number="${job.number}"]`);
  await expect(card.getByTestId('delivery-status')).toHaveText(en.deliveries.status.requested);
  await expect(card.getByTestId('delivery-rider')).toHaveText(texts.waitingForRider);
  await expect(card).toContainText(product.title);
  await expect(card).toContainText('GH₵ 15.00');
  await expect(card).toContainText('Opposite the A&C Mall');
  await expect(card.getByTestId('tracking-share')).toHaveAttribute(
    'data-url',
    `${baseUrl}/track/${job.id}`,
  );
  await expectNoSeriousViolations(page, 'the deliveries list');
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await snapBoth(page, 'seller-deliveries');

  // The recipient's WhatsApp message: a 4-digit code and the tracking link.
  await expect
    .poll(async () =>
      (await outbox.items()).find((i) => i.to === recipient.e164 && i.eventType === 'delivery'),
    )
    .toBeDefined();
  const message = (await outbox.items()).find((i) => i.to === recipient.e164)!;
  expect(message.text).toMatch(/\b\d{4}\b/);
  expect(message.text).toContain(`${baseUrl}/track/${job.id}`);

  // The tracking page, as the recipient opens it (no session): the step, no phone number.
  const visitor = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const tracker = await visitor.newPage();
  await tracker.goto(`${baseUrl}/track/${job.id}`);
  const tracking = tracker.getByTestId('tracking');
  await expect(tracking).toHaveAttribute('data-status', 'requested');
  await expect(tracker.getByTestId('tracking-status')).toHaveText(en.deliveries.status.requested);
  await expect(tracker.locator('[data-testid=tracking-step][data-state=current]')).toHaveAttribute(
    'data-step',
    'requested',
  );
  await expect(tracker.getByTestId('tracking-product')).toHaveText(product.title);
  await expect(tracker.getByTestId('tracking-shop')).toContainText(seller.businessName);
  await expect(tracker.getByTestId('tracking-rider')).toHaveText(en.tracking.noRider);
  const shown = (await tracker.locator('main').textContent()) ?? '';
  expect(shown).not.toMatch(/\+?233\d{9}|\b0\d{2} ?\d{3} ?\d{4}\b/);
  expect(shown).not.toContain('Ama Mensah');
  expect(shown).not.toContain('East Legon');
  const view = await (await fetch(`${baseUrl}/api/track/${job.id}`)).text();
  expect(view).not.toMatch(/233\d{9}|Ama Mensah|East Legon|"code"/);
  await expectNoSeriousViolations(tracker, 'the tracking page');
  await snapBoth(tracker, 'tracking-requested');

  // An unknown delivery: a kind not-found state.
  await tracker.goto(`${baseUrl}/track/00000000-0000-4000-8000-000000000000`);
  await expect(tracker.getByTestId('tracking-not-found')).toContainText(en.tracking.notFound);
  await snapBoth(tracker, 'tracking-not-found');

  // Cancel: a reason is needed; then the job is Cancelled with it.
  await card
    .getByRole('button', { name: texts.cancelNamed.replace('{{number}}', String(job.number)) })
    .click();
  const dialog = page.getByTestId('cancel-delivery-dialog');
  await dialog.getByRole('button', { name: texts.cancelDialog.submit }).click();
  await expect(dialog.getByText(en.deliveries.reasonRequired)).toBeVisible();
  await snapBoth(page, 'seller-delivery-cancel');
  await dialog.getByLabel(texts.cancelDialog.reason).fill('The buyer will pick it up at the shop.');
  await dialog.getByRole('button', { name: texts.cancelDialog.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, texts.cancelled)).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  await expect(card.getByTestId('delivery-status')).toHaveText(en.deliveries.status.cancelled);
  await expect(card.getByTestId('delivery-cancel-reason')).toContainText(
    'The buyer will pick it up at the shop.',
  );
  await expect(card.getByTestId('cancel-delivery')).toHaveCount(0);
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await snapBoth(page, 'seller-deliveries-cancelled');

  // The tracking page says so too.
  await tracker.goto(`${baseUrl}/track/${job.id}`);
  await expect(tracker.getByTestId('tracking')).toHaveAttribute('data-status', 'cancelled');
  await expect(tracker.locator('[data-testid=tracking-step][data-state=current]')).toHaveAttribute(
    'data-step',
    'cancelled',
  );
  await snapBoth(tracker, 'tracking-cancelled');
  await visitor.close();
});

test('the server says which fields are wrong, at the fields', async ({ page, baseUrl }) => {
  await signInSeller(page.context(), baseUrl, seller);
  await page.goto('/seller/deliveries/new');
  const form = page.getByTestId('delivery-request-form');
  await expect(form.getByLabel(texts.form.product)).toHaveValue('');
  await expect(form.getByLabel(texts.form.fee)).toHaveValue('');
  await form.getByLabel(texts.form.dropoff).fill('Osu, Oxford Street');
  await form.getByLabel(texts.form.recipientName).fill('Kofi Boateng');
  await form.getByLabel(texts.form.recipientPhone).fill('0241234567');
  await form.getByLabel(texts.form.fee).fill('20');
  // A product that is not the seller's reaches the server only by a crafted request; the
  // server's field message lands at the field all the same.
  await page.route('**/api/seller/deliveries', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          fields: { dropoffLocation: 'The server did not like this place.' },
        },
      }),
    }),
  );
  await form.getByRole('button', { name: texts.form.submit }).click();
  await expect(form.getByText('The server did not like this place.')).toBeVisible();
  await expect(form.getByLabel(texts.form.dropoff)).toBeFocused();
  await expect(page).toHaveURL('/seller/deliveries/new');
});

test('confirming a delivered job completes it, with the rating given', async ({
  page,
  baseUrl,
}) => {
  // A delivered job needs a verified rider's whole journey (the lead's journey runs it); here the
  // list and the answer are the API's shapes, so the dialog and the spec's toast are checked alone.
  await signInSeller(page.context(), baseUrl, seller);
  const at = new Date().toISOString();
  const delivered: SellerDelivery = {
    id: '6f1c1b8e-5d1a-4b8e-9a55-3b0c2f9d7e21',
    number: 4242,
    status: 'delivered',
    product: product,
    pickupLocation: 'Accra',
    zone: 'accra-central',
    dropoffLocation: 'Madina Zongo Junction',
    dropoffLandmark: null,
    recipientName: 'Yaw Asante',
    recipientPhone: '+233201234567',
    deliveryNote: null,
    feePesewas: 2000,
    rider: { name: 'Kwame Mensah', phone: '+233551234567', vehicleType: 'motorbike' },
    cancelReason: null,
    proof: { kind: 'code', photo: null },
    trackingPath: '/track/6f1c1b8e-5d1a-4b8e-9a55-3b0c2f9d7e21',
    createdAt: at,
    acceptedAt: at,
    pickedUpAt: at,
    deliveredAt: at,
    completedAt: null,
    cancelledAt: null,
  };
  let current = delivered;
  let sent: unknown;
  await page.route('**/api/seller/deliveries', (route) =>
    route.fulfill({ json: { items: [current] } }),
  );
  await page.route(`**/api/seller/deliveries/${delivered.id}/confirm`, (route) => {
    sent = route.request().postDataJSON();
    current = { ...delivered, status: 'completed', completedAt: new Date().toISOString() };
    return route.fulfill({ json: current });
  });

  await page.goto('/seller/deliveries');
  const card = page.locator('[data-testid=seller-delivery][data-number="4242"]');
  await expect(card.getByTestId('delivery-rider')).toHaveText('Kwame Mensah · Motorbike');
  await expect(
    card.getByRole('link', { name: texts.riderWhatsApp.replace('{{name}}', 'Kwame Mensah') }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/233551234567\?text=/);
  await expect(card.getByTestId('delivery-proof')).toHaveText(texts.proof.code);
  await expect(card.getByTestId('cancel-delivery')).toHaveCount(0);
  await card
    .getByRole('button', { name: texts.confirmNamed.replace('{{number}}', '4242') })
    .click();
  const dialog = page.getByTestId('confirm-delivery-dialog');
  await dialog.getByLabel(texts.confirmDialog.stars.replace('{{count}}', '4')).check();
  await snapBoth(page, 'seller-delivery-confirm');
  await dialog.getByRole('button', { name: texts.confirmDialog.submit }).click();
  await expect(toast(page, texts.completed)).toContainText(texts.completedDescription);
  expect(sent).toEqual({ rating: 4 });
  await expect(card).toHaveAttribute('data-status', 'completed');
  await expect(card.getByTestId('confirm-delivery')).toHaveCount(0);
});
