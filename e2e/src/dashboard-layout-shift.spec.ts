// A signed-in seller's and rider's cold dashboard load does not move what is already on the
// screen: the sum of every layout shift the browser reports (PerformanceObserver, buffered, so the
// shifts before the observer ran count too) stays within Lighthouse's "good" Cumulative Layout
// Shift, 0.1. A cold signed-in visit arrives as the app shell and renders in the browser in steps
// (the session, then the screen's chunk, then its queries): once a step drew the footer under a
// short placeholder and the next one pushed it down the phone's screen (CLS ~0.6 in Lighthouse).
// The CPU is slowed 4× as in Lighthouse's phone profile, so the steps land in separate frames.
// A failure names the elements that moved.
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoSellerSession, registerRider } from './session-helpers.ts';

const GOOD_CLS = 0.1;

interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/** Collects every layout shift from the document's start, with the elements that moved. */
function observeShifts() {
  const nameOf = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const id = node.id ? `#${node.id}` : '';
    const testId = node.getAttribute('data-testid');
    const classes = (node.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.');
    return `${node.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : ''}${classes ? `.${classes}` : ''}`;
  };
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map((source) => nameOf(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts of a cold visit (empty cache, no service worker) to `path`. */
async function coldShifts(browser: Browser, baseUrl: string, path: string, cookie: string) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 360, height: 800 },
    hasTouch: true,
  });
  const at = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl, httpOnly: true },
    { name: 'lang', value: 'en', url: baseUrl },
  ]);
  await context.addInitScript(observeShifts);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${baseUrl}${path}`);
    // Everything the first screen asks for, and its lazy parts, as Lighthouse waits for them.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  } finally {
    await context.close();
  }
}

const DASHBOARDS = [
  { as: 'seller', path: '/seller' },
  { as: 'rider', path: '/rider' },
] as const;

for (const dashboard of DASHBOARDS) {
  test(`the ${dashboard.as}'s cold dashboard does not shift its layout`, async ({
    browser,
    baseUrl,
    demoDataDir,
    outbox,
  }) => {
    const cookie =
      dashboard.as === 'seller'
        ? await demoSellerSession(baseUrl, demoDataDir)
        : await registerRider(baseUrl, outbox, 'Steady Screen');
    const shifts = await coldShifts(browser, baseUrl, dashboard.path, cookie);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(
      GOOD_CLS,
    );
  });
}
