// The admin dashboard and analytics on the demo server: the cards and badges show the
// server's own counts; a new seller who signs in and a search made now are in today's figures;
// a chart's readout follows a tap; Export CSV downloads exactly the table on screen (header
// first, the range in the file name); Retention and Cohorts show this week's sign-ups; an
// impossible range says why under the dates. Other journeys change the demo data at the same
// time, so every comparison reads the server again until screen and server agree.
import { readFileSync } from 'node:fs';
import type {
  AdminDashboard,
  AnalyticsOverview,
  AnalyticsRetention,
} from '@dwa/domain/admin/analytics';
import { en } from '@dwa/domain/i18n/en';
import { formatGhs, pesewasToCedisString } from '@dwa/domain/money';
import type { Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { apiCall } from './api-helpers.ts';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller } from './seller-helpers.ts';

test.describe.configure({ mode: 'serial' });

const texts = en.adminAnalytics;
const count = (n: number) => new Intl.NumberFormat('en-GH').format(n);
const cardValue = (page: Page, id: string) =>
  page.getByTestId(`admin-card-${id}`).getByTestId('admin-card-value');

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The table on screen as text cells: header row, then every row (totals included). */
async function tableCells(page: Page): Promise<string[][]> {
  const table = page.getByTestId('analytics-table');
  const header = await table.locator('thead th').allTextContents();
  const rows = await table.getByTestId('text-table-row').all();
  const body = await Promise.all(rows.map((row) => row.locator('[data-cell]').allTextContents()));
  return [header, ...body];
}

