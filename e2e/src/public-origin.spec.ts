// One public origin for every link (decision 036). The journeys' server is configured with
// PUBLIC_ORIGIN = http://127.0.0.1:<port>; a visitor here opens it by another name of the same
// machine (http://localhost:<port>), as a phone on the LAN or a proxy's inner name would. The
// WhatsApp message, the receipt's "Verify at" link, the canonical link and the sitemap all name
// the configured origin, never the address the tab was opened at.
import type { ProductListResponse } from '@dwa/domain/products';
import type { Receipt } from '@dwa/domain/receipts';
import { expect, navigateInApp, test } from './fixtures.ts';

test('every link names the configured public origin, whatever address the page was opened at', async ({
  page,
  baseUrl,
}) => {
  const other = baseUrl.replace('127.0.0.1', 'localhost');
  expect(other).not.toBe(baseUrl);
  const listing = (await (
    await page.request.get(`${baseUrl}/api/products`)
  ).json()) as ProductListResponse;
  const product = listing.items[0]!;

  // A page the browser renders itself (a private area's shell), then a product inside the app:
  // the WhatsApp message links the product on the configured origin.
  await page.goto(`${other}/seller/login`);
  await navigateInApp(page, `/products/${product.id}`);
  const whatsapp = page.getByTestId('whatsapp-link');
  await expect(whatsapp).toBeVisible();
  const message = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '');
  expect(message).toContain(`${baseUrl}/products/${product.id}`);
  expect(message).not.toContain('localhost');

  // The same product page loaded from the server: the same link, and the canonical one.
  await page.goto(`${other}/products/${product.id}`);
  const rendered = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '');
  expect(rendered).toContain(`${baseUrl}/products/${product.id}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseUrl}/products/${product.id}`,
  );

  // The receipt's "Verify at" link, asked for at the other address.
  const answer = await page.request.post(`${other}/api/receipts`, {
    headers: { origin: other },
    data: { productId: product.id, buyerPhone: '024 123 4567', amount: '10' },
  });
  expect(answer.status()).toBe(201);
  const receipt = (await answer.json()) as Receipt;
  expect(receipt.verificationUrl).toBe(`${baseUrl}/receipts/${receipt.number}`);

  // The sitemap and robots.txt.
  const robots = await (await page.request.get(`${other}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  const sitemap = await (await page.request.get(`${other}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${baseUrl}/`);
  expect(sitemap).not.toContain('localhost');
});
