// The server's side of page rendering, with a stand-in for the built web entry (the real one is
// exercised by the Playwright journeys, which run on the build): which pages are rendered, in
// which language, cached for whom, with which status, and what the entry may ask the app.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import type { Language } from '@dwa/domain/enums';
import { type PageName, SERVER_RENDERED_PAGES, STAND_IN_PAGES } from '@dwa/domain/pages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../access/sessions.ts';
import { systemClock } from '../../../lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { noscriptNote } from './page-renderer.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta name="description" content="generic" /><title>Dwa</title></head><body><div id="root"></div><script type="module" src="/assets/shell.js"></script></body></html>`;

/** The stand-in entry: renders what it was asked with, fetches the session through the app
 * (as the real page does) and records every call in a global the test reads. */
const ENTRY = `
export const HYDRATION_STATE_ID = 'dwa-state';
export async function renderPage(request) {
  const calls = (globalThis.__pageCalls ??= []);
  calls.push(request);
  if (request.url.includes('broken')) throw new Error('a screen threw');
  const session = await (await request.fetchApi('/api/auth/session')).json();
  return {
    html: '<p>' + request.renderedWith.language + ' ' + (session.user ? session.user.type : 'anonymous') + ' ' + request.url.replace(/</g, '&lt;') + '</p>',
    state: JSON.stringify({ saver: request.renderedWith.dataSaver }).replace(/</g, '\\\\u003c'),
  };
}
`;

/** The shell as sent: index.html naming the configured public origin. */
const SHELL = INDEX.replace(
  '</head>',
  `  <meta name="dwa-origin" content="${TEST_ORIGIN}" />\n  </head>`,
);
/** The shell with the <noscript> note of a page the browser renders. */
const shellWith = (language: Language, page?: PageName) =>
  SHELL.replace(
    '<div id="root"></div>',
    () => `<div id="root"></div>\n    ${noscriptNote(language, page)}`,
  );

type Calls = {
  url: string;
  renderedWith: { language: string; dataSaver: boolean };
  fetchApi: typeof fetch;
}[];
const calls = () => ((globalThis as { __pageCalls?: Calls }).__pageCalls ??= []);

let t: TestApp;
beforeAll(async () => {
  const dist = join(await mkdtemp(join(tmpdir(), 'dwa-pages-')), 'dist');
  await mkdir(dist);
  await mkdir(`${dist}-server`);
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(`${dist}-server`, 'entry-server.js'), ENTRY);
  t = await createTestApp({ webDist: dist, listingCacheMs: 60_000 });
});
afterAll(() => t.close());
beforeEach(() => {
  calls().length = 0;
});

async function sellerCookie() {
  const seller = await buildSeller(t.db);
  const { token } = await createSession(t.db, systemClock, t.env.sessionSecret, {
    userType: 'seller',
    userId: seller.id,
  });
  return `${SESSION_COOKIE}=${token}`;
}

describe('server-rendered pages', () => {
  it('puts the rendered page and its data in the document, in the chosen language', async () => {
    const res = await t.app.inject({ url: '/search?q=kente', headers: { cookie: 'lang=tw' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="tw">');
    expect(res.body).toContain(
      '<div id="root"><p>tw anonymous /search?q=kente</p></div>\n    <script type="application/json" id="dwa-state">{"saver":false}</script>',
    );
    expect(res.headers.vary).toContain('Cookie');
  });

  it("takes the browser's language when none was chosen, and Pidgin's html lang is en-GH", async () => {
    const tw = await t.app.inject({
      url: '/about',
      headers: { 'accept-language': 'tw, en;q=0.5' },
    });
    expect(tw.body).toContain('<p>tw anonymous /about</p>');
    const pidgin = await t.app.inject({ url: '/about', headers: { cookie: 'lang=pidgin' } });
    expect(pidgin.body).toContain('<html lang="en-GH">');
    const forged = await t.app.inject({ url: '/help', headers: { cookie: 'lang="><script>' } });
    expect(forged.body).toContain('<html lang="en">');
  });

  it('renders dark pages dark and honours the data saver (cookie, else Save-Data)', async () => {
    const dark = await t.app.inject({ url: '/terms', headers: { cookie: 'theme=dark' } });
    expect(dark.body).toContain('<html lang="en" class="dark">');
    await t.app.inject({ url: '/privacy', headers: { 'save-data': 'on' } });
    await t.app.inject({
      url: '/privacy?x',
      headers: { 'save-data': 'on', cookie: 'dataSaver=off' },
    });
    expect(calls().map((c) => c.renderedWith.dataSaver)).toEqual([false, true, false]);
  });

  it('reuses an anonymous page for a few seconds, per language, but never a signed-in one', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/?cache-test' });
    await t.app.inject({ url: '/?cache-test', headers: { cookie: 'lang=tw' } });
    expect(calls()).toHaveLength(2);
    const cookie = await sellerCookie();
    const first = await t.app.inject({ url: '/?cache-test', headers: { cookie } });
    const second = await t.app.inject({ url: '/?cache-test', headers: { cookie } });
    expect(calls()).toHaveLength(4);
    // The signed-in header is in the first HTML, and that HTML is the visitor's alone.
    expect(first.body).toContain('<p>en seller /?cache-test</p>');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await t.app.inject({ url: '/?cache-test' });
    expect(anonymous.body).toContain('anonymous');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('lets the page only read from the app', async () => {
    await t.app.inject({ url: '/contact' });
    const [call] = calls();
    await expect(call!.fetchApi('/api/contact', { method: 'POST', body: '{}' })).rejects.toThrow(
      'only reads',
    );
  });

  it('answers private areas with the shell, unknown pages and products with 404', async () => {
    const seller = await t.app.inject({ url: '/seller/products', headers: { cookie: 'lang=tw' } });
    expect(seller.statusCode).toBe(200);
    expect(seller.body).toBe(
      shellWith('tw', 'sellerProducts').replace('<html lang="en">', '<html lang="tw">'),
    );
    expect(calls()).toHaveLength(0);
    const unknown = await t.app.inject({ url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<p>en anonymous /no/such/page</p>');
    const product = await buildProduct(t.db, { title: 'Shito <b>hot</b>' });
    const found = await t.app.inject({ url: `/products/${product.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('<title>Shito &#60;b&#62;hot&#60;/b&#62; · GH₵');
    const missing = await t.app.inject({ url: '/products/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
  });

  it('gives a page the browser renders a <noscript> note in its language, with the public pages', async () => {
    const login = await t.app.inject({ url: '/login' });
    expect(login.body).toContain('<noscript>');
    expect(login.body).toContain('Signing in needs JavaScript.');
    expect(login.body).toMatch(/<a href="\/"[^>]*>Go to the Dwa home page<\/a>/);
    const onboarding = await t.app.inject({ url: '/seller/onboarding' });
    expect(onboarding.body).toContain('This page needs JavaScript.');
    expect(onboarding.body).not.toContain('Signing in');
    const tw = await t.app.inject({ url: '/login', headers: { cookie: 'lang=tw' } });
    expect(tw.body).toContain('<html lang="tw">');
    expect(tw.body).toContain('Sɛ wobɛwura mu a, ɛhia JavaScript.');
    const pidgin = await t.app.inject({
      url: '/seller/onboarding',
      headers: { cookie: 'lang=pidgin' },
    });
    expect(pidgin.body).toContain('<html lang="en-GH">');
    expect(pidgin.body).toContain('Dis page need JavaScript.');
    // A rendered page reads without JavaScript: no note.
    const about = await t.app.inject({ url: '/about' });
    expect(about.body).not.toContain('<noscript>');
  });

  it('names the configured public origin in every document, rendered or not (decision 036)', async () => {
    for (const url of ['/', '/about', '/seller/products', '/no/such/page', '/broken/page']) {
      const res = await t.app.inject({ url, headers: { host: '192.168.1.20:3000' } });
      expect(res.body, url).toContain(`<meta name="dwa-origin" content="${TEST_ORIGIN}" />`);
      expect(res.body, url).not.toContain('192.168.1.20');
    }
  });

  it('sends the shell (the browser renders the page) when rendering throws', async () => {
    const res = await t.app.inject({ url: '/broken/page' });
    // An unknown path stays a 404; the document is the app's shell, not an error.
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(shellWith('en'));
    const about = await t.app.inject({ url: '/about?broken=1' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About Dwa · Dwa</title>');
    expect(about.body).toContain('<div id="root"></div>');
  });

  it("answers the stand-ins' pages only where their stand-in is mounted (decision 043)", async () => {
    expect(STAND_IN_PAGES).toEqual({ pay: 'payments', adminWhatsAppSimulator: 'whatsapp' });
    // Both are shells the browser renders: the renderer's 404 covers them without a screen.
    for (const page of Object.keys(STAND_IN_PAGES) as PageName[]) {
      expect(SERVER_RENDERED_PAGES.has(page)).toBe(false);
    }
    expect((await t.app.inject({ url: '/pay/dwa_ref' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/whatsapp/simulator' })).statusCode).toBe(200);
    const real = await createTestApp({
      webDist: t.env.webDist,
      env: {
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_pages',
        WHATSAPP_TRANSPORT: 'cloud_api',
        WHATSAPP_TOKEN: 'EAAG-pages',
        WHATSAPP_PHONE_NUMBER_ID: '1',
      },
    });
    try {
      for (const url of ['/pay/dwa_ref', '/admin/whatsapp/simulator']) {
        const res = await real.app.inject({ url });
        expect(`${url} ${res.statusCode}`).toBe(`${url} 404`);
        expect(res.body).toContain('<div id="root">');
      }
      expect((await real.app.inject({ url: '/admin/whatsapp' })).statusCode).toBe(200);
    } finally {
      await real.close();
    }
  });
});
