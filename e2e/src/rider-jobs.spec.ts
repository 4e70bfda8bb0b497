// Rider journeys against the real server. A new seller asks for riders through the
// seller API (the recipient's 4-digit code is read from that recipient's WhatsApp message in the
// outbox, as a developer would); the demo rider (verified, zones Accra Central and Tema) goes
// offline and online, sees the job, accepts, picks up, enters a wrong code and then the right one;
// a second job is proven by a photo after five wrong codes. A second rider whose board still
// shows a job another rider took is told 'Job already taken'; an unverified rider sees jobs but
// cannot accept; the profile is edited; the MoMo wallet is saved and the whole balance paid out.
import { en } from '@dwa/domain/i18n/en';
import { formatGhs, pesewasToCedisString } from '@dwa/domain/money';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, sessionCookie } from './api-helpers.ts';
import { demoCredentials, freshPhone, type OutboxReader, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, type TestSeller } from './seller-helpers.ts';
import { registerRider } from './session-helpers.ts';

// One demo-rider page through the file: each journey starts where the last ended.
test.describe.configure({ mode: 'serial' });

const rc = en.riderCenter;
const jobsText = rc.jobs;
const serverText = {
  alreadyTaken: 'Job already taken',
  codeWrong: en.deliveries.codeWrong,
};
/** Rider 3 of the demo data (Efua Arthur: verified, Cape Coast and Takoradi, offline). */
const SECOND_RIDER_PHONE = '+233507370371';

interface Job {
  id: string;
  number: number;
  code: string;
}

let seller: TestSeller;
let context: BrowserContext;
let page: Page;
let riderCookie: string;
const jobs: Job[] = [];

/** A rider's session, signed in with a WhatsApp code read from the outbox. */
async function signInRider(baseUrl: string, outbox: OutboxReader, e164: string) {
  const sent = await apiCall(baseUrl, '', 'POST', '/api/auth/codes', {
    phone: e164,
    purpose: 'rider_login',
  });
  expect(sent.ok, `rider code: ${sent.status}`).toBe(true);
  const code = await outbox.codeFor(e164);
  const response = await apiCall(baseUrl, '', 'POST', '/api/auth/rider/login', {
    phone: e164,
    code,
  });
  expect(response.status, 'rider sign-in').toBe(200);
  return sessionCookie(response);
}

async function contextWith(browser: Browser, baseUrl: string, cookie: string) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true });
  const at = cookie.indexOf('=');
  await ctx.addCookies([
    {
      name: cookie.slice(0, at),
      value: cookie.slice(at + 1),
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return ctx;
}

/** The seller asks for a rider in Accra Central; the code comes from the recipient's message. */
async function requestJob(baseUrl: string, outbox: OutboxReader, note: string): Promise<Job> {
  const recipient = freshPhone('20');
  const response = await apiCall(baseUrl, seller.cookie, 'POST', '/api/seller/deliveries', {
    pickupLocation: 'Makola Market, stall 14',
    zone: 'accra-central',
    dropoffLocation: 'Oxford Street, Osu',
    dropoffLandmark: 'Opposite the Frankies',
    recipientName: 'Abena Recipient',
    recipientPhone: recipient.local,
    deliveryNote: note,
    fee: '25',
  });
  expect(response.status, `delivery request: ${await response.clone().text()}`).toBe(201);
  const job = (await response.json()) as { id: string; number: number };
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const all = await outbox.items();
        const message = all.find((i) => i.to === recipient.e164 && i.eventType === 'delivery');
        // The only 4 digits once the tracking link is taken out (the shop's name has none).
        code = message?.text.replace(/https?:\/\/\S+/g, '').match(/\b(\d{4})\b/)?.[1];
        return code;
      },
      { message: 'the recipient’s delivery code in the outbox' },
    )
    .toBeDefined();
  return { ...job, code: code! };
}

/** A code that is not the job's. */
const wrongCode = (code: string) => (code === '1111' ? '2222' : '1111');

