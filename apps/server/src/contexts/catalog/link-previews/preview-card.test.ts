import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeXml, previewCardSvg, wrapText } from './preview-card.ts';
import { MAX_PREVIEW_BYTES, renderPreview } from './preview-image.ts';
import {
  largestPhotoKey,
  previewFileName,
  productPreviewSource,
  shopPreviewSource,
} from './preview-source.ts';

const HOSTILE = [
  '</text><image href="file:///etc/passwd" width="1200" height="630"/><text>',
  '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>&e;',
  ']]><script>alert(1)</script>',
  'Ama\'s "Best" & <Co>',
  'control \u0001\u0008\u000b\u001f and a lone \ud800 surrogate',
  'Ɔdɔ Fabrics 🧵 ₵',
];

describe('the branded card', () => {
  it('keeps every seller text as text: one <text> per line, no other element', () => {
    for (const name of HOSTILE) {
      const svg = previewCardSvg({ title: name, highlight: 'GH₵ 10.00', detail: name });
      const elements = [...svg.matchAll(/<([a-zA-Z!?][\w-]*)/g)].map((m) => m[1]);
      expect(new Set(elements), name).toEqual(
        new Set(['svg', 'defs', 'linearGradient', 'stop', 'rect', 'g', 'path', 'text']),
      );
      // Every '<' and '&' in the texts is an escape: nothing but the drawing's own tags.
      for (const body of svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)) {
        expect(body[1]).not.toMatch(/&(?!#\d+;)/);
      }
    }
  });

  it('is drawn by sharp whatever the name holds', async () => {
    for (const name of HOSTILE) {
      const jpeg = await renderPreview(
        shopPreviewSource({ id: 'x', businessName: name, location: 'accra', photo: null }),
        null,
      );
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('escapes for XML and drops what XML cannot hold', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
    expect(escapeXml('a\u0000b\u001fc\ud800d\uffff')).toBe('abc\ufffdd');
    expect(escapeXml('🧵 Ɔ')).toBe('🧵 Ɔ');
  });

  it('wraps long texts into lines that fit, cutting the last with an ellipsis', () => {
    expect(wrapText('Kente stole', 1008, 72, 2)).toEqual(['Kente stole']);
    const lines = wrapText(
      'Original Samsung Galaxy A54 5G 256GB with charger and free back cover, very clean',
      1008,
      72,
      2,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(21);
    const word = wrapText('A'.repeat(60), 1008, 72, 2);
    expect(word).toEqual(['A'.repeat(21), `${'A'.repeat(20)}…`]);
    expect(wrapText('   ', 1008, 72, 2)).toEqual([]);
  });
});

describe('a photo preview', () => {
  it("stays under WhatsApp's size limit even for a photo of pure noise", async () => {
    const width = 1280;
    const height = 960;
    let seed = 42;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      noise[i] = seed >> 23;
    }
    const webp = await sharp(noise, { raw: { width, height, channels: 3 } })
      .webp({ quality: 90 })
      .toBuffer();
    const jpeg = await renderPreview(
      shopPreviewSource({ id: 'x', businessName: 'Noise', location: 'accra', photo: null }),
      webp,
    );
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(jpeg.length).toBeLessThanOrEqual(MAX_PREVIEW_BYTES);
  });
});

describe('preview names', () => {
  const photo = {
    src: '/media/products/a/0/320.webp',
    srcset: '/media/products/a/0/160.webp 160w, /media/products/a/0/1280.webp 1280w',
    width: 1280,
    height: 960,
  };
  const product = {
    id: 'p',
    title: 'Kente stole',
    pricePesewas: 45_000,
    location: 'kumasi',
    photo,
    shopName: 'Ama Fabrics',
  };

  it("are the photo's largest variant for a photo, and change with it only", () => {
    expect(largestPhotoKey(photo)).toBe('products/a/0/1280.webp');
    const name = previewFileName(productPreviewSource(product));
    expect(name).toMatch(/^[0-9a-f]{16}\.jpg$/);
    // A photo preview draws no text: a new title or price is the same picture.
    expect(
      previewFileName(productPreviewSource({ ...product, title: 'Other', pricePesewas: 1 })),
    ).toBe(name);
    const otherPhoto = { ...photo, srcset: '/media/products/b/0/1280.webp 1280w' };
    expect(previewFileName(productPreviewSource({ ...product, photo: otherPhoto }))).not.toBe(name);
  });

  it('change with every text a card draws', () => {
    const card = { ...product, photo: null };
    const name = previewFileName(productPreviewSource(card));
    for (const change of [
      { title: 'Other' },
      { pricePesewas: 1 },
      { location: 'accra' },
      { shopName: 'B' },
    ]) {
      expect(
        previewFileName(productPreviewSource({ ...card, ...change })),
        JSON.stringify(change),
      ).not.toBe(name);
    }
  });
});
