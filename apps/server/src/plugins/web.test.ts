import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isPassiveSubresource } from './security.ts';
import { isPageUrl } from './web.ts';

const THEME_SCRIPT = "document.documentElement.classList.add('dark')";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(2000))})`;
const SW_JS = 'const VERSION = "abc";';

let t: TestApp;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dwa-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets/app-abc123.js'), APP_JS);
  await writeFile(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, 'sw.js'), SW_JS);
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Dwa"}');
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('web app serving', () => {
  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length);
    // Never revalidated, never fetched in parts: no validators, no Accept-Ranges.
    for (const name of ['etag', 'last-modified', 'accept-ranges']) {
      expect(res.headers[name], name).toBeUndefined();
    }
    // What caches and the browser need stays.
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // A module script: decoded as UTF-8 whatever it says, so it says no more than its type.
    expect(res.headers['content-type']).toBe('text/javascript');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a hashed script on a kept-alive connection without restating it', async () => {
    // A real socket (inject has no connection): two requests, one after the other, on it.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { hostname, port } = new URL(address);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const heads = async (count: number) => {
      await expect
        .poll(() => received.split('HTTP/1.1 ').length - 1, { timeout: 5_000 })
        .toBe(count);
      return received.split('HTTP/1.1 ').slice(1);
    };
    const ask = (url: string) =>
      socket.write(`GET ${url} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: br\r\n\r\n`);
    try {
      ask('/assets/app-abc123.js');
      const [script] = await heads(1);
      expect(script).toMatch(/^200 OK/);
      expect(script).not.toMatch(/^connection:/im);
      expect(script).not.toMatch(/^keep-alive:/im);
      // Still open: the next request on the socket is answered, and a page keeps the header.
      ask('/sw.js');
      const [, worker] = await heads(2);
      expect(worker).toMatch(/^200 OK/);
      expect(worker).toMatch(/^connection: keep-alive/im);
    } finally {
      socket.destroy();
    }
  });

  it('keeps the validators on what is revalidated: index.html, the worker, root files', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers['last-modified'], url).toBeDefined();
      const again = await t.app.inject({
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('serves the uncompressed file to a client without brotli', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it('answers page URLs with index.html, never cached stale', async () => {
    for (const url of ['/', '/seller/products', '/search?q=kente']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a path no page has with 404 and the index.html that shows the 404 screen', async () => {
    for (const url of [
      '/nope',
      '/products',
      '/seller/unknown',
      '/seller/products/42',
      '/a/b/c?x=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("redirects the spec's /dashboard link: a seller to /seller, a visitor to the sign-in first", async () => {
    const signedOut = await t.app.inject({ url: '/dashboard' });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/seller/login?redirect=%2Fseller');
    expect(signedOut.headers['cache-control']).toBe('no-store');
    // A session cookie (the guard checks it is real): straight to the dashboard, query kept.
    for (const [url, location] of [
      ['/dashboard', '/seller'],
      ['/dashboard/', '/seller'],
      ['/dashboard?from=help', '/seller?from=help'],
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: 'dwa_session=abc' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
    // Only GET/HEAD page requests; anything under it is no page.
    expect((await t.app.inject({ url: '/dashboard/x' })).statusCode).toBe(404);
  });

  it('answers every kind of known page with 200: static, parameterised, trailing slash', async () => {
    for (const url of [
      '/search/',
      '/help/boost',
      '/receipts/DWA-20261124-ABCDEF',
      '/seller/products/new',
      '/seller/products/0b7e1a8e-3f0e-4a55-9a43-6b0c6a2f8d11/edit',
      '/rider',
      '/admin/outbox',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('never answers an asset or file URL with HTML', async () => {
    for (const url of ['/assets/old-deadbeef.js', '/favicon-missing.png', '/media/nope.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<html');
    }
  });

  it('serves the service worker as JavaScript, always revalidated, for the whole site', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toBe(SW_JS);
    // Other root files keep the short cache, and the CSP lets the worker and manifest load.
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends the document-only headers on documents and the worker, not on hashed scripts', async () => {
    const documentOnly = ['content-security-policy', 'x-frame-options', 'referrer-policy'];
    const script = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(script.statusCode).toBe(200);
    for (const name of documentOnly) expect(script.headers[name], name).toBeUndefined();
    // What guards a subresource stays.
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A page, the worker's script (its CSP is the worker's) and an SVG (a document when opened
    // on its own) keep every header.
    for (const url of ['/', '/sw.js', '/favicon.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      for (const name of documentOnly) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  it('allows exactly the inline theme script by hash in the CSP', async () => {
    const res = await t.app.inject({ url: '/' });
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});

describe('isPassiveSubresource', () => {
  it.each([
    ['/assets/index-abc.js', 'application/javascript; charset=utf-8', true],
    ['/assets/index-abc.css', 'text/css; charset=utf-8', true],
    ['/media/products/a/b/320.webp', 'image/webp', true],
    ['/media/shops/a/logo.jpeg', 'image/jpeg', true],
    ['/sw.js', 'application/javascript; charset=utf-8', false],
    ['/favicon.svg', 'image/svg+xml', false],
    ['/media/x.svg', 'image/svg+xml', false],
    ['/', 'text/html; charset=utf-8', false],
    ['/api/products', 'application/json; charset=utf-8', false],
    ['/api/x.js', 'text/html', false],
  ])('%s (%s) → %s', (url, type, passive) => {
    expect(isPassiveSubresource(url, type)).toBe(passive);
  });
});

describe('isPageUrl', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/products/abc', true],
    ['/search?q=phone.case', true],
    ['/assets/index.js', false],
    ['/api/health', false],
    ['/media/products/a/b/320.webp', false],
    ['/logo.svg', false],
  ])('%s → %s', (url, expected) => {
    expect(isPageUrl(url)).toBe(expected);
  });
});
