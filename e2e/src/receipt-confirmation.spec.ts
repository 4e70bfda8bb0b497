// Receipts sellers confirm (decision 038): a buyer asks for a receipt on a product page;
// its public page says it is requested and not confirmed; the seller hears of it on WhatsApp,
// signs in, opens Receipts and confirms the amount received; the public page then says who
// confirmed it and when.
import { en } from '@dwa/domain/i18n/en';
import { formatGhs } from '@dwa/domain/money';
import type { Receipt } from '@dwa/domain/receipts';
import type { SellerProductList } from '@dwa/domain/seller-products';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, type TestSeller } from './seller-helpers.ts';

let seller: TestSeller;
let productId: string;

test.beforeAll(async ({ baseUrl, demoDataDir }) => {
  seller = await createSeller(baseUrl, demoDataDir, { product: { price: '120.50' } });
  const list = await fetch(`${baseUrl}/api/seller/products`, {
    headers: { cookie: seller.cookie },
  });
  productId = ((await list.json()) as SellerProductList).items[0]!.id;
});

test('a buyer asks for a receipt, the seller confirms it, the public page says so', async ({
  page,
  browser,
  baseUrl,
  outbox,
}) => {
  // The buyer, on the product page.
  await page.goto(`/products/${productId}`);
  await page.getByTestId('request-receipt').click();
  const dialog = page.getByRole('dialog', { name: en.receipt.dialogTitle });
  await dialog.getByLabel(en.receipt.buyerPhone).fill('024 123 4567');
  await dialog.getByLabel(en.receipt.amount).fill('120');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/receipts')),
    dialog.getByRole('button', { name: en.receipt.generate }).click(),
  ]);
  expect(response.status()).toBe(201);
  const receipt = (await response.json()) as Receipt;
  await expect(dialog.getByTestId('receipt-sent')).toContainText(seller.businessName);
  await expect(dialog.getByTestId('receipt-status')).toContainText(en.receipt.status.requested);

  // Its public page: requested, not confirmed; nothing claims Dwa saw a payment.
  await page.goto(`/receipts/${receipt.number}`);
  const status = page.getByTestId('receipt-status');
  await expect(status).toHaveAttribute('data-kind', 'requested');
  await expect(status).toContainText(en.receipt.status.requested);
  await expect(page.locator('main')).not.toContainText(en.receipt.status.paid);
  await snapBoth(page, 'receipt-public-requested');

  // The seller's WhatsApp message names the receipt and links to Receipts.
  await expect
    .poll(async () =>
      (await outbox.items()).find(
        (i) => i.eventType === 'receipt_requested' && i.text.includes(receipt.number),
      ),
    )
    .toMatchObject({ to: seller.e164 });
  const message = (await outbox.items()).find((i) => i.text.includes(receipt.number))!;
  expect(message.text).toContain(`${baseUrl}/seller/receipts`);

  // The seller signs in from that link and confirms what was received.
  const sellerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto('/seller/receipts');
  await expect(sellerPage).toHaveURL('/seller/login?redirect=%2Fseller%2Freceipts');
  await sellerPage.getByLabel(en.labels.phoneNumber).fill(seller.phone);
  await sellerPage.getByLabel(en.auth.password, { exact: true }).fill(seller.password);
  await sellerPage.getByRole('button', { name: en.seller.signIn }).click();
  await expect(sellerPage).toHaveURL('/seller/receipts');
  const nav = sellerPage.getByRole('navigation', { name: en.sellerCenter.tabsLabel });
  await expect(nav.getByRole('link', { name: en.sellerCenter.tabs.receipts })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = sellerPage.locator(`[data-testid=receipt-request][data-number="${receipt.number}"]`);
  await expect(card).toContainText(formatGhs(12_000));
  await expect(card).toContainText('024 123 4567');
  await snapBoth(sellerPage, 'seller-receipts');
  await expectNoSeriousViolations(sellerPage, 'the seller receipts');

  const confirmNamed = en.sellerReceipts.confirmNamed.replace('{{number}}', receipt.number);
  await card.getByRole('button', { name: confirmNamed }).click();
  const confirm = sellerPage.getByRole('dialog', { name: en.sellerReceipts.confirmDialog.title });
  const amount = confirm.getByLabel(en.sellerReceipts.confirmDialog.amount);
  await expect(amount).toHaveValue('120.00');
  // A bad amount is refused at the field before anything is sent.
  await amount.fill('0');
  await confirm.getByRole('button', { name: en.sellerReceipts.confirmDialog.submit }).click();
  await expect(confirm.getByText(en.validation.price)).toBeVisible();
  await amount.fill('115');
  await snapBoth(sellerPage, 'seller-receipts-confirm');
  await confirm.getByRole('button', { name: en.sellerReceipts.confirmDialog.submit }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'confirmed');
  await expect(sellerPage.getByTestId('receipts-answered-list')).toContainText(receipt.number);
  await sellerContext.close();

  // The public page now says who confirmed it and when, with the amount confirmed.
  await page.reload();
  await expect(status).toHaveAttribute('data-kind', 'confirmed');
  const [confirmedBy] = en.receipt.status.confirmed.split('{{date}}');
  await expect(status).toContainText(confirmedBy!.replace('{{seller}}', seller.businessName));
  await expect(page.getByTestId('receipt-amount')).toContainText(formatGhs(11_500));
  await snapBoth(page, 'receipt-public-confirmed');
  await expectNoSeriousViolations(page, 'the confirmed receipt');
});
