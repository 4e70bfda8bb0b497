// Platform Settings, the Audit Log and the pre-launch checks on the demo server, as
// the demo admin: a new home page banner shows on the home page at once and the audit log lists
// the change with its before and after; a live stream added for a fresh seller shows in the
// home page's live strip until it is ended; the pre-launch checks on the demo setup say
// 'Warnings Present' (no check failed; which ones warn is read from the screen and the server
// alike), Refresh Checks runs them again, and the launch is recorded.
import type { AuditList } from '@dwa/domain/admin/audit';
import type { PrelaunchReport } from '@dwa/domain/admin/prelaunch';
import type { AdminSettings } from '@dwa/domain/admin/settings';
import { en } from '@dwa/domain/i18n/en';
import type { Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { createSeller } from './seller-helpers.ts';

test.describe.configure({ mode: 'serial' });

const s = en.adminSettings;
const p = en.adminPrelaunch;

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.beforeEach(async ({ page, baseUrl, demoDataDir }) => {
  await signInAdmin(page.request, baseUrl, demoDataDir);
});

test('a new banner shows on the home page at once, and the audit log has its before and after', async ({
  page,
  context,
  baseUrl,
}) => {
  const before = (await api<AdminSettings>(page, '/api/admin/settings')).platform.bannerText;
  const banner = `Christmas market this Saturday ${Date.now().toString(36)}`;

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: s.title, exact: true })).toBeVisible();
  const contacts = page.getByTestId('settings-contacts');
  await expect(contacts.getByLabel(s.contacts.bannerText, { exact: true })).toHaveValue(
    before ?? '',
  );
  await snapBoth(page, 'admin-settings');
  await expectNoSeriousViolations(page);

  // A bad e-mail is refused beside its field; nothing is saved.
  const email = contacts.getByLabel(s.contacts.supportEmail);
  const savedEmail = await email.inputValue();
  await email.fill('not-an-email');
  await contacts.getByTestId('save-contacts').click();
  await expect(contacts.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText(s.saveError)).toBeVisible();
  await email.fill(savedEmail);

  await contacts.getByLabel(s.contacts.bannerText, { exact: true }).fill(banner);
  await contacts.getByTestId('save-contacts').click();
  await expect(page.getByText(s.saved)).toBeVisible();
  expect((await api<AdminSettings>(page, '/api/admin/settings')).platform.bannerText).toBe(banner);

  await page.goto('/');
  await expect(page.getByTestId('site-banner')).toContainText(banner);
  await snapBoth(page, 'home-banner');

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: en.adminAudit.title, exact: true })).toBeVisible();
  await page.getByLabel(en.adminAudit.action).fill('settings.update');
  await page.getByRole('button', { name: en.adminAudit.apply }).click();
  await expect(page).toHaveURL(/action=settings\.update/);
  const entry = page.getByTestId('audit-entry').first();
  await expect(entry.getByTestId('audit-action')).toHaveText('settings.update');
  await expect(entry.getByTestId('audit-actor')).toContainText('admin@dwa.local');
  const change = entry.getByTestId('audit-changes').getByRole('listitem').filter({
    hasText: en.adminAudit.fields.bannerText,
  });
  await expect(change).toContainText(`${before ?? '—'} → ${banner}`);
  // The server's newest settings change is the same one.
  const log = await api<AuditList>(page, '/api/admin/audit?action=settings.update');
  expect(log.items[0]?.after).toMatchObject({ bannerText: banner });
  await entry.scrollIntoViewIfNeeded();
  await snapBoth(page, 'admin-audit');
  await expectNoSeriousViolations(page);

  // A Twi banner shows to Twi readers; Pidgin readers, without one, see the English (issue 33).
  const twi = `Dwabɔ da yɛ Memeneda ${Date.now().toString(36)}`;
  await page.goto('/admin/settings');
  await contacts.getByLabel(s.contacts.bannerTextTw).fill(twi);
  await contacts.getByLabel(s.contacts.bannerTextPidgin).fill('');
  await contacts.getByTestId('save-contacts').click();
  await expect(page.getByText(s.saved)).toBeVisible();
  await chooseLanguage(context, baseUrl, 'tw');
  await page.goto('/');
  await expect(page.getByTestId('site-banner')).toHaveText(twi);
  await chooseLanguage(context, baseUrl, 'pidgin');
  await page.goto('/');
  await expect(page.getByTestId('site-banner')).toHaveText(banner);
  await chooseLanguage(context, baseUrl, 'en');
});

