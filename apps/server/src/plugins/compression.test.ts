// API JSON and page HTML travel compressed by Accept-Encoding; the listing's micro-cache keeps
// the compressed bytes, so a cache hit is not compressed again.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../lib/encoded-body.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dwa-dist-'));
  const filler = '<p>Buy from Ghanaian sellers, chat on WhatsApp.</p>'.repeat(60);
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>Dwa</title></head><body>${filler}</body></html>`,
  );
  t = await createTestApp({ webDist: dist, listingCacheMs: 60_000 });
  const seller = await buildSeller(t.db);
  for (let i = 0; i < 24; i++) {
    await buildProduct(t.db, {
      sellerId: seller.id,
      title: `Kente cloth number ${i}`,
      description: 'Hand-woven in Bonwire, six yards, bright colours.',
    });
  }
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('picks brotli, else gzip, else none, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0, gzip;q=0')).toBe('identity');
  });

  it('sends the listing in brotli or gzip from the cache, the same JSON as uncompressed', async () => {
    const plain = await get('/api/products?pageSize=24');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(JSON.parse(json).items).toHaveLength(24);

    const br = await get('/api/products?pageSize=24', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);

    const gz = await get('/api/products?pageSize=24', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);

    // A cache hit hands out the very same bytes (compressed once, when the cache was filled).
    const again = await get('/api/products?pageSize=24', 'br');
    expect(Buffer.compare(again.rawPayload, br.rawPayload)).toBe(0);
  });

  it('compresses other API answers and page HTML per request', async () => {
    const search = await get('/api/search?q=kente', 'br');
    expect(search.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(search.rawPayload).toString()).total).toBeGreaterThan(0);

    const openapi = await get('/api/openapi.json', 'gzip');
    expect(openapi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openapi.rawPayload).toString()).openapi).toMatch(/^3\./);

    const page = await get('/sell', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
  });
});

describe('cache headers of private answers', () => {
  it('come from the scope: every account and seller route answers private, no-store', async () => {
    for (const url of ['/api/auth/session', '/api/seller/products', '/api/admin/outbox']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    expect((await get('/api/products')).headers['cache-control']).toMatch(/^public/);
  });
});
