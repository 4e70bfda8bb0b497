// The orphan-photo sweep: files a killed save left behind (stored, never committed: no row) go
// once they are an hour old; the files of saved products, and young files a save in flight may
// still commit, stay. On the disk store and on an S3-compatible one (listing differs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { createS3Storage } from '../../../storage/s3-storage.ts';
import {
  form,
  photoJpeg,
  productBody,
  sendProduct,
  signedInSeller,
} from '../../../testing/catalog/test-requests.ts';
import { type S3TestServer, startS3Server } from '../../../testing/s3-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { ORPHAN_MAX_AGE_MS, ORPHAN_MIN_AGE_MS, sweepOrphanPhotos } from './orphan-photos.ts';

const stores = ['disk', 's3'] as const;

describe.each(stores)('orphan photo sweep (%s store)', (store) => {
  let t: TestApp;
  let s3: S3TestServer | null = null;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    s3 = store === 's3' ? await startS3Server() : null;
    t = await createTestApp({ clock, ...(s3 ? { storage: createS3Storage(s3.options) } : {}) });
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  async function keys(prefix = 'products/') {
    const out: string[] = [];
    for await (const o of t.storage.list!(prefix)) out.push(o.key);
    return out.sort();
  }

  it('deletes only unreferenced product files older than an hour', async () => {
    const { cookie } = await signedInSeller(t, {}, clock);
    const saved = await sendProduct(
      t,
      cookie,
      productBody(form({}, 1), [{ data: await photoJpeg(400, 300) }]),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const kept = await keys();
    expect(kept.length).toBeGreaterThan(0);

    // What a save killed between storing and committing leaves: whole files and a half-written
    // one, under a product id no row has; and one under the saved product's own folder.
    const productId = saved.json().id as string;
    const orphans = [
      'products/6f1c1d0e-0000-4000-8000-000000000001/9a1c1d0e-0000-4000-8000-000000000002/320.webp',
      'products/6f1c1d0e-0000-4000-8000-000000000001/9a1c1d0e-0000-4000-8000-000000000002/640.webp.4242.tmp',
      `products/${productId}/9a1c1d0e-0000-4000-8000-000000000003/160.webp`,
    ];
    for (const key of orphans) await t.storage.put(key, Buffer.from('x'), 'image/webp');
    // Outside products/: not the sweep's to judge.
    await t.storage.put('shops/s1/a/160.webp', Buffer.from('x'), 'image/webp');
    expect(await keys()).toEqual([...kept, ...orphans].sort());

    // Young: a save may still be about to commit them.
    expect((await sweepOrphanPhotos({ db: t.db, storage: t.storage, clock })).deleted).toEqual([]);
    expect(await keys()).toEqual([...kept, ...orphans].sort());

    clock.advance(ORPHAN_MIN_AGE_MS + 60_000);
    const swept = await sweepOrphanPhotos({ db: t.db, storage: t.storage, clock });
    expect(swept.deleted.sort()).toEqual([...orphans].sort());
    expect(swept.listed).toBe(kept.length + orphans.length);
    expect(await keys()).toEqual(kept);
    expect(await keys('shops/')).toEqual(['shops/s1/a/160.webp']);
    // The saved product's files are all still there to serve.
    for (const key of kept) expect(await t.storage.get(key)).not.toBeNull();
  });

  it('leaves files older than its window: the hourly runs since judged them', async () => {
    const old =
      'products/6f1c1d0e-0000-4000-8000-00000000000a/9a1c1d0e-0000-4000-8000-00000000000b/160.webp';
    await t.storage.put(old, Buffer.from('x'), 'image/webp');
    clock.advance(ORPHAN_MAX_AGE_MS + 60_000);
    const swept = await sweepOrphanPhotos({ db: t.db, storage: t.storage, clock });
    expect(swept.deleted).toEqual([]);
    expect(await keys()).toContain(old);
  });
});
