// A signed-in seller's and rider's cold dashboard load, script for script, what
// `npm run check:budgets` counts for them from the build (bench/src/first-visit.ts): the route's
// chunks, their texts in the language shown, and whatever the first screen loads lazily without
// a click. A lazy card on the first screen that the check does not count (the rider's payout
// card once was: ten scripts, ~38 KB that Lighthouse saw and the check did not), or a lazy
// import the check wrongly counts, fails here. So does a response head longer than the check
// allows for (RESPONSE_HEAD_BYTES): the check's "on the wire" is then what Lighthouse sees.
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import {
  type Language,
  pageFiles,
  RESPONSE_HEAD_BYTES,
  readManifest,
  readModuleChunks,
  SIGNED_IN_PAGES,
} from '../../bench/src/first-visit.ts';
import { expect, test } from './fixtures.ts';
import { ROOT } from './server-process.ts';
import { demoSellerSession, registerRider } from './session-helpers.ts';

const DIST = resolve(ROOT, process.env.WEB_DIST || 'apps/web/dist');

/** The scripts a cold visit (empty cache) fetched, and the longest response head among them. */
async function coldVisit(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookie: string,
  language: Language,
  shown: string,
) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const at = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl, httpOnly: true },
    { name: 'lang', value: language, url: baseUrl },
  ]);
  const page = await context.newPage();
  const scripts: Promise<{ file: string; head: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      request.sizes().then((sizes) => ({
        file: new URL(request.url()).pathname.slice(1),
        head: sizes.responseHeadersSize,
      })),
    );
  });
  try {
    await page.goto(`${baseUrl}${path}`);
    await expect(page.getByTestId(shown)).toBeVisible();
    // What the first screen fetches once its data is in (a lazy card), as Lighthouse, which
    // waits for the network to be quiet, sees it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const fetched = await Promise.all(scripts);
    return {
      files: [...new Set(fetched.map((script) => script.file))].sort(),
      longestHead: Math.max(...fetched.map((script) => script.head)),
    };
  } finally {
    await context.close();
  }
}

const DASHBOARDS = [
  { as: 'seller', path: '/seller', page: 'seller dashboard', shown: 'activity-chart' },
  { as: 'rider', path: '/rider', page: 'rider home', shown: 'payout-card' },
] as const;

for (const dashboard of DASHBOARDS) {
  for (const language of ['en', 'tw'] as const) {
    test(`the ${dashboard.as}'s cold dashboard in ${language} loads what the budget check counts`, async ({
      browser,
      baseUrl,
      demoDataDir,
      outbox,
    }) => {
      const page = SIGNED_IN_PAGES.find((candidate) => candidate.name === dashboard.page);
      if (!page) throw new Error(`first-visit.ts has no "${dashboard.page}"`);
      const counted = pageFiles(readManifest(DIST), page, language, readModuleChunks(DIST));
      const cookie =
        dashboard.as === 'seller'
          ? await demoSellerSession(baseUrl, demoDataDir)
          : await registerRider(baseUrl, outbox, 'Cold Visit');
      const visit = await coldVisit(
        browser,
        baseUrl,
        dashboard.path,
        cookie,
        language,
        dashboard.shown,
      );
      expect(visit.files).toEqual([...counted].sort());
      expect(visit.longestHead).toBeGreaterThan(100);
      expect(visit.longestHead).toBeLessThanOrEqual(RESPONSE_HEAD_BYTES);
    });
  }
}
