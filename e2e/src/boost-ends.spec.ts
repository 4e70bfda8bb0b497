// A boost ends by itself: on a server of its own whose clock the journey may move
// (E2E_CLOCK=adjustable), a seller pays through the simulator, boosts a product for one day, the
// product leads the home page as Boosted; a day later the sweep has ended it and home shows it
// as any other product. Its own server because moving the time must not disturb other journeys.
import { en } from '@dwa/domain/i18n/en';
import { expect, test } from './fixtures.ts';
import { cards } from './product-cards.ts';
import { createSeller, type TestSeller } from './seller-helpers.ts';
import { type RunningServer, startServer } from './server-process.ts';

let server: RunningServer;
let seller: TestSeller;
const title = 'Kente stole for the weekend';

const api = async (path: string, body: unknown, cookie = '') => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

test.beforeAll(async () => {
  // The rule is the server's: one screen size is enough (and one server of its own to start).
  test.skip(test.info().project.name !== 'phone', 'phone only');
  // Demo data (its admin reads the sign-up code from the outbox) takes a while to draw.
  test.setTimeout(180_000);
  server = await startServer({ E2E_CLOCK: 'adjustable', LISTING_CACHE_MS: '0' });
  seller = await createSeller(server.url, server.dataDir, { product: { title } });
  // Verification and a pack of 5 credits, each approved on the simulator's prompt.
  for (const item of [{ item: 'verification' }, { item: 'credits', credits: 5 }]) {
    const payment = await api(
      '/api/seller/payments',
      { ...item, phone: seller.phone, network: 'mtn' },
      seller.cookie,
    );
    await api(`/api/payments/simulator/${payment.reference}`, { answer: 'approve', pin: '1234' });
  }
});
test.afterAll(async () => {
  await server?.stop();
});

test('a one-day boost leads home as Boosted, and a day later it has ended by itself', async ({
  page,
}) => {
  const mine = (await (
    await fetch(`${server.url}/api/seller/products`, { headers: { cookie: seller.cookie } })
  ).json()) as { items: { id: string; title: string }[] };
  const product = mine.items.find((p) => p.title === title)!;
  const boosted = await api(
    '/api/seller/products/bulk',
    { action: 'boost', ids: [product.id], days: 1 },
    seller.cookie,
  );
  expect(boosted).toMatchObject({ changed: 1, creditsLeft: 4 });

  // Among the demo's boosted products (boosts of 2 days or more), on the first page.
  await page.goto(`${server.url}/`);
  const card = cards(page).filter({ hasText: title });
  await expect(card.getByText(en.product.boosted)).toBeVisible();

  await api('/api/test/clock', { advanceMs: 24 * 60 * 60 * 1000 + 60_000 });
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByText(en.product.boosted)).toHaveCount(0);
});
