// What happens to a shop's photo before a buyer searches with it (a screenshot or a re-shared
// copy): cut at two sides, smaller, recompressed as JPEG, taken in brighter light. Tests and the
// photo-search benchmark use the same transformation so their figures speak of the same thing.
import sharp from 'sharp';

export interface BuyerCopyOptions {
  /** Share cut off each of two sides (default 0.15). */
  crop?: number;
  /** Width of the copy relative to the cropped picture (default 0.6). */
  scale?: number;
  /** JPEG quality (default 60). */
  quality?: number;
  /** Brightness factor (default 1.15, i.e. +15 %). */
  brightness?: number;
  /** Which two sides are cut: 0 left+top, 1 right+top, 2 left+bottom, 3 right+bottom. */
  corner?: number;
}

export async function buyerCopy(image: Buffer, options: BuyerCopyOptions = {}): Promise<Buffer> {
  const { crop = 0.15, scale = 0.6, quality = 60, brightness = 1.15, corner = 0 } = options;
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const w = Math.round(width * (1 - crop));
  const h = Math.round(height * (1 - crop));
  return sharp(image)
    .extract({
      left: corner % 2 === 0 ? width - w : 0,
      top: corner < 2 ? height - h : 0,
      width: w,
      height: h,
    })
    .resize(Math.max(1, Math.round(w * scale)))
    .modulate({ brightness })
    .jpeg({ quality })
    .toBuffer();
}
