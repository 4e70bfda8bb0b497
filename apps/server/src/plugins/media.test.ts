import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
const WEBP = Buffer.from(
  'RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00',
  'latin1',
);

beforeAll(async () => {
  t = await createTestApp();
  await t.storage.put('products/p1/i1/320.webp', WEBP, 'image/webp');
});
afterAll(() => t.close());

describe('GET /media/*', () => {
  it('serves a stored file with its type, immutable caching and nosniff', async () => {
    const res = await t.app.inject({ url: '/media/products/p1/i1/320.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(WEBP)).toBe(true);
  });

  it('answers 404 for a missing file and for keys that try to leave the store', async () => {
    for (const url of [
      '/media/products/p1/i1/640.webp',
      '/media/../secrets.json',
      '/media/products/..%2F..%2Fsecrets.json',
      '/media/%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
