import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readHead, webpSize } from './webp-size.ts';

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : '#c81e1e',
    },
  });

describe('webpSize', () => {
  it('reads lossy, lossless and extended (alpha) WebP headers', async () => {
    const lossy = await picture(640, 427).webp({ quality: 75 }).toBuffer();
    const lossless = await picture(333, 1201).webp({ lossless: true }).toBuffer();
    const alpha = await picture(1280, 961, true).webp({ quality: 75 }).toBuffer();
    expect(lossy.toString('ascii', 12, 16)).toBe('VP8 ');
    expect(lossless.toString('ascii', 12, 16)).toBe('VP8L');
    expect(alpha.toString('ascii', 12, 16)).toBe('VP8X');
    expect(webpSize(lossy)).toEqual({ width: 640, height: 427 });
    expect(webpSize(lossless)).toEqual({ width: 333, height: 1201 });
    expect(webpSize(alpha)).toEqual({ width: 1280, height: 961 });
  });

  it('answers null for anything else', async () => {
    expect(webpSize(await picture(10, 10).png().toBuffer())).toBeNull();
    expect(webpSize(Buffer.from('RIFF'))).toBeNull();
  });

  it('reads only the start of a stream', async () => {
    const file = await picture(640, 480).webp().toBuffer();
    // One byte per chunk: the head is assembled from many chunks and the stream stops early.
    const stream = Readable.from(Array.from(file, (b) => Buffer.from([b])));
    const head = await readHead(stream);
    expect(head.length).toBe(30);
    expect(webpSize(head)).toEqual({ width: 640, height: 480 });
    expect(stream.destroyed).toBe(true);
  });
});
