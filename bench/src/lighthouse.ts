// Lighthouse (mobile defaults: simulated 150 ms RTT, 1.6 Mbps, 4× CPU slowdown) on the built app
// with demo data: home, search, a product and a shop page. Prints scores, Web Vitals and bytes
// against targets.md. Lighthouse 12 (13 needs Node 22; the mobile defaults are the same).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../e2e/src/chromium.ts';
import { startServer } from '../../e2e/src/server-process.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchLighthouse() {
  const server = await startServer({ LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const listing = (await (await fetch(`${server.url}/api/products?pageSize=1`)).json()) as {
      items: { id: string; seller: { id: string } }[];
    };
    const first = listing.items[0];
    if (!first) throw new Error('the demo data has no products');
    const pages: Record<string, string> = {
      home: '/',
      search: '/search?q=kente',
      product: `/products/${first.id}`,
      shop: `/shops/${first.seller.id}`,
    };
    const rows: Record<string, Record<string, string | number>> = {};
    for (const [name, path] of Object.entries(pages)) {
      // One warm-up so the server's caches are as for any visitor after the first.
      await fetch(`${server.url}${path}`);
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const summary =
        (
          audits['resource-summary']?.details as {
            items?: { resourceType: string; transferSize: number }[];
          }
        )?.items ?? [];
      const bytesOf = (type: string) =>
        summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
      rows[name] = {
        perf: score('performance'),
        a11y: score('accessibility'),
        'best-pr': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(num('largest-contentful-paint')),
        'TBT ms': Math.round(num('total-blocking-time')),
        CLS: Number(num('cumulative-layout-shift').toFixed(3)),
        total: kb(bytesOf('total')),
        js: kb(bytesOf('script')),
        css: kb(bytesOf('stylesheet')),
        images: kb(bytesOf('image')),
      };
    }
    console.log(
      '\nLighthouse, mobile (targets: perf ≥ 98, a11y 100, best practices 100, SEO ≥ 95,',
    );
    console.log(
      'LCP ≤ 1800 ms, TBT ≤ 100 ms, CLS ≤ 0.02; home ≤ 200 KB total, JS ≤ 90 KB, CSS ≤ 15 KB)',
    );
    console.table(rows);
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
