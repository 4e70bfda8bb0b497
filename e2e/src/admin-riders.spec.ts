// The admin's Riders and Deliveries and Mobile Money screens, through the screens: a
// fresh rider is found by WhatsApp number and verified (the badge says Verified); two riders who
// earned a delivery each ask for a payout, the admin approves one and rejects the other with a
// reason, and the statuses show; an open delivery job is cancelled from the Delivery Jobs tab; a
// payment made through the simulator is on the Mobile Money screen with its fee and net, and
// the ledger check is OK. Every rider, seller and job here is made by this file.
import { enAdminRiders } from '@dwa/domain/i18n/admin-riders/en';
import { formatGhs } from '@dwa/domain/money';
import type { Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { apiCall, sessionCookie } from './api-helpers.ts';
import {
  adminPassword,
  demoCredentials,
  freshPhone,
  type OutboxReader,
  snapBoth,
} from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, type TestSeller } from './seller-helpers.ts';

const ar = enAdminRiders.adminRiders;
const am = enAdminRiders.adminMoney;
const ZONE = 'cape-coast';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** A brand-new rider in Cape Coast (unverified, offline), with a session. */
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
    baseLocation: 'Kotokuraba, Cape Coast',
    vehicleType: 'motorbike',
    serviceZones: [ZONE],
    languages: ['english'],
    code: await outbox.codeFor(phone.e164),
  });
  expect(response.status, 'rider registration').toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, name, phone, cookie: sessionCookie(response) };
}

async function adminApiCookie(baseUrl: string, dataDir: string, outbox: OutboxReader) {
  await outbox.items(); // the outbox reader settles the admin's first password change
  const response = await apiCall(baseUrl, '', 'POST', '/api/auth/admin/login', {
    email: demoCredentials(dataDir).admin.email,
    password: adminPassword(dataDir),
  });
  expect(response.ok, 'admin sign-in').toBe(true);
  return sessionCookie(response);
}

/** A delivery the seller asks for in Cape Coast; its recipient's code comes from the outbox. */
async function requestDelivery(baseUrl: string, seller: TestSeller, fee: string) {
  const response = await apiCall(baseUrl, seller.cookie, 'POST', '/api/seller/deliveries', {
    pickupLocation: 'Kotokuraba Market, Cape Coast',
    zone: ZONE,
    dropoffLocation: 'Abura, Cape Coast',
    recipientName: 'Araba Recipient',
    recipientPhone: freshPhone('20').local,
    fee,
  });
  expect(response.status, 'delivery request').toBe(201);
  return (await response.json()) as { id: string; number: number };
}

