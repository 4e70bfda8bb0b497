// What a buyer's first visit downloads: the scripts index.html names. The English texts of the
// account screens, the content pages and the seller center are used only by lazy screens; the
// build puts each in its own chunk (apps/web/vite.config.ts). A module graph change that pulls
// one into the first visit (tens of KB on slow data) fails here.
import { en } from '@dwa/domain/i18n/en';
import { expect, test } from './fixtures.ts';

test('carries no account, content or seller-center texts in the first-visit scripts', async ({
  baseUrl,
}) => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)];
  expect(scripts.length).toBeGreaterThan(0);
  const code = (
    await Promise.all(scripts.map(async ([, path]) => (await fetch(`${baseUrl}${path}`)).text()))
  ).join('\n');
  // One distinctive text of each lazy catalog, and one shell text to show the check can see.
  expect(code).toContain(en.home.emptyHint);
  for (const lazyText of [en.otp.sentTo, en.sell.whyTitle, en.sellerCenter.banner.text]) {
    expect(code).not.toContain(lazyText);
  }
});
