// npm run bench -- lighthouse [--page=home,search,product,shop,seller,rider]
//   [--lang=en,tw,pidgin] [--cpu=4,8] [--rounds=N]
// Lighthouse (mobile defaults: simulated 150 ms RTT, 1.6 Mbps; 4× CPU slowdown, and 8× for an
// entry-level phone) on the built app with demo data: home, a search, a product and its shop, and
// the seller dashboard (/seller) and the rider's home (/rider) signed in as the demo seller and
// rider (lighthouse/sign-in.ts), in each language. The language cookie, and a dashboard's session
// cookie, are put in the browser's cookie store before each run (lighthouse/browser-cookies.ts:
// Lighthouse's extraHeaders lose them once the page writes a cookie). Each page is measured N
// times (3 by default) and the round with the median performance score (a dashboard: the median
// TTI) is reported, against its targets (lighthouse/figures.ts: public pages at 4× the scores,
// at 8× TBT and the main-thread work after the first paint, lighthouse/post-paint.ts; dashboards
// at 4× TTI, script bytes and script requests, at 8× figures only), beside a static reference:
// the same HTML without its scripts, served as a file with the same assets
// (lighthouse/reference-server.ts). A dashboard's server HTML is the app's shell, blank without
// scripts: it has no reference run. Responses the app's service worker answers count at their
// wire size (lighthouse/service-worker-bytes.ts).
// Writes bench/.results/lighthouse-<date>.json (git-ignored).
// Lighthouse 12 (13 needs Node 22; the mobile defaults are the same).
// Options take `=` (run.ts reads any other word as a suite name): lighthouse/options.ts.
import type { ProductListResponse } from '@dwa/domain/products';
import type { SearchResponse } from '@dwa/domain/search';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { SESSION_COOKIE } from '../../apps/server/src/access/sessions.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/src/chromium.ts';
import { startServer } from '../../e2e/src/server-process.ts';
import { cookiesOf, setBrowserCookies } from './lighthouse/browser-cookies.ts';
import { type Figures, figuresOf, kb, medianBy, resourcesOf } from './lighthouse/figures.ts';
import {
  type Language,
  type LighthouseOptions,
  lighthouseOptions,
  type PageName,
  type SignedInAs,
  signedInAs,
} from './lighthouse/options.ts';
import { postPaintWorkMs } from './lighthouse/post-paint.ts';
import {
  type ReferenceServer,
  startReferenceServer,
  withoutScripts,
} from './lighthouse/reference-server.ts';
import { type PageResult, printReport, type RunInfo, writeReport } from './lighthouse/report.ts';
import { wireSizer, withServiceWorkerBytes } from './lighthouse/service-worker-bytes.ts';
import { signIn } from './lighthouse/sign-in.ts';

/** A word with results in the demo data. */
const SEARCH_WORD = 'phone';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface Page {
  path: string;
  subject?: string;
}

/** The pages' paths, with a real product (one with a photo) and its seller's shop. */
async function choosePages(base: string): Promise<Record<PageName, Page>> {
  const listing = await getJson<ProductListResponse>(`${base}/api/products?page=1`);
  const product = listing.items.find((p) => p.photo) ?? listing.items[0];
  if (!product) throw new Error('the demo data has no products');
  const search = await getJson<SearchResponse>(`${base}/api/search?q=${SEARCH_WORD}`);
  if (search.total === 0) throw new Error(`a search for "${SEARCH_WORD}" finds nothing`);
  return {
    home: { path: '/' },
    search: { path: `/search?q=${SEARCH_WORD}`, subject: `${search.total} results` },
    product: { path: `/products/${product.id}`, subject: product.title },
    shop: { path: `/shops/${product.seller.id}`, subject: product.seller.businessName },
    seller: { path: '/seller' },
    rider: { path: '/rider' },
  };
}

