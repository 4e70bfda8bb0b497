// Every photo a user uploads goes through here before anything is stored: decoded by its content
// (the file name and declared type do not matter), refused above 40 megapixels, turned upright
// from its EXIF orientation, and re-encoded as WebP variants. Re-encoding drops every byte of the
// original file (EXIF with GPS position, ICC profiles, anything hidden after the image data), so
// nothing a phone wrote into the file is ever served. The photo-search signature is computed
// from the same decoded photo.
import { computeSignature } from '@dwa/db/images/photo-signature';
import { PRODUCT_PHOTO_MAX_PIXELS } from '@dwa/domain/seller-products';
import sharp from 'sharp';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { PhotoVariant } from '../products/photo-view.ts';

/** Widths made of every photo (never wider than the original): card on a phone, card on a wide
 * screen / product page on a phone, product page on a wide screen. Same first three as the demo
 * photos, so both kinds sit in the same srcset sizes. */
export const PHOTO_VARIANT_WIDTHS = [160, 320, 640, 1280] as const;
const WEBP = { quality: 75, effort: 4 } as const;

/** Formats accepted as photos (sharp's names). Not SVG or PDF: a photo is never a document. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export class PhotoRejectedError extends Error {
  readonly reason: 'not_an_image' | 'too_many_pixels';

  constructor(reason: 'not_an_image' | 'too_many_pixels') {
    super(reason === 'too_many_pixels' ? 'The photo has too many pixels.' : 'Not an image.');
    this.reason = reason;
  }
}

export interface EncodedPhoto {
  width: number;
  height: number;
  variants: { width: number; height: number; data: Buffer }[];
  signature: Buffer;
}

/** Decodes, checks and encodes one photo; throws PhotoRejectedError for anything not a photo. */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  let pixels: { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    const image = sharp(input, { limitInputPixels: PRODUCT_PHOTO_MAX_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`not a photo format: ${format}`);
    // One decode: the upright pixels, kept in memory, feed every variant.
    const { data, info } = await image
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new PhotoRejectedError(/pixel limit/i.test(message) ? 'too_many_pixels' : 'not_an_image');
  }
  const { width, height } = pixels.raw;
  const widths: number[] = PHOTO_VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length < PHOTO_VARIANT_WIDTHS.length) widths.push(Math.min(width, 1280));
  const variants = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await sharp(pixels.data, { raw: pixels.raw })
        .resize({ width: w })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data };
    }),
  );
  // From the 640 px variant, like the signatures backfilled from stored photos (decision 016).
  const forSignature = variants.find((v) => v.width >= 640) ?? variants[variants.length - 1]!;
  const signature = await computeSignature(forSignature.data);
  return { width, height, variants, signature };
}

/** Writes the variants under `<prefix>/<width>.webp` and returns them as product_images stores
 * them. Keys are new for every upload (the prefix holds a fresh id), so a year-long cache of
 * /media/ never serves an old photo. */
export async function storePhoto(
  storage: ObjectStorage,
  prefix: string,
  photo: EncodedPhoto,
): Promise<PhotoVariant[]> {
  return Promise.all(
    photo.variants.map(async (v) => {
      const key = `${prefix}/${v.width}.webp`;
      await storage.put(key, v.data, 'image/webp');
      return { width: v.width, height: v.height, key, bytes: v.data.length };
    }),
  );
}

/** Removes stored variants (a replaced or deleted photo); a missing file is not an error. */
export async function deletePhoto(storage: ObjectStorage, variants: PhotoVariant[]) {
  await Promise.all(variants.map((v) => storage.delete(v.key)));
}
