// Checks made in the browser before photos join the form, mirroring the server's rules (at most
// MAX_PRODUCT_PHOTOS photos of at most PRODUCT_PHOTO_MAX_BYTES, images only) so a wrong pick
// costs no data. The server decides: it decodes every photo by content and answers with field
// errors of its own.
import { MAX_PRODUCT_PHOTOS, PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';

export const PHOTO_MAX_MB = Math.round(PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024);

export interface PhotoProblem {
  key:
    | 'sellerProducts.photos.tooMany'
    | 'sellerProducts.photos.notImage'
    | 'sellerProducts.photos.tooLarge';
  values: Record<string, string | number>;
}

/** Picking `picked` more photos when the form has `have`: refused whole when over the limit. */
export function countProblem(have: number, picked: number): PhotoProblem | null {
  if (have + picked <= MAX_PRODUCT_PHOTOS) return null;
  return {
    key: 'sellerProducts.photos.tooMany',
    values: { max: MAX_PRODUCT_PHOTOS, have, picked },
  };
}

// Some phones hand over HEIC or camera files without a MIME type; the name still tells.
const IMAGE_NAME = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?)$/i;

export function isImageFile(file: { name: string; type: string }): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_NAME.test(file.name);
}

/** A problem with one file (checked after any downscaling, so a big camera photo can pass). */
export function fileProblem(file: {
  name: string;
  type: string;
  size: number;
}): PhotoProblem | null {
  if (!isImageFile(file))
    return { key: 'sellerProducts.photos.notImage', values: { name: file.name } };
  if (file.size > PRODUCT_PHOTO_MAX_BYTES) {
    return { key: 'sellerProducts.photos.tooLarge', values: { name: file.name, mb: PHOTO_MAX_MB } };
  }
  return null;
}