test('Buy safely’s timers are set in the money settings; out of range is refused beside the field', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  const money = page.getByTestId('settings-money');
  const accept = money.getByLabel(s.money.orderAcceptHours);
  await expect(accept).toHaveValue('24');
  await accept.fill('200');
  await money.getByTestId('save-money').click();
  await expect(money.getByText('Enter from 1 to 168 hours (a week).')).toBeVisible();
  expect((await api<AdminSettings>(page, '/api/admin/settings')).money.orderAcceptHours).toBe(24);

  await accept.fill('12');
  await money.getByLabel(s.money.orderMaxTotal).fill('3000');
  await money.getByTestId('save-money').click();
  await expect(page.getByText(s.saved).first()).toBeVisible();
  await snapBoth(page, 'admin-settings-order-timers');
  const saved = (await api<AdminSettings>(page, '/api/admin/settings')).money;
  expect(saved).toMatchObject({ orderAcceptHours: 12, orderMaxTotalPesewas: 300_000 });
  await page.reload();
  await expect(money.getByLabel(s.money.orderAcceptHours)).toHaveValue('12');

  // Back as the other journeys expect them.
  await money.getByLabel(s.money.orderAcceptHours).fill('24');
  await money.getByLabel(s.money.orderMaxTotal).fill('5000');
  await money.getByTestId('save-money').click();
  await expect
    .poll(
      async () => (await api<AdminSettings>(page, '/api/admin/settings')).money.orderAcceptHours,
    )
    .toBe(24);
});

test('a live stream added for a seller shows on the home page until it is ended', async ({
  page,
  baseUrl,
  demoDataDir,
}) => {
  const seller = await createSeller(baseUrl, demoDataDir);
  const title = `Kente live ${Date.now().toString(36)}`;
  await page.goto('/admin/settings');
  const card = page.getByTestId('settings-live-streams');
  await card.getByRole('button', { name: s.streams.add }).click();
  const dialog = page.getByTestId('live-stream-dialog');
  await dialog.getByLabel(s.streams.sellerPhone).fill(seller.phone);
  await dialog.getByLabel(s.streams.streamTitle).fill(title);
  await dialog.getByLabel(s.streams.url).fill('http://insecure.example/live');
  await dialog.getByLabel(s.streams.status).selectOption('live');
  await dialog.getByTestId('save-live-stream').click();
  await expect(dialog.getByText('Enter a full link starting with https://.')).toBeVisible();
  await dialog.getByLabel(s.streams.url).fill('https://www.facebook.com/dwa/live');
  await dialog.getByTestId('save-live-stream').click();
  await expect(page.getByText(s.streams.added)).toBeVisible();
  const row = card.getByTestId('live-stream-row').filter({ hasText: title });
  await expect(row).toContainText(seller.businessName);
  await expect(row).toContainText(s.streams.statuses.live);
  await card.scrollIntoViewIfNeeded();
  await snapBoth(page, 'admin-settings-streams');

  await page.goto('/');
  await expect(page.getByTestId('live-strip')).toContainText(title);

  await page.goto('/admin/settings');
  await row.getByRole('button', { name: s.streams.end }).click();
  await page.getByRole('dialog').getByRole('button', { name: s.streams.end }).click();
  await expect(page.getByText(s.streams.ended)).toBeVisible();
  await expect(row).toContainText(s.streams.statuses.ended);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('pre-launch on the demo setup: Warnings Present, Refresh Checks, launch with warnings', async ({
  page,
}) => {
  await page.goto('/admin/prelaunch');
  await expect(page.getByRole('heading', { name: p.title, exact: true })).toBeVisible();
  const verdict = page.getByTestId('prelaunch-verdict');
  await expect(verdict.getByTestId('verdict-title')).toHaveText(p.verdicts.warnings);

  // The screen shows each of the 13 checks as the server judged it; none failed.
  const report = await api<PrelaunchReport>(page, '/api/admin/prelaunch');
  expect(report.checks).toHaveLength(13);
  expect(report.checks.filter((c) => c.status === 'failed')).toEqual([]);
  for (const check of report.checks) {
    const item = page.getByTestId(`check-${check.id}`);
    await expect(item.getByTestId('check-status')).toHaveText(p.statuses[check.status]);
    await expect(item).toContainText(check.reason);
  }
  // The demo setup's warnings: its own demo data, the payment simulator, no backups, WhatsApp
  // through the outbox.
  const warned = report.checks.filter((c) => c.status === 'warning').map((c) => c.id);
  expect(warned).toEqual(expect.arrayContaining(['demoData', 'payments', 'backups', 'whatsapp']));
  await expect(page.getByTestId('check-payments')).toContainText(
    'Payments use the simulator: no real money moves.',
  );
  await snapBoth(page, 'admin-prelaunch');
  await expectNoSeriousViolations(page);

  const last = page.getByTestId('last-check');
  const first = await last.getAttribute('datetime');
  await page.waitForTimeout(20);
  await page.getByRole('button', { name: p.refresh }).click();
  await expect(last).not.toHaveAttribute('datetime', first ?? '');

  const launch = page.getByTestId('launch-button');
  await expect(launch).toHaveText(p.withWarnings);
  await launch.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(p.confirmText);
  await dialog.getByRole('button', { name: p.withWarnings }).click();
  await expect(page.getByText(p.launchedToast)).toBeVisible();
  await expect(page.getByTestId('launched-at')).toBeVisible();
  await expect(launch).toHaveCount(0);
  const audit = await api<AuditList>(page, '/api/admin/audit?action=platform.launch');
  expect(audit.items).toHaveLength(1);
});
