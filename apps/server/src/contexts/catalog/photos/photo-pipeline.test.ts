// The photo pipeline alone: which variants a photo gets, upright from its EXIF orientation, no
// metadata kept, and what is refused (judged by content, never by name).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGNATURE_BYTES } from '@dwa/db/images/photo-signature';
import { jpegClaiming } from '@dwa/db/images/test-images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../../storage/disk-storage.ts';
import { deletePhoto, encodePhoto, PhotoRejectedError, storePhoto } from './photo-pipeline.ts';

const plain = (width: number, height: number, background = '#4a8') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

const sizes = (photo: Awaited<ReturnType<typeof encodePhoto>>) =>
  photo.variants.map((v) => [v.width, v.height]);

describe('variants', () => {
  it('a large landscape photo gets 160, 320, 640 and 1280 px', async () => {
    const photo = await encodePhoto(await plain(3000, 2000));
    expect([photo.width, photo.height]).toEqual([3000, 2000]);
    expect(sizes(photo)).toEqual([
      [160, 107],
      [320, 213],
      [640, 427],
      [1280, 853],
    ]);
    expect(photo.signature.length).toBe(SIGNATURE_BYTES);
  });

  it('never enlarges: a small photo keeps its own width as the largest variant', async () => {
    expect(sizes(await encodePhoto(await plain(500, 400)))).toEqual([
      [160, 128],
      [320, 256],
      [500, 400],
    ]);
    expect(sizes(await encodePhoto(await plain(100, 80)))).toEqual([[100, 80]]);
    expect(sizes(await encodePhoto(await plain(1280, 960))).map(([w]) => w)).toEqual([
      160, 320, 640, 1280,
    ]);
  });

  it('a portrait photo keeps its proportions', async () => {
    expect(sizes(await encodePhoto(await plain(1000, 1500)))).toEqual([
      [160, 240],
      [320, 480],
      [640, 960],
      [1000, 1500],
    ]);
  });

  it('every variant is WebP without metadata', async () => {
    const tagged = await sharp(await plain(800, 600))
      .withExif({
        IFD0: { Make: 'DwaPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1' },
      })
      .toBuffer();
    for (const v of (await encodePhoto(tagged)).variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(v.data.includes('DwaPhone')).toBe(false);
    }
  });
});

describe('upright', () => {
  it('turns a photo by its EXIF orientation (6: turn right to view)', async () => {
    // Stored sideways, 600 × 400: left half red, right half blue. Turned right, red is on top.
    const halves = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#0000ff' },
    })
      .composite([
        {
          input: { create: { width: 300, height: 400, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await encodePhoto(halves);
    expect([photo.width, photo.height]).toEqual([400, 600]);
    const largest = photo.variants[photo.variants.length - 1]!;
    const { data, info } = await sharp(largest.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [topR, , topB] = pixel(200, 50);
    const [bottomR, , bottomB] = pixel(200, 550);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });
});

describe('refusals', () => {
  const reason = async (input: Buffer) => {
    try {
      await encodePhoto(input);
      return 'accepted';
    } catch (error) {
      expect(error).toBeInstanceOf(PhotoRejectedError);
      return (error as PhotoRejectedError).reason;
    }
  };

  it('refuses what is not a photo', async () => {
    expect(await reason(Buffer.from('just text, named photo.jpg'))).toBe('not_an_image');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await reason(svg)).toBe('not_an_image');
    const jpeg = await plain(400, 300);
    expect(await reason(jpeg.subarray(0, jpeg.length / 2))).toBe('not_an_image');
  });

  it('refuses more than 40 megapixels, even when the file is tiny', async () => {
    const bomb = await jpegClaiming(8000, 5200);
    expect(bomb.length).toBeLessThan(2000);
    expect(await reason(bomb)).toBe('too_many_pixels');
    expect(await reason(await jpegClaiming(8000, 5000))).not.toBe('too_many_pixels');
  });
});

describe('storing', () => {
  it('writes <prefix>/<width>.webp and deletes them again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dwa-photos-'));
    try {
      const storage = createDiskStorage(root);
      const variants = await storePhoto(
        storage,
        'products/p1/i1',
        await encodePhoto(await plain(700, 500)),
      );
      expect(variants.map((v) => [v.key, v.width, v.height])).toEqual([
        ['products/p1/i1/160.webp', 160, 114],
        ['products/p1/i1/320.webp', 320, 229],
        ['products/p1/i1/640.webp', 640, 457],
        ['products/p1/i1/700.webp', 700, 500],
      ]);
      for (const v of variants) expect((await storage.get(v.key))?.size).toBe(v.bytes);
      await deletePhoto(storage, variants);
      expect(await readdir(join(root, 'products/p1/i1'))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
