// Odd images for tests of photo handling: a decompression bomb and a photo too big to compress.
import sharp from 'sharp';

/** A small JPEG whose header claims another size (a decompression bomb costs a few bytes). */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0])); // start of frame: height, then width
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** Random pixels as an uncompressed PNG: ~3 bytes per pixel on the wire. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.from(Array.from({ length: width * height * 3 }, () => Math.random() * 256));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
