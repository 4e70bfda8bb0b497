// Buy safely by WhatsApp, through the admin's simulator (/admin/whatsapp/simulator), which signs
// each message and posts it to the real webhook (decision 066): a buyer searches by message,
// answers "buy 2", gives the place, opens the order link the bot sent and approves the MoMo
// prompt (the simulator's phone page), then receives the delivery code by message; the seller
// taps Accept under the new order's message, says where the rider collects it, and the buyer's
// order page says accepted.
import { en } from '@dwa/domain/i18n/en';
import { enServer } from '@dwa/domain/i18n/server/en';
import { apiCall } from './api-helpers.ts';
import { adminPassword, demoCredentials, freshPhone, snapBoth } from './auth-helpers.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { createSeller } from './seller-helpers.ts';
import { ANSWER_TIMEOUT, ask, botMessages, openSimulatorAs } from './simulator-helpers.ts';

const texts = en.simulator;
const o = en.orders;

/** A shop with Buy safely on (wallet saved) and one product that a rider delivers for GH₵ 20. */
async function buySafelyShop(baseUrl: string, dataDir: string, title: string) {
  const seller = await createSeller(baseUrl, dataDir, {
    product: { title, price: '150', category: 'fashion', deliveryCost: '20' },
  });
  const put = (path: string, body: unknown) => apiCall(baseUrl, seller.cookie, 'PUT', path, body);
  expect((await put('/api/seller/wallet', { phone: seller.phone, network: 'mtn' })).ok).toBe(true);
  expect((await put('/api/seller/profile/buy-safely', { enabled: true })).ok).toBe(true);
  return seller;
}

test('a buyer searches by message, buys result 2, pays and gets the code; the seller accepts', async ({
  browser,
  page,
  baseUrl,
  demoDataDir,
}) => {
  test.setTimeout(180_000);
  // A word no demo product has, so the answer lists exactly these two.
  const word = `bonwire${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'k')}`;
  const first = await buySafelyShop(baseUrl, demoDataDir, `Kente stole ${word}`);
  const second = await buySafelyShop(baseUrl, demoDataDir, `Kente scarf ${word}`);

  const login = await page.request.post('/api/auth/admin/login', {
    headers: { origin: baseUrl },
    data: { email: demoCredentials(demoDataDir).admin.email, password: adminPassword(demoDataDir) },
  });
  expect(login.status(), 'admin sign-in').toBe(200);

  const buyer = freshPhone('24');
  await openSimulatorAs(page, buyer.local);
  const results = await ask(page, word, 'like buy 2');
  await expect(results).toContainText(`Kente stole ${word}`);
  await expect(results).toContainText(`Kente scarf ${word}`);
  // Result 2 is whichever the answer lists second: the order must be for that one.
  const listed = (await results.getByTestId('chat-text').textContent()) ?? '';
  const secondTitle = listed.indexOf(`2. Kente stole`) >= 0 ? 'stole' : 'scarf';
  const seller = secondTitle === 'stole' ? first : second;

  const askPlace = await ask(page, 'buy 2', 'Where should it go?');
  await expect(askPlace).toContainText(`Kente ${secondTitle} ${word}`);
  await expect(askPlace).toContainText('GH₵ 20.00');
  const placed = await ask(page, 'Adum, Kumasi near the post office', 'A MoMo prompt for');
  await expect(placed).toContainText('total GH₵ 170.00');
  await snapBoth(page, 'whatsapp-buy-safely-placed');
  const orderHref = await placed.locator('a[href*="/orders/"]').first().getAttribute('href');
  expect(orderHref, 'the order link in the answer').toMatch(/\/orders\/[\w-]{22}$/);
  const number = ((await placed.textContent()) ?? '').match(/Order #(\d+)/)?.[1];
  expect(number, 'the order number').toBeDefined();

  // The buyer opens the link on their phone and approves the prompt that came to the number.
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const orderPage = await phone.newPage();
  await orderPage.goto(new URL(orderHref!).pathname);
  await waitForApp(orderPage);
  const order = orderPage.getByTestId('order');
  await expect(order.getByTestId('order-status')).toHaveText(o.status.awaiting_payment);
  const prompt = order.getByTestId('order-open-prompt');
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await prompt.click();
  await orderPage.getByLabel(en.payments.prompt.pin).fill('1234');
  await orderPage.getByRole('button', { name: en.payments.prompt.approve }).click();
  await expect(orderPage.getByTestId('prompt-outcome')).toBeVisible();

  // The code arrives by message.
  const paid = botMessages(page).filter({ hasText: 'Dwa has your payment' });
  await expect(paid).toHaveCount(1, { timeout: ANSWER_TIMEOUT });
  await expect(paid).toContainText(/only then: \d{4}/);

  // The seller taps Accept under the new order's message, then says where to collect it.
  await openSimulatorAs(page, seller.phone);
  const told = botMessages(page).filter({ hasText: `New Buy safely order #${number}` });
  await expect(told).toHaveCount(1, { timeout: ANSWER_TIMEOUT });
  const buttons = told.getByRole('group', { name: texts.replyButtons }).getByRole('button');
  await expect(buttons).toHaveText([
    enServer.whatsapp.orders.accept,
    enServer.whatsapp.orders.decline,
  ]);
  await buttons.first().click();
  await expect(botMessages(page).filter({ hasText: `accept ${number} Adum` })).toHaveCount(1, {
    timeout: ANSWER_TIMEOUT,
  });
  const accepted = await ask(
    page,
    `accept ${number} Adum, by the lorry station`,
    `Order #${number} accepted.`,
  );
  await expect(accepted).toContainText(
    'A Dwa rider will collect it from Adum, by the lorry station',
  );
  await snapBoth(page, 'whatsapp-buy-safely-seller');

  await orderPage.goto(new URL(orderHref!).pathname);
  await expect(order.getByTestId('order-status')).toHaveText(o.status.accepted);
  await phone.close();
});
