// The pixel size of a stored WebP from its first 30 bytes. Upload rows keep only storage keys, so
// the list reads each thumbnail's header instead of fetching and decoding whole files (with
// S3-compatible storage that would be a full download per image on every list).
import type { Readable } from 'node:stream';

/** Bytes a RIFF/WebP header needs for the size of any of the three chunk kinds. */
export const WEBP_HEADER_BYTES = 30;

/** Width and height from a WebP file's start, or null when it is not a WebP we understand. */
export function webpSize(head: Buffer): { width: number; height: number } | null {
  if (head.length < WEBP_HEADER_BYTES) return null;
  if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = head.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return null;
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2f, then width-1 and height-1 packed in 14 bits each.
    if (head[20] !== 0x2f) return null;
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended (alpha, animation, metadata): canvas width-1 and height-1 as 24-bit numbers.
    return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  }
  return null;
}

/** Reads just enough of a stream for webpSize, then stops it (the rest is never transferred). */
export async function readHead(body: Readable, bytes = WEBP_HEADER_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of body) {
      const buffer = Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) break;
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}
