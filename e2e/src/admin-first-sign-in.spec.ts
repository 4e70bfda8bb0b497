// The demo admin's first sign-in: a wrong password, then the forced password change (the only
// thing the admin may do until then, in the screens and in the API), then the admin home.
// Project `admin-first-sign-in` (playwright.config.ts): every other project waits for it, since
// the outbox reader of the other journeys signs in as this admin too. The new password is
// recorded beside the demo credentials for them.
import { en } from '@dwa/domain/i18n/en';
import {
  adminPassword,
  demoCredentials,
  NEW_ADMIN_PASSWORD,
  recordAdminPassword,
  snapBoth,
} from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const exact = { exact: true } as const;

test('signs in, allows only the forced password change, then opens the admin home', async ({
  page,
  demoDataDir,
}) => {
  const { email } = demoCredentials(demoDataDir).admin;
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login?redirect=%2Fadmin');
  await expect(page.getByRole('heading', { name: en.admin.loginTitle })).toBeVisible();
  await snapBoth(page, 'admin-login');
  await expectNoSeriousViolations(page, 'the admin login');

  // Wrong password: the spec's message. Email typed with spaces and capitals still matches.
  await page.getByLabel(en.admin.email).fill(`  ${email.toUpperCase()} `);
  await page.getByLabel(en.auth.password, exact).fill('not-the-password');
  await page.getByRole('button', { name: en.admin.signIn }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();

  await page.getByLabel(en.auth.password, exact).fill(adminPassword(demoDataDir));
  await page.getByRole('button', { name: en.admin.signIn }).click();
  await expect(page).toHaveURL('/admin');
  // Only the prompt to change the password, on every admin screen; the API agrees.
  await expect(page.getByTestId('must-change-password')).toBeVisible();
  await expect(page.getByRole('link', { name: en.admin.outbox })).toHaveCount(0);
  await snapBoth(page, 'admin-must-change');
  await page.goto('/admin/outbox');
  await expect(page.getByTestId('must-change-password')).toBeVisible();
  const blocked = await page.evaluate(async () => {
    const r = await fetch('/api/admin/outbox');
    return { status: r.status, body: await r.json() };
  });
  expect(blocked.status).toBe(403);
  expect(blocked.body.error.code).toBe('password_change_required');

  await page.getByRole('link', { name: en.admin.change }).click();
  await expect(page).toHaveURL('/admin/change-password');
  await expect(page.getByRole('heading', { name: en.admin.changeTitle })).toBeVisible();
  const current = page.getByLabel(en.admin.currentPassword, exact);
  const fresh = page.getByLabel(en.admin.newPassword, exact);
  const confirm = page.getByLabel(en.admin.confirmPassword, exact);
  await current.fill(adminPassword(demoDataDir));
  await fresh.fill('weakpass');
  await confirm.fill('weakpass');
  await page.getByRole('button', { name: en.admin.change }).click();
  await expect(
    page.getByText(
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    ),
  ).toBeVisible();
  await fresh.fill(NEW_ADMIN_PASSWORD);
  await confirm.fill(`${NEW_ADMIN_PASSWORD}x`);
  await page.getByRole('button', { name: en.admin.change }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await snapBoth(page, 'admin-change-password');
  await expectNoSeriousViolations(page, 'the password change');

  await confirm.fill(NEW_ADMIN_PASSWORD);
  await page.getByRole('button', { name: en.admin.change }).click();
  await expect(page.getByText('Password changed successfully! Redirecting...')).toBeVisible();
  recordAdminPassword(demoDataDir, NEW_ADMIN_PASSWORD);
  await expect(page).toHaveURL('/admin');
  await expect(
    page.getByRole('heading', { name: en.adminDashboard.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(en.admin.signedInAs.replace('{{email}}', email))).toBeVisible();
  await snapBoth(page, 'admin-home');

  // A signed-in admin visiting the login is sent on.
  await page.goto('/admin/login?redirect=%2Fadmin%2Foutbox');
  await expect(page).toHaveURL('/admin/outbox');
  await expect(page.getByRole('heading', { name: en.admin.outboxTitle })).toBeVisible();
  await expect(
    page.getByText(en.admin.outboxEmpty).or(page.getByTestId('outbox-item').first()),
  ).toBeVisible();
  await snapBoth(page, 'admin-outbox');
  await expectNoSeriousViolations(page, 'the outbox');
});
