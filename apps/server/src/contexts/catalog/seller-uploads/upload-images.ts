// The photos of a WhatsApp upload as stored: each image is `whatsapp/<uploadId>/<n>/<width>.webp`
// in the widths 160, 320 and 640, and the upload row keeps only the 640 keys. Sibling keys are
// derived from that name; sizes come from the files themselves.
import type { PhotoView } from '@dwa/domain/photo-view';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { mediaUrl, type PhotoVariant } from '../products/photo-view.ts';
import { readHead, webpSize } from './webp-size.ts';

/** Widths stored for every upload image (the same first three as product photos). */
export const UPLOAD_VARIANT_WIDTHS = [160, 320, 640] as const;

const LARGEST = /^(.+)\/640\.webp$/;

/** Keys of every stored width of one image, smallest first; a key not in the 640 form is the
 * image's only variant. */
export function variantKeys(key: string): { width: number | null; key: string }[] {
  const base = LARGEST.exec(key)?.[1];
  if (!base) return [{ width: null, key }];
  return UPLOAD_VARIANT_WIDTHS.map((width) => ({ width, key: `${base}/${width}.webp` }));
}

/** The stored size of one file: pixels from its header, bytes from storage. Null when the file
 * is missing or not a WebP. */
export async function readVariant(
  storage: ObjectStorage,
  key: string,
): Promise<PhotoVariant | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const size = webpSize(await readHead(object.body));
  return size ? { ...size, key, bytes: object.size } : null;
}

/** One image as an <img> needs it, reading only the largest file's header: the smaller widths
 * are known from their names, and the list shows them in a fixed square box. */
export async function uploadPhotoView(
  storage: ObjectStorage,
  key: string,
): Promise<PhotoView | null> {
  const largest = await readVariant(storage, key);
  if (!largest) return null;
  const keys = variantKeys(key);
  const smallest = keys[0]!;
  return {
    src: mediaUrl(smallest.key),
    srcset: keys.map((v) => `${mediaUrl(v.key)} ${v.width ?? largest.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/** Every stored variant of one image, as product_images.variants keeps them (missing files are
 * left out; an image with none is an empty list). */
export async function readPhotoVariants(
  storage: ObjectStorage,
  key: string,
): Promise<PhotoVariant[]> {
  const found = await Promise.all(variantKeys(key).map((v) => readVariant(storage, v.key)));
  return found.filter((v): v is PhotoVariant => v !== null);
}

/** The whole file (for the photo-search signature at publish). */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