async function recipientCode(outbox: OutboxReader, jobId: string) {
  let code = '';
  await expect
    .poll(async () => {
      const message = (await outbox.items()).find(
        (i) => i.eventType === 'delivery' && i.text.includes(`/track/${jobId}`),
      );
      code = message?.text.match(/: (\d{4})\./)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** A rider verified by the admin (API) who delivers one job of `fee` cedis and asks for all of
 * the earning as a payout to a saved MoMo wallet. */
async function riderWithPayout(
  baseUrl: string,
  outbox: OutboxReader,
  admin: string,
  seller: TestSeller,
  name: string,
  fee: string,
) {
  const rider = await newRider(baseUrl, outbox, name);
  const ok = async (response: Promise<Response>, what: string) => {
    const answer = await response;
    expect(answer.ok, `${what}: ${answer.status}`).toBe(true);
    return answer;
  };
  await ok(
    apiCall(baseUrl, admin, 'POST', `/api/admin/riders/${rider.id}/verification`, {
      verified: true,
    }),
    'verify',
  );
  await ok(
    apiCall(baseUrl, rider.cookie, 'PUT', '/api/rider/availability', { online: true }),
    'online',
  );
  const job = await requestDelivery(baseUrl, seller, fee);
  for (const step of ['accept', 'pickup']) {
    await ok(apiCall(baseUrl, rider.cookie, 'POST', `/api/rider/jobs/${job.id}/${step}`), step);
  }
  const code = await recipientCode(outbox, job.id);
  await ok(
    apiCall(baseUrl, rider.cookie, 'POST', `/api/rider/jobs/${job.id}/deliver`, { code }),
    'deliver',
  );
  await ok(
    apiCall(baseUrl, seller.cookie, 'POST', `/api/seller/deliveries/${job.id}/confirm`, {}),
    'confirm',
  );
  await ok(
    apiCall(baseUrl, rider.cookie, 'PUT', '/api/rider/wallet', {
      phone: rider.phone.local,
      network: 'mtn',
      accountName: name,
    }),
    'wallet',
  );
  const wallet = (await (
    await apiCall(baseUrl, rider.cookie, 'GET', '/api/rider/wallet')
  ).json()) as {
    balancePesewas: number;
  };
  expect(wallet.balancePesewas).toBeGreaterThan(0);
  const payout = await ok(
    apiCall(baseUrl, rider.cookie, 'POST', '/api/rider/payouts', {
      amount: (wallet.balancePesewas / 100).toFixed(2),
    }),
    'payout',
  );
  return {
    ...rider,
    payoutId: ((await payout.json()) as { id: string }).id,
    amount: wallet.balancePesewas,
  };
}

test.describe('Admin riders, deliveries and money', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, baseUrl, demoDataDir }) => {
    await signInAdmin(page.request, baseUrl, demoDataDir);
  });

  test('finds a new rider by WhatsApp number and verifies them', async ({
    page,
    baseUrl,
    outbox,
  }) => {
    const rider = await newRider(baseUrl, outbox, `Kwesi Verify ${Date.now() % 10_000}`);
    await page.goto('/admin/riders');
    await expect(page.getByRole('heading', { level: 1, name: ar.title })).toBeVisible();
    const total = page.getByTestId('counter-total').locator('dd');
    await expect(total).not.toHaveText('…');
    // The number as a person would type it, with spaces.
    const local = rider.phone.local;
    await page
      .getByLabel(ar.searchLabel)
      .fill(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`);
    const rows = page.getByTestId('admin-rider-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(rider.name);
    await expect(row).toContainText('Kotokuraba, Cape Coast');
    await expect(row.getByTestId('rider-not-verified')).toHaveText(ar.riders.notVerified);
    await snapBoth(page, 'admin-riders');
    await expectNoSeriousViolations(page, 'the admin riders screen');

    const verified = page.getByTestId('counter-verified').locator('dd');
    const before = Number((await verified.textContent())?.replace(/\D/g, ''));
    await row
      .getByRole('button', { name: fill(ar.riders.verifyNamed, { name: rider.name }) })
      .click();
    await expect(toast(page, `${rider.name} is verified until`)).toBeVisible();
    await expect(row.getByTestId('rider-verified')).toHaveText(ar.riders.verified);
    await expect(verified).toHaveText(String(before + 1));
    await row.scrollIntoViewIfNeeded();
    await snapBoth(page, 'admin-riders-verified');
    // The server agrees: the rider may now take jobs.
    const dashboard = await apiCall(baseUrl, rider.cookie, 'GET', '/api/rider/dashboard');
    expect(((await dashboard.json()) as { isVerified: boolean }).isVerified).toBe(true);
  });

  test('approves one payout and rejects another with a reason', async ({
    page,
    baseUrl,
    demoDataDir,
    outbox,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminApiCookie(baseUrl, demoDataDir, outbox);
    const seller = await createSeller(baseUrl, demoDataDir);
    const suffix = Date.now() % 10_000;
    const paid = await riderWithPayout(baseUrl, outbox, admin, seller, `Ekow Paid ${suffix}`, '15');
    const refused = await riderWithPayout(
      baseUrl,
      outbox,
      admin,
      seller,
      `Esi Refused ${suffix}`,
      '10',
    );

    await page.goto('/admin/riders?tab=payouts');
    const row = (id: string) =>
      page.locator(`[data-testid=admin-payout-row][data-payout-id="${id}"]`);
    await expect(row(paid.payoutId).getByTestId('admin-payout-status')).toHaveText(
      ar.payouts.status.requested,
    );
    await expect(row(paid.payoutId)).toContainText(formatGhs(paid.amount));
    await snapBoth(page, 'admin-riders-payouts');

    await row(paid.payoutId)
      .getByRole('button', {
        name: fill(ar.payouts.approveNamed, { amount: formatGhs(paid.amount), name: paid.name }),
      })
      .click();
    const approve = page.getByTestId('approve-payout-dialog');
    await expect(approve).toContainText(formatGhs(paid.amount));
    await approve.getByRole('button', { name: ar.approveDialog.submit }).click();
    await expect(toast(page, `Payout to ${paid.name}`)).toBeVisible();
    // The simulator's transfer succeeds at once.
    await expect(row(paid.payoutId).getByTestId('admin-payout-status')).toHaveText(
      ar.payouts.status.paid,
    );
    await expect(row(paid.payoutId).getByRole('button')).toHaveCount(0);

    await row(refused.payoutId)
      .getByRole('button', {
        name: fill(ar.payouts.rejectNamed, {
          amount: formatGhs(refused.amount),
          name: refused.name,
        }),
      })
      .click();
    const reject = page.getByTestId('reject-payout-dialog');
    await reject.getByRole('button', { name: ar.rejectDialog.submit }).click();
    await expect(reject.getByText(ar.rejectDialog.reasonRequired)).toBeVisible();
    await reject.getByLabel(ar.rejectDialog.reason).fill('Wallet name does not match the rider');
    await snapBoth(page, 'admin-riders-reject-dialog');
    await reject.getByRole('button', { name: ar.rejectDialog.submit }).click();
    await expect(toast(page, fill(ar.payouts.rejectedToast, { name: refused.name }))).toBeVisible();
    await expect(row(refused.payoutId).getByTestId('admin-payout-status')).toHaveText(
      ar.payouts.status.rejected,
    );
    await expect(row(refused.payoutId)).toContainText('Wallet name does not match the rider');
    await row(paid.payoutId).scrollIntoViewIfNeeded();
    await snapBoth(page, 'admin-riders-payouts-decided');

    // The riders see the same on their side.
    const history = async (cookie: string) =>
      (
        (await (await apiCall(baseUrl, cookie, 'GET', '/api/rider/payouts')).json()) as {
          items: { id: string; status: string }[];
        }
      ).items;
    expect((await history(paid.cookie)).find((p) => p.id === paid.payoutId)?.status).toBe('paid');
    expect((await history(refused.cookie)).find((p) => p.id === refused.payoutId)?.status).toBe(
      'rejected',
    );
  });

  test('cancels an open delivery job from the Delivery Jobs tab', async ({
    page,
    baseUrl,
    demoDataDir,
  }) => {
    const seller = await createSeller(baseUrl, demoDataDir);
    const job = await requestDelivery(baseUrl, seller, '20');
    await page.goto('/admin/riders');
    await page.getByRole('tab', { name: ar.tabs.jobs }).click();
    await expect(page).toHaveURL(/tab=jobs/);
    const row = page.locator(`[data-testid=admin-job-row][data-job-number="${job.number}"]`);
    await expect(row.getByTestId('admin-job-status')).toHaveText(ar.jobs.status.requested);
    await expect(row.getByTestId('admin-job-rider')).toContainText(ar.jobs.unassigned);
    await expect(row.getByTestId('admin-job-seller')).toContainText(seller.businessName);
    await snapBoth(page, 'admin-riders-jobs');

    await row
      .getByRole('button', { name: fill(ar.jobs.cancelNamed, { number: job.number }) })
      .click();
    const dialog = page.getByTestId('cancel-job-dialog');
    await dialog.getByLabel(ar.cancelDialog.reason).fill('Seller called: the buyer cancelled');
    await dialog.getByRole('button', { name: ar.cancelDialog.submit }).click();
    await expect(toast(page, fill(ar.jobs.cancelled, { number: job.number }))).toBeVisible();
    await expect(row.getByTestId('admin-job-status')).toHaveText(ar.jobs.status.cancelled);
    await expect(row).toContainText('Seller called: the buyer cancelled');
    await expect(row.getByRole('button')).toHaveCount(0);
    // The seller's list says so too.
    const mine = (await (
      await apiCall(baseUrl, seller.cookie, 'GET', '/api/seller/deliveries')
    ).json()) as { items: { id: string; status: string }[] };
    expect(mine.items.find((d) => d.id === job.id)?.status).toBe('cancelled');
  });

  test('lists a payment made through the simulator on the Mobile Money screen', async ({
    page,
    baseUrl,
    demoDataDir,
  }) => {
    const seller = await createSeller(baseUrl, demoDataDir);
    const started = await apiCall(baseUrl, seller.cookie, 'POST', '/api/seller/payments', {
      item: 'verification',
      phone: seller.phone,
      network: 'mtn',
    });
    expect(started.status, 'payment start').toBeLessThan(300);
    const { reference } = (await started.json()) as { reference: string };
    const answered = await apiCall(baseUrl, '', 'POST', `/api/payments/simulator/${reference}`, {
      answer: 'approve',
      pin: '1234',
    });
    expect(answered.ok, 'simulator approval').toBe(true);

    await page.goto('/admin/money?status=success');
    await expect(page.getByRole('heading', { level: 1, name: am.title })).toBeVisible();
    const row = page.locator(`[data-testid=admin-payment-row][data-reference="${reference}"]`);
    await expect(row).toContainText(seller.businessName);
    await expect(row).toContainText(am.purpose.verification);
    await expect(row).toContainText(formatGhs(5000));
    await expect(row).toContainText(am.status.success);
    await expect(page.getByTestId('money-total-count').locator('dd')).not.toHaveText('0');
    await expect(page.getByTestId('ledger-check')).toBeVisible();
    await expect(
      page.getByTestId('ledger-ok').or(page.getByTestId('ledger-problems')),
    ).toBeVisible();
    await snapBoth(page, 'admin-money');
    await row.scrollIntoViewIfNeeded();
    await snapBoth(page, 'admin-money-row');
    await page.getByTestId('ledger-check').scrollIntoViewIfNeeded();
    await snapBoth(page, 'admin-money-ledger');
    await expectNoSeriousViolations(page, 'the admin money screen');

    // A status with none of this payment leaves it out.
    await page.getByLabel(am.filters.status).selectOption('failed');
    await expect(page).toHaveURL(/status=failed/);
    await expect(row).toHaveCount(0);
  });
});