/** A strict RFC 4180 reader (CRLF records, quoted fields, doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

async function exportedCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: texts.exportCsv }).click(),
  ]);
  const path = await download.path();
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  return { name: download.suggestedFilename(), rows: parseCsv(text) };
}

test.beforeEach(async ({ page, baseUrl, demoDataDir }) => {
  await signInAdmin(page.request, baseUrl, demoDataDir);
});

test('the dashboard shows the server’s counts and leads to every section', async ({ page }) => {
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: en.adminDashboard.title, exact: true }),
  ).toBeVisible();
  // The screen and a fresh read of the server agree (reloading while other journeys write).
  await expect(async () => {
    await page.reload();
    await expect(cardValue(page, 'total-sellers')).toBeVisible();
    const server = await api<AdminDashboard>(page, '/api/admin/dashboard');
    await expect(cardValue(page, 'total-sellers')).toHaveText(count(server.totalSellers), {
      timeout: 1000,
    });
    await expect(cardValue(page, 'total-products')).toHaveText(count(server.totalProducts), {
      timeout: 1000,
    });
    await expect(cardValue(page, 'active-riders')).toHaveText(count(server.activeRiders), {
      timeout: 1000,
    });
    await expect(
      page.getByTestId('admin-card-active-riders').getByTestId('admin-card-note'),
    ).toHaveText(
      en.adminDashboard.cards.activeDeliveries.replace('{{count}}', count(server.activeDeliveries)),
      { timeout: 1000 },
    );
    await expect(cardValue(page, 'platform-revenue')).toHaveText(
      formatGhs(server.revenue.pesewas),
      {
        timeout: 1000,
      },
    );
    await expect(
      page.getByTestId('admin-card-platform-revenue').getByTestId('admin-card-note'),
    ).toHaveText(
      en.adminDashboard.cards.transactions.replace('{{count}}', count(server.revenue.transactions)),
      { timeout: 1000 },
    );
    for (const [badge, n] of Object.entries(server.badges)) {
      const shown = page.getByTestId(`admin-badge-${badge}`);
      if (n > 0) await expect(shown).toContainText(count(n), { timeout: 1000 });
      else await expect(shown).toHaveCount(0, { timeout: 1000 });
    }
  }).toPass({ timeout: 30_000 });
  // The demo data has money in: the revenue is real, not zero.
  const server = await api<AdminDashboard>(page, '/api/admin/dashboard');
  expect(server.totalSellers).toBeGreaterThan(0);
  expect(server.revenue.transactions).toBeGreaterThan(0);

  const entries = page.getByTestId('admin-entry');
  await expect(entries).toHaveCount(12);
  await expect(entries.first()).toHaveText(en.adminShell.nav.analytics);
  await snapBoth(page, 'admin-dashboard');
  await expectNoSeriousViolations(page, 'the admin dashboard');
  await entries.first().click();
  await expect(page).toHaveURL('/admin/analytics');
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
});

test('analytics: today’s sign-up and search, a chart readout, Export CSV = the table', async ({
  page,
  baseUrl,
  demoDataDir,
}) => {
  // A seller signing up and signing in now, and a buyer's search: today's figures.
  const seller = await createSeller(baseUrl, demoDataDir);
  const signedIn = await apiCall(baseUrl, '', 'POST', '/api/auth/seller/login', {
    phone: seller.phone,
    password: seller.password,
  });
  expect(signedIn.status).toBe(200);
  expect((await apiCall(baseUrl, '', 'GET', '/api/search?q=kente%20cloth')).status).toBe(200);

  await page.goto('/admin/analytics');
  await expect(page.getByRole('tab', { name: texts.tabs.overview })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Charts load on demand, each with its readout.
  for (const chart of ['growth', 'buyers', 'money']) {
    await expect(page.getByTestId(`analytics-chart-${chart}`)).toBeVisible();
  }
  const overview = await api<AnalyticsOverview>(page, '/api/admin/analytics/overview');
  expect(overview.days).toHaveLength(30);
  const today = overview.days.at(-1)!;
  expect(today.newSellers).toBeGreaterThanOrEqual(1);
  // Search events are written in batches (within a second): read until the search is counted.
  await expect
    .poll(async () => {
      const latest = await api<AnalyticsOverview>(page, '/api/admin/analytics/overview');
      return latest.days.at(-1)!.searches;
    })
    .toBeGreaterThanOrEqual(1);
  // The date inputs show the server's default range.
  await expect(page.getByLabel(texts.range.from)).toHaveValue(overview.from);
  await expect(page.getByLabel(texts.range.to)).toHaveValue(overview.to);

  // Tapping the first day of a chart reads it out.
  const growth = page.getByTestId('analytics-chart-growth');
  const plot = growth.getByTestId('chart-plot');
  const box = (await plot.boundingBox())!;
  await plot.tap({ position: { x: 2, y: box.height / 2 } });
  await expect(growth.getByTestId('chart-readout')).toHaveAttribute('data-date', overview.from);

  // The table: a row per day and the totals, agreeing with the server.
  await expect(async () => {
    await page.reload();
    const server = await api<AnalyticsOverview>(page, '/api/admin/analytics/overview');
    const cells = await tableCells(page);
    expect(cells).toHaveLength(1 + 30 + 1);
    expect(cells.at(-1)).toEqual([
      texts.table.total,
      count(server.totals.newSellers),
      count(server.totals.newProducts),
      count(server.totals.views),
      count(server.totals.whatsappClicks),
      count(server.totals.searches),
      count(server.totals.payments),
      pesewasToCedisString(server.totals.paymentsPesewas),
    ]);
  }).toPass({ timeout: 30_000 });
  const categories = page.getByTestId('analytics-categories').locator('li');
  await expect(categories.first()).toBeVisible();
  await snapBoth(page, 'admin-analytics-overview');
  await expectNoSeriousViolations(page, 'the analytics overview');

  const shown = await tableCells(page);
  const file = await exportedCsv(page);
  expect(file.name).toBe(`dwa-analytics-overview-${overview.from}-to-${overview.to}.csv`);
  expect(file.rows).toEqual(shown);
  expect(file.rows[0]).toEqual([
    texts.table.date,
    texts.metrics.newSellers,
    texts.metrics.newProducts,
    texts.metrics.views,
    texts.metrics.whatsappClicks,
    texts.metrics.searches,
    texts.metrics.payments,
    texts.metrics.paymentsPesewas,
  ]);
});

test('retention and cohorts show this week’s sign-ups; a bad range says why', async ({ page }) => {
  await page.goto('/admin/analytics?tab=retention');
  const retention = await api<AnalyticsRetention>(page, '/api/admin/analytics/retention');
  expect(retention.cohorts.length).toBeGreaterThan(0);
  await expect(page.getByTestId('analytics-table')).toBeVisible();
  const cells = await tableCells(page);
  expect(cells[0]).toEqual([
    texts.retention.week,
    texts.retention.size,
    texts.retention.day1,
    texts.retention.day7,
    texts.retention.day30,
  ]);
  // This week's cohort: day 30 has not come for anyone in it.
  expect(cells.at(-1)?.at(-1)).toBe(texts.notYet);
  await snapBoth(page, 'admin-analytics-retention');
  const file = await exportedCsv(page);
  expect(file.rows).toEqual(cells);
  expect(file.name).toMatch(
    /^dwa-analytics-retention-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  await page.getByRole('tab', { name: texts.tabs.cohorts }).click();
  await expect(page).toHaveURL(/tab=cohorts/);
  await expect(page.getByTestId('analytics-table').locator('thead th').nth(2)).toHaveText(
    texts.cohorts.week.replace('{{n}}', '0'),
  );
  await snapBoth(page, 'admin-analytics-cohorts');
  await expectNoSeriousViolations(page, 'the cohorts');

  // From after To: the server refuses, the screen says why under the dates.
  const to = await page.getByLabel(texts.range.to).inputValue();
  const [year, month, day] = to.split('-').map(Number);
  const later = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
  await page.getByLabel(texts.range.from).fill(later);
  await expect(
    page.getByText('The start date must be on or before the end date.').first(),
  ).toBeVisible();
  await expect(page.getByText(texts.loadError)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.exportCsv })).toBeDisabled();
});
