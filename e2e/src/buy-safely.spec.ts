// Buy safely, through the screens in a real Chromium (decision 066): a seller turns it on in
// Edit Shop (after saving the MoMo wallet); a buyer at phone width opens the product, proves
// their WhatsApp number with the code, chooses pickup, sees the total and pays on the
// simulator's prompt; the order page says paid; the seller accepts on the Orders tab and hands
// it over with the buyer's code from the buyer's WhatsApp message; the buyer taps "All good";
// the money goes to the seller's wallet and the admin's ledger check is OK.
import { en } from '@dwa/domain/i18n/en';
import { signInAdmin } from './admin-helpers.ts';
import { apiCall, sessionCookie } from './api-helpers.ts';
import {
  adminPassword,
  demoCredentials,
  freshPhone,
  OutboxReader,
  snapBoth,
} from './auth-helpers.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';
import { type RunningServer, startServer } from './server-process.ts';

const o = en.orders;

test('a buyer pays safely, the seller hands over with the code, the money is released', async ({
  browser,
  baseUrl,
  demoDataDir,
  outbox,
}) => {
  test.setTimeout(120_000);
  const seller = await createSeller(baseUrl, demoDataDir, {
    product: { title: 'Ladies sandals size 39', price: '85', category: 'fashion' },
  });
  const sellerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInSeller(sellerContext, baseUrl, seller);
  const shop = await sellerContext.newPage();

  // Edit Shop: Buy safely needs the wallet first.
  await shop.goto('/seller/profile');
  const card = shop.getByTestId('buy-safely-card');
  await card.getByTestId('buy-safely-toggle').click();
  await expect(card).toContainText(
    'Save the MoMo wallet you are paid to before you turn on Buy safely.',
  );
  const wallet = await apiCall(baseUrl, seller.cookie, 'PUT', '/api/seller/wallet', {
    phone: seller.phone,
    network: 'mtn',
  });
  expect(wallet.ok, 'wallet saved').toBe(true);
  await shop.reload();
  await card.getByTestId('buy-safely-toggle').click();
  await expect(card.getByTestId('buy-safely-state')).toHaveText(en.sellerProfile.buySafely.isOn);
  await snapBoth(shop, 'buy-safely-edit-shop');
  const products = (await (await fetch(`${baseUrl}/api/shops/${seller.id}`)).json()) as {
    products: { id: string }[];
  };
  const productId = products.products[0]!.id;

  // The buyer, on a phone.
  const buyerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/products/${productId}`);
  await waitForApp(buyer);
  await buyer.getByTestId('buy-safely').click();
  const dialog = buyer.getByTestId('buy-safely-dialog');
  await expect(dialog).toContainText(o.buy.intro);
  const phone = freshPhone('20');
  await dialog.getByLabel(o.buy.name).fill('Akosua Owusu');
  await dialog.getByLabel(o.buy.phone).fill(phone.local);
  await dialog.getByTestId('buy-send-code').click();
  await dialog.getByLabel(o.buy.code).fill(await outbox.codeFor(phone.e164));
  await expect(dialog.getByTestId('buy-total')).toHaveText('GH₵ 85.00');
  await snapBoth(buyer, 'buy-safely-form');
  await dialog.getByTestId('buy-pay').click();
  await buyer.waitForURL(/\/orders\/[\w-]{22}$/);
  const order = buyer.getByTestId('order');
  await expect(order.getByTestId('order-status')).toHaveText(o.status.awaiting_payment);

  // The MoMo prompt (the simulator's phone page).
  const href = await order.getByTestId('order-open-prompt').getAttribute('href');
  const prompt = await buyerContext.newPage();
  await prompt.goto(href!);
  await prompt.getByLabel(en.payments.prompt.pin).fill('1234');
  await prompt.getByRole('button', { name: en.payments.prompt.approve }).click();
  await expect(prompt.getByTestId('prompt-outcome')).toBeVisible();
  await prompt.close();
  await buyer.reload();
  await expect(order.getByTestId('order-status')).toHaveText(o.status.paid);
  await snapBoth(buyer, 'buy-safely-order-paid');

  // The seller accepts and hands it over with the code the buyer got on WhatsApp.
  await shop.goto('/seller/orders');
  const row = shop.getByTestId('seller-order').first();
  await expect(row).toContainText('Ladies sandals size 39');
  await row.getByTestId('order-accept').click();
  await row.getByTestId('order-step-confirm').click();
  await expect(row).toHaveAttribute('data-status', 'accepted');
  const message = (await outbox.items()).find(
    (i) => i.to === phone.e164 && /Give this code/.test(i.text),
  );
  const code = message?.text.match(/only then: (\d{4})/)?.[1];
  expect(code, 'the buyer’s code on WhatsApp').toMatch(/^\d{4}$/);
  await row.getByTestId('order-handover').click();
  await row.getByLabel(o.seller.codeLabel).fill(code!);
  await row.getByTestId('order-step-confirm').click();
  await expect(row).toHaveAttribute('data-status', 'delivered');
  await snapBoth(shop, 'buy-safely-seller-orders');

  // The buyer says all is well: released, and the seller paid.
  await buyer.reload();
  await order.getByTestId('order-confirm').click();
  await expect(order.getByTestId('order-status')).toHaveText(o.status.released);
  await snapBoth(buyer, 'buy-safely-order-released');

  await outbox.items(); // the admin's password is settled by the outbox reader
  const admin = await apiCall(baseUrl, '', 'POST', '/api/auth/admin/login', {
    email: demoCredentials(demoDataDir).admin.email,
    password: adminPassword(demoDataDir),
  });
  const adminCookie = sessionCookie(admin);
  const check = await apiCall(baseUrl, adminCookie, 'GET', '/api/admin/money/ledger-check');
  expect(admin.status, 'admin sign-in').toBe(200);
  expect(check.status, 'ledger check').toBe(200);
  const ledger = (await check.json()) as { ok: boolean; problems: unknown[] };
  expect(ledger.problems).toEqual([]);
  expect(ledger.ok).toBe(true);
  await buyerContext.close();
  await sellerContext.close();
});

/** A shop with Buy safely on (its wallet saved), through the API; its one product's id. */
async function buySafelyShop(baseUrl: string, dataDir: string, title: string) {
  const seller = await createSeller(baseUrl, dataDir, {
    product: { title, price: '120', category: 'fashion' },
  });
  const put = (path: string, body: unknown) => apiCall(baseUrl, seller.cookie, 'PUT', path, body);
  expect((await put('/api/seller/wallet', { phone: seller.phone, network: 'mtn' })).ok).toBe(true);
  expect((await put('/api/seller/profile/buy-safely', { enabled: true })).ok).toBe(true);
  const shop = (await (await fetch(`${baseUrl}/api/shops/${seller.id}`)).json()) as {
    products: { id: string }[];
  };
  return { seller, productId: shop.products[0]!.id };
}

/** A buyer's pickup order placed through the API (their number proved with the outbox's code),
 * its MoMo prompt waiting: on MTN, or Telecel Cash (prefix 20), which asks for a voucher first. */
async function placedPickupOrder(
  baseUrl: string,
  reader: OutboxReader,
  productId: string,
  on: { prefix: '24' | '20'; network: 'mtn' | 'vodafone' } = { prefix: '24', network: 'mtn' },
) {
  const phone = freshPhone(on.prefix);
  const sent = await apiCall(baseUrl, '', 'POST', '/api/auth/codes', {
    phone: phone.local,
    purpose: 'order_buyer',
  });
  expect(sent.ok, 'code sent').toBe(true);
  const placed = await apiCall(baseUrl, '', 'POST', '/api/orders', {
    productId,
    name: 'Kwame Mensah',
    phone: phone.local,
    code: await reader.codeFor(phone.e164),
    fulfilment: 'pickup',
    network: on.network,
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { token, order } = (await placed.json()) as {
    token: string;
    order: { paymentReference: string };
  };
  return { token, phone, reference: order.paymentReference };
}

/** A buyer's pickup order placed and paid on the simulator through the API: its token. */
async function paidPickupOrder(baseUrl: string, reader: OutboxReader, productId: string) {
  const { token, phone, reference } = await placedPickupOrder(baseUrl, reader, productId);
  const approved = await apiCall(baseUrl, '', 'POST', `/api/payments/simulator/${reference}`, {
    answer: 'approve',
    pin: '1234',
  });
  expect(approved.ok, 'approved on the simulator').toBe(true);
  return { token, phone };
}

test('a reported problem ends in a partial refund by the admin on the Orders screen', async ({
  browser,
  baseUrl,
  demoDataDir,
  outbox,
}) => {
  test.setTimeout(120_000);
  const { seller, productId } = await buySafelyShop(baseUrl, demoDataDir, 'Leather bag, brown');
  const { token, phone } = await paidPickupOrder(baseUrl, outbox, productId);

  // The seller accepts the pickup and hands it over with the buyer's code.
  const list = (await (
    await apiCall(baseUrl, seller.cookie, 'GET', '/api/seller/orders')
  ).json()) as { items: { id: string }[] };
  const id = list.items[0]!.id;
  const step = (name: string, body: unknown) =>
    apiCall(baseUrl, seller.cookie, 'POST', `/api/seller/orders/${id}/${name}`, body);
  expect((await step('accept', {})).ok, 'accepted').toBe(true);
  const message = (await outbox.items()).find(
    (i) => i.to === phone.e164 && /only then: (\d{4})/.test(i.text),
  );
  const code = message!.text.match(/only then: (\d{4})/)![1]!;
  expect((await step('handover', { code })).ok, 'handed over').toBe(true);

  // The buyer, on a phone, reports a problem.
  const buyerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`${baseUrl}/orders/${token}`);
  const order = buyer.getByTestId('order');
  await expect(order.getByTestId('order-status')).toHaveText(o.status.delivered);
  await order.getByTestId('order-problem').click();
  await order.getByLabel(o.page.problemLabel).fill('The strap is torn on one side.');
  await order.getByRole('button', { name: o.page.send }).click();
  await expect(order.getByTestId('order-status')).toHaveText(o.status.disputed);

  // The admin refunds part on the Orders screen.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await outbox.items(); // the admin's password is settled by the outbox reader
  await signInAdmin(adminContext.request, baseUrl, demoDataDir);
  const admin = await adminContext.newPage();
  await admin.goto(`${baseUrl}/admin/orders`);
  await expect(admin.getByTestId('admin-escrow')).toBeVisible();
  const row = admin.getByTestId('admin-order').filter({ hasText: 'Leather bag, brown' });
  await expect(row).toHaveAttribute('data-status', 'disputed');
  await row.getByTestId('order-resolve').click();
  await row.getByLabel(o.admin.partial).check();
  await row.getByLabel(o.admin.refundAmount).fill('30');
  await row.getByLabel(o.admin.reason).fill('Strap torn; the buyer keeps the bag');
  await snapBoth(admin, 'buy-safely-admin-orders');
  await row.getByTestId('order-resolve-confirm').click();
  await expect(row).toHaveAttribute('data-status', 'settled');
  await expect(row).toContainText('GH₵ 30.00');

  await buyer.reload();
  await expect(order.getByTestId('order-status')).toHaveText(o.status.settled);
  await snapBoth(buyer, 'buy-safely-order-settled');
  await buyerContext.close();
  await adminContext.close();
});

test.describe('a seller who never accepts', () => {
  let server: RunningServer;
  let shop: { seller: TestSeller; productId: string };

  test.beforeAll(async () => {
    test.skip(test.info().project.name !== 'phone', "phone only: the rule is the server's");
    test.setTimeout(180_000);
    server = await startServer({ E2E_CLOCK: 'adjustable', LISTING_CACHE_MS: '0' });
    shop = await buySafelyShop(server.url, server.dataDir, 'Smock, northern weave');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a day later the order is refunded by itself', async ({ page }) => {
    const reader = new OutboxReader(server.url, server.dataDir);
    const { token } = await paidPickupOrder(server.url, reader, shop.productId);
    await page.goto(`${server.url}/orders/${token}`);
    const order = page.getByTestId('order');
    await expect(order.getByTestId('order-status')).toHaveText(o.status.paid);
    const moved = await apiCall(server.url, '', 'POST', '/api/test/clock', {
      advanceMs: 24 * 60 * 60 * 1000 + 120_000,
    });
    expect(moved.ok, 'clock moved').toBe(true);
    await page.reload();
    await expect(order.getByTestId('order-status')).toHaveText(o.status.refunded);
    await snapBoth(page, 'buy-safely-order-refunded');
  });
});

test('a delivery by a Dwa rider: the buyer’s code on WhatsApp, then "All good", released', async ({
  browser,
  baseUrl,
  demoDataDir,
  outbox,
}) => {
  test.setTimeout(150_000);
  const seller = await createSeller(baseUrl, demoDataDir, {
    product: { title: 'Batik shirt, blue', price: '120', category: 'fashion', deliveryCost: '15' },
  });
  const put = (path: string, body: unknown) => apiCall(baseUrl, seller.cookie, 'PUT', path, body);
  expect((await put('/api/seller/wallet', { phone: seller.phone, network: 'mtn' })).ok).toBe(true);
  expect((await put('/api/seller/profile/buy-safely', { enabled: true })).ok).toBe(true);
  const products = (await (await fetch(`${baseUrl}/api/shops/${seller.id}`)).json()) as {
    products: { id: string }[];
  };

  // The buyer, on a phone: delivery to Takoradi, item + fee = total.
  const buyerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`${baseUrl}/products/${products.products[0]!.id}`);
  await waitForApp(buyer);
  await buyer.getByTestId('buy-safely').click();
  const dialog = buyer.getByTestId('buy-safely-dialog');
  const phone = freshPhone('20');
  await dialog.getByLabel(o.buy.name).fill('Esi Arthur');
  await dialog.getByLabel(o.buy.phone).fill(phone.local);
  await dialog.getByTestId('buy-send-code').click();
  await dialog.getByLabel(o.buy.code).fill(await outbox.codeFor(phone.e164));
  await dialog.getByLabel(o.buy.zone).selectOption('takoradi');
  await dialog.getByLabel(o.buy.area).fill('Anaji, near the school');
  await expect(dialog.getByTestId('buy-total')).toHaveText('GH₵ 135.00');
  await snapBoth(buyer, 'buy-safely-form-delivery');
  await dialog.getByTestId('buy-pay').click();
  await buyer.waitForURL(/\/orders\/[\w-]{22}$/);
  const token = buyer.url().split('/').pop()!;
  const placed = (await (await fetch(`${baseUrl}/api/orders/${token}`)).json()) as {
    paymentReference: string;
  };
  const approved = await apiCall(
    baseUrl,
    '',
    'POST',
    `/api/payments/simulator/${placed.paymentReference}`,
    { answer: 'approve', pin: '1234' },
  );
  expect(approved.ok, 'approved').toBe(true);

  // The seller calls a Dwa rider.
  const sellerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInSeller(sellerContext, baseUrl, seller);
  const shop = await sellerContext.newPage();
  await shop.goto(`${baseUrl}/seller/orders`);
  const row = shop.getByTestId('seller-order').filter({ hasText: 'Batik shirt, blue' });
  await row.getByTestId('order-accept').click();
  const pickupAt = `Market Circle stall ${phone.local.slice(-4)}`;
  await row.getByLabel(o.seller.pickupAt).fill(pickupAt);
  await row.getByTestId('order-step-confirm').click();
  await expect(row).toHaveAttribute('data-status', 'accepted');

  // A verified rider in Takoradi accepts, picks up and delivers with the buyer's code.
  const riderPhone = freshPhone('55');
  await apiCall(baseUrl, '', 'POST', '/api/auth/codes', {
    phone: riderPhone.local,
    purpose: 'rider_signup',
  });
  const registered = await apiCall(baseUrl, '', 'POST', '/api/auth/rider/register', {
    name: 'Yaw Rider',
    phone: riderPhone.local,
    baseLocation: 'Market Circle, Takoradi',
    vehicleType: 'motorbike',
    serviceZones: ['takoradi'],
    languages: ['english'],
    code: await outbox.codeFor(riderPhone.e164),
  });
  expect(registered.status, 'rider registration').toBe(201);
  const rider = {
    id: ((await registered.json()) as { user: { id: string } }).user.id,
    cookie: sessionCookie(registered),
  };
  await outbox.items();
  const admin = sessionCookie(
    await apiCall(baseUrl, '', 'POST', '/api/auth/admin/login', {
      email: demoCredentials(demoDataDir).admin.email,
      password: adminPassword(demoDataDir),
    }),
  );
  await apiCall(baseUrl, admin, 'POST', `/api/admin/riders/${rider.id}/verification`, {
    verified: true,
  });
  await apiCall(baseUrl, rider.cookie, 'PUT', '/api/rider/availability', { online: true });
  const board = (await (await apiCall(baseUrl, rider.cookie, 'GET', '/api/rider/jobs')).json()) as {
    newJobs: { id: string; pickupLocation: string }[];
  };
  const job = board.newJobs.find((j) => j.pickupLocation === pickupAt);
  expect(job, 'the order’s job on the board').toBeTruthy();
  const riderStep = (name: string, body?: unknown) =>
    apiCall(baseUrl, rider.cookie, 'POST', `/api/rider/jobs/${job!.id}/${name}`, body);
  expect((await riderStep('accept')).ok, 'rider accepts').toBe(true);
  expect((await riderStep('pickup')).ok, 'picked up').toBe(true);
  await buyer.reload();
  const order = buyer.getByTestId('order');
  await expect(order.getByTestId('order-status')).toHaveText(o.status.picked_up);
  await expect(order.getByTestId('order-track')).toBeVisible();
  await snapBoth(buyer, 'buy-safely-order-on-the-way');
  const message = (await outbox.items()).find(
    (i) => i.to === phone.e164 && /only then: (\d{4})/.test(i.text),
  );
  const code = message!.text.match(/only then: (\d{4})/)![1]!;
  expect((await riderStep('deliver', { code })).ok, 'delivered with the code').toBe(true);

  // The buyer says all is well.
  await buyer.reload();
  await expect(order.getByTestId('order-status')).toHaveText(o.status.delivered);
  await order.getByTestId('order-confirm').click();
  await expect(order.getByTestId('order-status')).toHaveText(o.status.released);

  const check = await apiCall(baseUrl, admin, 'GET', '/api/admin/money/ledger-check');
  const ledger = (await check.json()) as { ok: boolean; problems: unknown[] };
  expect(ledger.problems).toEqual([]);
  expect(ledger.ok).toBe(true);
  await buyerContext.close();
  await sellerContext.close();
});

test('a Telecel Cash buyer types the voucher on the order page, then approves with the PIN', async ({
  browser,
  baseUrl,
  demoDataDir,
  outbox,
}) => {
  test.setTimeout(120_000);
  const { productId } = await buySafelyShop(baseUrl, demoDataDir, 'Batakari smock, Telecel');
  const { token, reference } = await placedPickupOrder(baseUrl, outbox, productId, {
    prefix: '20',
    network: 'vodafone',
  });

  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/orders/${token}`);
  await waitForApp(page);
  const form = page.getByTestId('voucher-form');
  await expect(form).toContainText(en.payments.dialog.voucherTitle);
  await form.getByLabel(en.payments.dialog.voucher).fill('12');
  await form.getByRole('button', { name: en.payments.dialog.submitVoucher }).click();
  await expect(form).toContainText(en.payments.voucherInvalid);
  await snapBoth(page, 'buy-safely-order-voucher');

  // The voucher the phone generated (the simulator's phone page shows it), typed in.
  const phonePage = (await (
    await fetch(`${baseUrl}/api/payments/simulator/${reference}`)
  ).json()) as { voucher: string };
  await form.getByLabel(en.payments.dialog.voucher).fill(phonePage.voucher);
  await form.getByRole('button', { name: en.payments.dialog.submitVoucher }).click();
  await expect(form).toHaveCount(0);

  // Then the PIN prompt, and the order is paid.
  await page.getByTestId('order-open-prompt').click();
  await page.getByLabel(en.payments.prompt.pin).fill('1234');
  await page.getByRole('button', { name: en.payments.prompt.approve }).click();
  await expect(page.getByTestId('prompt-outcome')).toBeVisible();
  await page.goto(`/orders/${token}`);
  await expect(page.getByTestId('order-status')).toHaveText(o.status.paid);
  await context.close();
});