/** True when the HTML, without scripts, has something to paint (text, an image, a control). */
function paintsSomething(html: string): boolean {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const visible = body.replace(/<(style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '');
  if (/<(img|svg|picture|video|canvas|input|button|select|textarea)\b/i.test(visible)) {
    return true;
  }
  return visible.replace(/<[^>]*>/g, '').trim().length > 0;
}

/** The reference copy of a page in a language: its own URL on the reference server. */
const referencePath = (path: string, language: Language) =>
  `${path}${path.includes('?') ? '&' : '?'}reference-lang=${language}`;

export async function benchLighthouse(
  options: LighthouseOptions = lighthouseOptions(process.argv.slice(2)),
) {
  const server = await startServer({ LOG_LEVEL: 'warn' });
  let reference: ReferenceServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const pages = await choosePages(server.url);
    // The dashboards' sessions, opened once before any measuring: every round of every language
    // is the same signed-in visitor coming back with a cold cache.
    const sessions = new Map<SignedInAs, string>();
    for (const name of options.pages) {
      const as = signedInAs(name);
      if (as && !sessions.has(as)) sessions.set(as, await signIn(server.url, server.dataDir, as));
    }
    /** What the visitor's browser sends: the language cookie, and the session when signed in. */
    const cookieFor = (name: PageName, language: Language) => {
      const as = signedInAs(name);
      return as ? `lang=${language}; ${sessions.get(as)}` : `lang=${language}`;
    };
    // Each page's HTML in each language, once, as the app serves it to a browser whose language
    // cookie chose it.
    const stripped = new Map<string, string>();
    const htmlBytes = new Map<string, [number, number]>();
    for (const name of options.pages) {
      for (const language of options.languages) {
        const response = await fetch(`${server.url}${pages[name].path}`, {
          headers: { accept: 'text/html', cookie: cookieFor(name, language) },
        });
        if (!response.ok) throw new Error(`GET ${pages[name].path}: ${response.status}`);
        if (signedInAs(name) && response.redirected) {
          throw new Error(`GET ${pages[name].path} signed in was sent to ${response.url}`);
        }
        const html = await response.text();
        const bare = withoutScripts(html);
        stripped.set(referencePath(pages[name].path, language), bare);
        htmlBytes.set(referencePath(pages[name].path, language), [
          Buffer.byteLength(html),
          Buffer.byteLength(bare),
        ]);
      }
    }
    reference = await startReferenceServer(server.url, stripped);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', '--disable-dev-shm-usage', ...CHROMIUM_ARGS],
    });
    const port = chrome.port;
    const sizeOf = wireSizer();
    let first: Result | undefined;
    // Lighthouse clears the cache and the origin's storage before each run: every round is a
    // first visit. A run that measured nothing is tried again, up to twice: NO_NAVSTART (no
    // navigation in the trace) comes now and then, most often on a fresh Chromium's first run.
    // A signed-in page must end where it started (the dashboards' guards send a visitor whose
    // session the server does not know to the sign-in page, which would be measured instead),
    // and none of its API calls may be refused (a dashboard showing its error state).
    const measure = async (
      url: string,
      cookie: string,
      cpu: number,
      { mustStay = false } = {},
    ): Promise<{ figures: Figures; lhr: Result }> => {
      for (let attempt = 1; ; attempt++) {
        // The visitor's cookies in the browser's store, and nothing else (not extraHeaders:
        // lighthouse/browser-cookies.ts), so every request of the page carries them.
        await setBrowserCookies(port, new URL(url).origin, cookiesOf(cookie, [SESSION_COOKIE]));
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const shown = result.lhr.finalDisplayedUrl;
        if (mustStay && shown && new URL(shown).pathname !== new URL(url).pathname) {
          throw new Error(
            `${url} ended on ${shown}: the page measured is not the signed-in dashboard`,
          );
        }
        const refused = resourcesOf(result.lhr).find(
          (r) => new URL(r.url).pathname.startsWith('/api/') && [401, 403].includes(r.statusCode),
        );
        if (mustStay && refused) {
          throw new Error(`${url}: ${refused.url} answered ${refused.statusCode} signed in`);
        }
        const error = result.lhr.runtimeError?.code;
        if (!error || attempt === 3) {
          first ??= result.lhr;
          const figures = await withServiceWorkerBytes(
            figuresOf(result.lhr),
            resourcesOf(result.lhr),
            sizeOf,
          );
          figures.postPaintMs = error
            ? Number.NaN
            : await postPaintWorkMs(result.artifacts.Trace, cpu);
          return { figures, lhr: result.lhr };
        }
        console.warn(`  ${url}: ${error}, measuring again`);
      }
    };

    const results: PageResult[] = [];
    for (const cpu of options.cpus) {
      for (const name of options.pages) {
        for (const language of options.languages) {
          const path = pages[name].path;
          const as = signedInAs(name);
          const cookie = cookieFor(name, language);
          const refPath = referencePath(path, language);
          const paints = paintsSomething(stripped.get(refPath) ?? '');
          const label = `${name} ${language} ${cpu}×`;
          // One warm-up so the server's caches are as for any visitor after the first.
          await fetch(`${server.url}${path}`, { headers: { cookie } });
          const rounds: { figures: Figures; lhr: Result }[] = [];
          const referenceRounds: Figures[] = [];
          for (let round = 1; round <= options.rounds; round++) {
            const run = await measure(`${server.url}${path}`, cookie, cpu, { mustStay: !!as });
            const { figures } = run;
            rounds.push(run);
            let line =
              `${label} round ${round}/${options.rounds}: performance ${figures.performance}, ` +
              `LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, ` +
              `TTI ${(figures.ttiMs / 1000).toFixed(2)} s, ` +
              `JS ${kb(figures.jsBytes)} in ${figures.scriptRequests} scripts, ` +
              `after paint ${Math.round(figures.postPaintMs)} ms`;
            if (figures.error) line += ` (${figures.error})`;
            if (paints) {
              const ref = (await measure(`${reference.url}${refPath}`, cookie, cpu)).figures;
              referenceRounds.push(ref);
              line +=
                `; reference LCP ${(ref.lcpMs / 1000).toFixed(2)} s, ` +
                `TBT ${Math.round(ref.tbtMs)} ms, after paint ${Math.round(ref.postPaintMs)} ms`;
              if (ref.error) line += ` (${ref.error})`;
            }
            console.log(line);
          }
          // A dashboard's bar is TTI: its median round is the one with the median TTI.
          const median = as
            ? medianBy(
                rounds.map((r) => r.figures),
                'ttiMs',
                false,
              )
            : medianBy(
                rounds.map((r) => r.figures),
                'performance',
                true,
              );
          const medianLhr = rounds.find((r) => r.figures === median)?.lhr;
          const [bytes, bytesWithoutScripts] = htmlBytes.get(refPath) ?? [0, 0];
          results.push({
            name,
            language,
            cpu,
            path,
            ...(pages[name].subject ? { subject: pages[name].subject } : {}),
            ...(as ? { signedInAs: as } : {}),
            median,
            rounds: rounds.map((r) => r.figures),
            resources: medianLhr ? resourcesOf(medianLhr) : [],
            reference: {
              median: referenceRounds.length > 0 ? medianBy(referenceRounds, 'lcpMs', false) : null,
              rounds: referenceRounds,
              ...(paints
                ? {}
                : { skipped: as ? 'shell, blank without scripts' : 'blank without scripts' }),
              htmlBytes: bytes,
              htmlBytesWithoutScripts: bytesWithoutScripts,
            },
          });
        }
      }
    }

    if (!first) throw new Error('no Lighthouse run');
    const info: RunInfo = {
      lighthouseVersion: first.lighthouseVersion,
      userAgent: first.environment.hostUserAgent,
      benchmarkIndex: first.environment.benchmarkIndex,
      rounds: options.rounds,
      settings: first.configSettings,
    };
    printReport(info, results);
    console.log(`Written to ${writeReport(info, results)}`);
    return results;
  } finally {
    chrome?.kill();
    await reference?.stop();
    await server.stop();
  }
}
