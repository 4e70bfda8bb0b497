import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productSvg } from '../seed/images.ts';
import { buyerCopy } from './buyer-copy.ts';
import {
  computeSignature,
  isCurrentSignature,
  NotAnImageError,
  SIGNATURE_BYTES,
  SIGNATURE_VERSION,
  similarity,
} from './photo-signature.ts';
import { jpegClaiming } from './test-images.ts';

const photo = (category: Parameters<typeof productSvg>[0], seed: number) =>
  sharp(Buffer.from(productSvg(category, seed)))
    .webp({ quality: 70 })
    .toBuffer();

describe('photo signature', () => {
  it('is a fixed-size buffer that starts with its version', async () => {
    const signature = await computeSignature(await photo('fashion', 1));
    expect(signature.length).toBe(SIGNATURE_BYTES);
    expect(signature[0]).toBe(SIGNATURE_VERSION);
    expect(isCurrentSignature(signature)).toBe(true);
  });

  it('gives the same picture a similarity of ~1, whatever its file format', async () => {
    const webp = await photo('electronics', 2);
    const png = await sharp(webp).png().toBuffer();
    const a = await computeSignature(webp);
    expect(similarity(a, a)).toBeCloseTo(1, 5);
    expect(similarity(a, await computeSignature(png))).toBeGreaterThan(0.97);
  });

  it('finds a cropped, resized, recompressed, brighter copy more alike than other photos', async () => {
    const categories = ['electronics', 'fashion', 'home', 'food', 'sports', 'books'] as const;
    const originals = await Promise.all(
      categories.map(async (category, i) => computeSignature(await photo(category, 100 + i))),
    );
    // Same category, other seed: the hardest "different photo".
    const lookalikes = await Promise.all(
      categories.map(async (category, i) => computeSignature(await photo(category, 200 + i))),
    );
    for (const [i, category] of categories.entries()) {
      const copy = await computeSignature(
        await buyerCopy(await photo(category, 100 + i), { corner: i % 4 }),
      );
      const own = similarity(copy, originals[i]!);
      expect(own).toBeGreaterThan(0.6);
      expect(own).toBeGreaterThan(similarity(copy, lookalikes[i]!));
      for (const [j, other] of originals.entries()) {
        if (j !== i) expect(own).toBeGreaterThan(similarity(copy, other));
      }
    }
  });

  it('flattens transparency onto white instead of failing', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const white = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const a = await computeSignature(transparent);
    expect(similarity(a, await computeSignature(white))).toBeCloseTo(1, 5);
  });

  it('refuses bytes that are not an image, by content not by name', async () => {
    const text = Buffer.from('This is a shopping list, not a photo.\n'.repeat(20));
    await expect(computeSignature(text)).rejects.toThrow(NotAnImageError);
    await expect(computeSignature(text)).rejects.toMatchObject({ reason: 'not_an_image' });
    await expect(computeSignature(Buffer.alloc(0))).rejects.toMatchObject({
      reason: 'not_an_image',
    });
    // A truncated JPEG is not a readable image either.
    const jpeg = await sharp(await photo('home', 3))
      .jpeg()
      .toBuffer();
    await expect(computeSignature(jpeg.subarray(0, 200))).rejects.toMatchObject({
      reason: 'not_an_image',
    });
  });

  it('refuses images above 40 megapixels before decoding them', async () => {
    const huge = await jpegClaiming(8000, 6000);
    await expect(computeSignature(huge)).rejects.toMatchObject({ reason: 'too_many_pixels' });
  });

  it('refuses vector documents (SVG), which are never photos', async () => {
    const svg = Buffer.from(productSvg('general', 5));
    await expect(computeSignature(svg)).rejects.toMatchObject({ reason: 'not_an_image' });
  });

  it('refuses to compare signatures of another version or length', async () => {
    const signature = await computeSignature(await photo('books', 4));
    const old = Buffer.from(signature);
    old[0] = SIGNATURE_VERSION + 1;
    expect(isCurrentSignature(old)).toBe(false);
    expect(isCurrentSignature(signature.subarray(0, 10))).toBe(false);
    expect(isCurrentSignature(null)).toBe(false);
    expect(() => similarity(signature, old)).toThrow(/version/);
    expect(() => similarity(signature.subarray(0, 10), signature)).toThrow(/version/);
  });
});
