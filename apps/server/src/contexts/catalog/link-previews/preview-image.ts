// Draws a link preview: a 1200 × 630 JPEG that WhatsApp, Facebook and X show as a large preview.
// A photo is shown whole (a product cropped to 1.91:1 would lose its top and bottom) over a
// blurred, darkened copy of itself that fills the frame, with the Dwa mark in a corner; without
// a photo it is the branded card (preview-card.ts). Baseline JPEG, which every client decodes,
// kept under MAX_PREVIEW_BYTES: WhatsApp shows no image above ~300 KB.
import sharp, { type Sharp } from 'sharp';
import { dwaMark, previewCardSvg } from './preview-card.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewSource } from './preview-source.ts';

export const MAX_PREVIEW_BYTES = 250 * 1024;
/** Tried in turn until the file fits (a photo full of fine detail needs the lower ones). */
const QUALITIES = [80, 70, 60, 50, 40] as const;
/** Stored photos are the pipeline's own WebP variants (≤ 1280 px); a bound all the same. */
const MAX_INPUT_PIXELS = 4_000_000;

const W = PREVIEW_WIDTH;
const H = PREVIEW_HEIGHT;
const MARK = 72;
const MARGIN = 24;

async function toJpeg(image: () => Sharp): Promise<Buffer> {
  // Plain baseline: trellis quantisation saved ~5 % of the bytes for twice the encoding time.
  const encode = (quality: number) =>
    image().jpeg({ quality, progressive: false, chromaSubsampling: '4:2:0' }).toBuffer();
  let data = await encode(QUALITIES[0]);
  for (const quality of QUALITIES.slice(1)) {
    if (data.length <= MAX_PREVIEW_BYTES) break;
    data = await encode(quality);
  }
  return data;
}

async function photoFrame(photo: Buffer): Promise<() => Sharp> {
  // One decode; the two sizes below are made from its pixels.
  const decoded = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(decoded.data, { raw: decoded.info });
  // The backdrop: the photo shrunk to a few dozen pixels and blown up again is a soft blur of
  // its colours at a fraction of the cost of blurring 1200 × 630 pixels.
  const tiny = await pixels()
    .resize(48, 25, { fit: 'cover' })
    .modulate({ brightness: 0.7 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const front = await pixels()
    .resize(W, H, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mark = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK}" height="${MARK}">${dwaMark(0, 0, MARK)}</svg>`,
  );
  // Enlarged, blurred and composited in the one pipeline that encodes the JPEG.
  return () =>
    sharp(tiny.data, { raw: tiny.info })
      .resize(W, H, { kernel: 'cubic' })
      .blur(4)
      .composite([
        {
          input: front.data,
          raw: front.info,
          left: Math.round((W - front.info.width) / 2),
          top: Math.round((H - front.info.height) / 2),
        },
        { input: mark, left: W - MARK - MARGIN, top: H - MARK - MARGIN },
      ]);
}

/** The preview JPEG: of `photo` (a stored photo's bytes) when given, else the branded card. */
export async function renderPreview(source: PreviewSource, photo: Buffer | null): Promise<Buffer> {
  if (photo) return toJpeg(await photoFrame(photo));
  const svg = Buffer.from(previewCardSvg(source));
  return toJpeg(() => sharp(svg));
}
