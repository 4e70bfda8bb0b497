// A rider works from WhatsApp alone, through the admin's simulator
// (/admin/whatsapp/simulator), which signs each message and posts it to the real webhook: a new
// seller asks for a rider; an unverified rider and an offline one are refused; a verified, online
// rider in the zone lists the jobs, accepts, picks up, is refused a wrong code, delivers with the
// code the recipient was texted (read from the outbox) and asks for the earnings; a second rider's
// accept of the same job is refused with 'Job already taken'.
//
// The riders are demo riders (packages/db/src/seed/demo-riders.ts) other than the first, whom the
// web journeys use; the job is in Tamale, where no demo job is open and only Abdul Rahman works.
import { enServer } from '@dwa/domain/i18n/server/en';
import { adminPassword, demoCredentials, freshPhone, OutboxReader } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { createSeller } from './seller-helpers.ts';
import { ask, openSimulatorAs } from './simulator-helpers.ts';

const refusals = enServer.errors.deliveries;

/** Demo riders by their seeded numbers (+23350 and 7,000,000 + i × 123,457). */
const RIDERS = {
  /** Verified, online, serves Tamale. */
  abdul: '0507246914',
  /** Verified, offline, serves Kumasi. */
  yaw: '0507123457',
  /** Not verified, online. */
  selorm: '0507493828',
};

test.describe.configure({ mode: 'serial' });

test('a rider takes a job from request to delivery by WhatsApp commands', async ({
  page,
  baseUrl,
  demoDataDir,
}) => {
  test.setTimeout(180_000);
  const seller = await createSeller(baseUrl, demoDataDir);
  const recipient = freshPhone('24');
  const requested = await page.request.post('/api/seller/deliveries', {
    headers: { origin: baseUrl, cookie: seller.cookie },
    data: {
      pickupLocation: 'Tamale Central Market',
      zone: 'tamale',
      dropoffLocation: 'Lamashegu',
      dropoffLandmark: 'Near the mosque',
      recipientName: 'Fatima Iddrisu',
      recipientPhone: recipient.local,
      fee: '30',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const n = ((await requested.json()) as { number: number }).number;

  const login = await page.request.post('/api/auth/admin/login', {
    headers: { origin: baseUrl },
    data: { email: demoCredentials(demoDataDir).admin.email, password: adminPassword(demoDataDir) },
  });
  expect(login.status(), 'admin sign-in').toBe(200);

  // Refused, and nothing changes: an unverified rider, then an offline one.
  await openSimulatorAs(page, RIDERS.selorm);
  await ask(page, `accept ${n}`, refusals.unverified);
  await openSimulatorAs(page, RIDERS.yaw);
  const offline = await ask(page, `accept ${n}`, refusals.offline);
  await expect(offline).toContainText(`Send online, then accept ${n} again.`);

  // The rider in the zone sees the job with what it pays, and takes it.
  await openSimulatorAs(page, RIDERS.abdul);
  const board = await ask(page, 'jobs', `#${n} · Tamale`);
  await expect(board).toContainText('New jobs near you:');
  await expect(board).toContainText('Tamale Central Market → Lamashegu (Near the mosque)');
  await expect(board).toContainText('You earn GH₵ 24.00');
  const accepted = await ask(page, `Accept #${n}`, `Job Accepted! #${n} is yours.`);
  await expect(accepted).toContainText('Recipient: Fatima Iddrisu');

  // Too late for anyone else.
  await openSimulatorAs(page, RIDERS.yaw);
  await ask(page, `accept ${n}`, refusals.alreadyTaken);

  await openSimulatorAs(page, RIDERS.abdul);
  await ask(page, `picked up ${n}`, 'Package picked up!');
  const code = await recipientCode(baseUrl, demoDataDir, recipient.e164);
  const wrong = code === '0000' ? '1111' : '0000';
  await ask(page, `delivered ${n} ${wrong}`, 'That is not the code the recipient got.');
  const delivered = await ask(page, `delivered ${n} ${code}`, `Package delivered! #${n} is done.`);
  await expect(delivered).toContainText('GH₵ 24.00');

  const earnings = await ask(page, 'earnings', "Today's earnings:");
  await expect(earnings).toContainText('Wallet balance: GH₵');
  await expect(earnings.locator('a[href$="/rider"]')).toBeVisible();
});

/** The 4-digit code the recipient was texted, from the outbox as a developer reads it. */
async function recipientCode(baseUrl: string, dataDir: string, phone: string) {
  const outbox = new OutboxReader(baseUrl, dataDir);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const item = (await outbox.items()).find(
          (i) => i.to === phone && i.eventType === 'delivery',
        );
        code = item?.text.match(/: (\d{4})\./)?.[1];
        return code;
      },
      { message: `the delivery code texted to ${phone}`, timeout: 10_000 },
    )
    .toBeDefined();
  return code!;
}