const toast = (p: Page, text: string) => p.locator('[data-sonner-toast]').filter({ hasText: text });
const cardOf = (p: Page, job: Job) =>
  p.locator(`[data-testid="job-card"][data-job-number="${job.number}"]`);

test.beforeAll(async ({ browser, baseUrl, demoDataDir, outbox }) => {
  seller = await createSeller(baseUrl, demoDataDir, { businessName: 'Rider Journey Shop' });
  riderCookie = await signInRider(baseUrl, outbox, demoCredentials(demoDataDir).rider.phone);
  context = await contextWith(browser, baseUrl, riderCookie);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

test('the dashboard shows the switch, the figures, shortcuts, payouts and activity', async () => {
  await page.goto('/rider');
  await expect(page.getByRole('heading', { name: /Kwame Mensah/ })).toBeVisible();
  const availability = page.getByRole('switch', { name: rc.dashboard.availability.label });
  await expect(availability).toBeVisible();
  // The demo rider is verified: no prompt.
  await expect(page.getByTestId('stat-wallet-balance')).toBeVisible();
  await expect(page.getByTestId('verification-prompt')).toHaveCount(0);
  for (const label of [
    rc.dashboard.stats.activeJobs,
    rc.dashboard.stats.todayEarnings,
    rc.dashboard.stats.rating,
    rc.dashboard.stats.walletBalance,
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // Demo data has completed jobs and payouts: the activity is real, not a sample.
  await expect(page.getByTestId('rider-activity').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('payout-history').getByTestId('payout-item').first()).toBeVisible();
  await snapBoth(page, 'rider-dashboard');
  await expectNoSeriousViolations(page, 'rider dashboard');
});

test('goes offline (saved on the server) and back online from the jobs page', async ({
  baseUrl,
  outbox,
}) => {
  jobs.push(await requestJob(baseUrl, outbox, 'Call before you come, please.'));
  const availability = page.getByRole('switch', { name: rc.dashboard.availability.label });
  if ((await availability.getAttribute('aria-checked')) === 'false') {
    await availability.click();
    await expect(availability).toHaveAttribute('aria-checked', 'true');
  }
  await availability.click();
  await expect(availability).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(rc.dashboard.availability.offlineHint)).toBeVisible();
  await page.reload();
  await expect(availability).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('link', { name: rc.dashboard.shortcuts.viewJobs }).click();
  await expect(page).toHaveURL('/rider/jobs');
  await expect(page.getByRole('heading', { name: jobsText.offlineTitle })).toBeVisible();
  await expect(page.getByTestId('tab-newJobs')).toHaveText(`${jobsText.tabs.newJobs} (0)`);
  await snapBoth(page, 'rider-jobs-offline');
  await page.getByRole('button', { name: jobsText.goOnline }).click();
  await expect(page.getByRole('switch', { name: rc.dashboard.availability.label })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const card = cardOf(page, jobs[0]!);
  await expect(card).toBeVisible();
  await expect(card.getByText('Oxford Street, Osu')).toBeVisible();
  await expect(card.getByText('Opposite the Frankies')).toBeVisible();
  await expect(card.getByText('Call before you come, please.')).toBeVisible();
  await expect(card.getByText(formatGhs(2_500))).toBeVisible();
  await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/233/,
  );
  // The recipient is nobody's business until the job is accepted.
  await expect(card.getByText('Abena Recipient')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await snapBoth(page, 'rider-jobs-new');
  await expectNoSeriousViolations(page, 'rider jobs');
});

test('accepts, picks up, gets a wrong code refused, then delivers with the right one', async () => {
  const job = jobs[0]!;
  await cardOf(page, job).getByRole('button', { name: jobsText.actions.accept }).click();
  await expect(toast(page, jobsText.toasts.accepted)).toBeVisible();
  await expect(page).toHaveURL('/rider/jobs?tab=assigned');
  const card = cardOf(page, job);
  await expect(card.getByText('Abena Recipient')).toBeVisible();
  await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+233/);
  await card.getByRole('button', { name: jobsText.actions.pickUp }).click();
  await expect(toast(page, jobsText.toasts.pickedUp)).toBeVisible();
  await expect(card.getByTestId('job-status')).toHaveText(en.deliveries.status.picked_up);

  await card.getByRole('button', { name: jobsText.actions.deliver }).click();
  const code = card.getByLabel(jobsText.actions.code);
  // Digits only, at most four.
  await code.fill('12ab345');
  await expect(code).toHaveValue('1234');
  await code.fill(wrongCode(job.code));
  await card.getByRole('button', { name: jobsText.actions.confirmCode }).click();
  await expect(toast(page, jobsText.toasts.updateFailed)).toBeVisible();
  await expect(card.getByText(serverText.codeWrong).first()).toBeVisible();
  await expect(card.getByText(/Wrong codes so far: 1 of 5/)).toBeVisible();
  await snapBoth(page, 'rider-jobs-wrong-code');

  await code.fill(job.code);
  await card.getByRole('button', { name: jobsText.actions.confirmCode }).click();
  await expect(toast(page, jobsText.toasts.delivered)).toBeVisible();
  // Delivered leaves Assigned (as the dashboard's active jobs count it) for the top of History,
  // waiting there for the seller's confirmation (or 24 h; decision 064).
  await expect(card).toHaveCount(0);
  await page.getByTestId('tab-history').click();
  await expect(card.getByTestId('job-status')).toHaveText(en.deliveries.status.delivered);
  await expect(card.getByText(jobsText.card.awaitingConfirm)).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('after five wrong codes a photo taken in the app proves the delivery', async ({
  baseUrl,
  outbox,
}) => {
  const job = await requestJob(baseUrl, outbox, 'Gate is blue.');
  jobs.push(job);
  // Accepted and picked up through the API; the codes are typed in the page.
  expect(
    (await apiCall(baseUrl, riderCookie, 'POST', `/api/rider/jobs/${job.id}/accept`)).status,
  ).toBe(200);
  expect(
    (await apiCall(baseUrl, riderCookie, 'POST', `/api/rider/jobs/${job.id}/pickup`)).status,
  ).toBe(200);
  await page.getByTestId('tab-assigned').click();
  await page.getByRole('button', { name: jobsText.refresh }).click();
  const card = cardOf(page, job);
  await card.getByRole('button', { name: jobsText.actions.deliver }).click();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await card.getByLabel(jobsText.actions.code).fill(wrongCode(job.code));
    await card.getByRole('button', { name: jobsText.actions.confirmCode }).click();
    if (attempt < 5) {
      await expect(card.getByText(new RegExp(`Wrong codes so far: ${attempt} of 5`))).toBeVisible();
    }
  }
  await expect(card.getByText(jobsText.actions.photoTitle)).toBeVisible();
  await expect(card.getByLabel(jobsText.actions.code)).toHaveCount(0);
  const input = card.getByTestId('proof-photo-input');
  await expect(input).toHaveAttribute('capture', 'environment');
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  await input.setInputFiles({ name: 'proof.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(card.getByRole('img', { name: jobsText.actions.photoAlt })).toBeVisible();
  await snapBoth(page, 'rider-jobs-photo-proof');
  await card.getByRole('button', { name: jobsText.actions.sendPhoto }).click();
  await expect(toast(page, jobsText.toasts.delivered)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByTestId('tab-history').click();
  await expect(card.getByTestId('job-status')).toHaveText(en.deliveries.status.delivered);
  await expect(card.getByTestId('photo-proof')).toHaveCount(0);
});

test("a second rider's accept of a job another rider took fails with 'Job already taken'", async ({
  browser,
  baseUrl,
  outbox,
}) => {
  const job = await requestJob(baseUrl, outbox, 'Fragile.');
  const second = await signInRider(baseUrl, outbox, SECOND_RIDER_PHONE);
  // Moved into Accra Central and online for this journey; put back as it was afterwards.
  const before = (await (await apiCall(baseUrl, second, 'GET', '/api/rider/profile')).json()) as {
    name: string;
    baseLocation: string;
    vehicleType: string;
    serviceZones: string[];
    languages: string[];
  };
  const details = {
    name: before.name,
    baseLocation: before.baseLocation,
    vehicleType: before.vehicleType,
    languages: before.languages,
  };
  const moved = await apiCall(baseUrl, second, 'PUT', '/api/rider/profile', {
    ...details,
    serviceZones: [...before.serviceZones, 'accra-central'],
  });
  expect(moved.ok, `profile: ${moved.status}`).toBe(true);
  expect(
    (await apiCall(baseUrl, second, 'PUT', '/api/rider/availability', { online: true })).ok,
  ).toBe(true);
  const ctx = await contextWith(browser, baseUrl, second);
  try {
    const other = await ctx.newPage();
    await other.goto('/rider/jobs');
    const card = cardOf(other, job);
    await expect(card).toBeVisible();
    // The demo rider takes it first; the second rider's page still shows it.
    const taken = await apiCall(baseUrl, riderCookie, 'POST', `/api/rider/jobs/${job.id}/accept`);
    expect(taken.status).toBe(200);
    await card.getByRole('button', { name: jobsText.actions.accept }).click();
    const refusal = toast(other, jobsText.toasts.acceptFailed);
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(serverText.alreadyTaken);
    // The board is asked again: the job is gone from New Jobs.
    await expect(card).toHaveCount(0);
  } finally {
    await apiCall(baseUrl, second, 'PUT', '/api/rider/profile', {
      ...details,
      serviceZones: before.serviceZones,
    });
    await apiCall(baseUrl, second, 'PUT', '/api/rider/availability', { online: false });
    await ctx.close();
  }
});

test('an unverified rider sees jobs and the verification prompt but cannot accept', async ({
  browser,
  baseUrl,
  outbox,
}) => {
  const job = await requestJob(baseUrl, outbox, 'Unverified check.');
  const cookie = await registerRider(baseUrl, outbox);
  const ctx = await contextWith(browser, baseUrl, cookie);
  try {
    const other = await ctx.newPage();
    await other.goto('/rider');
    const prompt = other.getByTestId('verification-prompt');
    await expect(
      prompt.getByRole('heading', { name: rc.dashboard.verification.title }),
    ).toBeVisible();
    await expect(prompt).toContainText('An admin');
    await expect(other.getByText(rc.dashboard.stats.noRatings)).toBeVisible();
    await expect(other.getByText(rc.payouts.needWallet)).toBeVisible();
    await expect(other.getByText(rc.dashboard.activity.empty)).toBeVisible();
    await snapBoth(other, 'rider-dashboard-unverified');
    await other.getByRole('switch', { name: rc.dashboard.availability.label }).click();
    await expect(
      other.getByRole('switch', { name: rc.dashboard.availability.label }),
    ).toHaveAttribute('aria-checked', 'true');
    await other.getByRole('link', { name: rc.dashboard.shortcuts.viewJobs }).click();
    await expect(other.getByTestId('jobs-unverified')).toBeVisible();
    const card = cardOf(other, job);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: jobsText.actions.accept })).toBeDisabled();
    await snapBoth(other, 'rider-jobs-unverified');
    // The server refuses it too.
    const refused = await apiCall(baseUrl, cookie, 'POST', `/api/rider/jobs/${job.id}/accept`);
    expect(refused.status).toBe(403);

    // The profile: details, at least one zone, verification status read-only.
    await other.getByRole('link', { name: rc.nav.profile, exact: true }).click();
    await expect(other).toHaveURL('/rider/profile');
    await expect(other.getByTestId('rider-verification-status')).toHaveText(
      rc.profile.verification.unverified,
    );
    await snapBoth(other, 'rider-profile');
    await expectNoSeriousViolations(other, 'rider profile');
    const details = other.getByTestId('rider-details');
    await details.getByLabel(en.enums.serviceZone['accra-central']).uncheck();
    await details.getByRole('button', { name: rc.profile.save }).click();
    await expect(details.getByText(en.deliveries.zonesRequired)).toBeVisible();
    await details.getByLabel(en.enums.serviceZone.tema).check();
    await details.getByLabel(en.rider.baseLocation).fill('Tema Community 25');
    await details.getByRole('button', { name: rc.profile.save }).click();
    await expect(toast(other, rc.profile.updated)).toBeVisible();
    await other.reload();
    await expect(other.getByTestId('rider-details').getByLabel(en.rider.baseLocation)).toHaveValue(
      'Tema Community 25',
    );

    const photoCard = other.getByTestId('rider-photo-card');
    const picture = await sharp({
      create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await photoCard
      .getByTestId('rider-photo-input')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await photoCard.getByRole('button', { name: rc.profile.photo.upload }).click();
    await expect(toast(other, rc.profile.photo.uploaded)).toBeVisible();
    await expect(photoCard.getByRole('img', { name: /New Rider/ })).toBeVisible();
    await snapBoth(other, 'rider-profile-photo');
    await photoCard.getByRole('button', { name: rc.profile.photo.remove }).click();
    await expect(toast(other, rc.profile.photo.removed)).toBeVisible();
    await expect(photoCard.getByText(rc.profile.photo.none)).toBeVisible();
  } finally {
    await ctx.close();
  }
});

test('saves the MoMo wallet in its dialog and asks for the whole balance as a payout', async ({
  baseUrl,
}) => {
  // The seller confirms the first delivery: its earnings reach the rider's wallet.
  const confirmed = await apiCall(
    baseUrl,
    seller.cookie,
    'POST',
    `/api/seller/deliveries/${jobs[0]!.id}/confirm`,
    { rating: 5 },
  );
  expect(confirmed.ok, `confirm: ${confirmed.status}`).toBe(true);
  await page.goto('/rider/jobs?tab=history');
  await expect(cardOf(page, jobs[0]!).getByTestId('job-status')).toHaveText(
    en.deliveries.status.completed,
  );
  await snapBoth(page, 'rider-jobs-history');
  await page.goto('/rider');
  await page.getByRole('button', { name: rc.dashboard.shortcuts.setupWallet }).click();
  const dialog = page.getByTestId('rider-wallet-dialog');
  await expect(dialog.getByRole('heading', { name: rc.wallet.title })).toBeVisible();
  const momo = freshPhone('24');
  await dialog.getByLabel(rc.wallet.phone).fill('');
  await dialog.getByRole('button', { name: rc.wallet.save }).click();
  await expect(dialog.getByText(en.payouts.phoneRequired)).toBeVisible();
  await dialog.getByLabel(rc.wallet.phone).fill(momo.local);
  await dialog.getByLabel(rc.wallet.network).selectOption('mtn');
  await snapBoth(page, 'rider-wallet-dialog');
  await dialog.getByRole('button', { name: rc.wallet.save }).click();
  await expect(toast(page, rc.wallet.saved)).toBeVisible();
  await expect(dialog).not.toBeVisible();

  const card = page.getByTestId('payout-card');
  await expect(card.getByTestId('payout-wallet')).toContainText(en.enums.momoNetwork.mtn);
  const summary = (await (
    await apiCall(baseUrl, riderCookie, 'GET', '/api/rider/wallet')
  ).json()) as {
    balancePesewas: number;
  };
  expect(summary.balancePesewas).toBeGreaterThan(0);
  const amount = card.getByLabel(rc.payouts.amount);
  // More than the balance: refused on the field before any request.
  await amount.fill(pesewasToCedisString(summary.balancePesewas + 100));
  await card.getByRole('button', { name: rc.payouts.request }).click();
  await expect(card.getByText(en.payouts.amountAboveBalance)).toBeVisible();
  await card.getByRole('button', { name: rc.payouts.useAll }).click();
  await card.getByRole('button', { name: rc.payouts.request }).click();
  await expect(toast(page, rc.payouts.requested)).toBeVisible();
  await expect(card.getByText(rc.payouts.nothing)).toBeVisible();
  const first = page.getByTestId('payout-history').getByTestId('payout-item').first();
  await expect(first).toContainText(formatGhs(summary.balancePesewas));
  await expect(first.getByTestId('payout-status')).toHaveText(rc.payouts.status.requested);
  await snapBoth(page, 'rider-dashboard-payout');
});
