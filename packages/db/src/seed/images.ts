// Product photos drawn by code at seed time (no downloads, no fonts): a gradient background and a
// motif for the category, with colours, positions and patterns from a per-image seed, so every
// image looks different. Encoded to WebP variants like uploaded photos.
import type { Category } from '@dwa/domain/enums';
import sharp from 'sharp';
import { createRandom, type Random } from './random.ts';

export const VARIANT_WIDTHS = [160, 320, 640] as const;
const W = 640;
const H = 480;

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
}

const hsl = (h: number, s: number, l: number) => `hsl(${h % 360} ${s}% ${l}%)`;

const MOTIFS: Record<Category, (r: Random, fg: string, accent: string) => string> = {
  electronics: (r, fg, accent) => {
    const x = r.int(160, 260);
    return `<rect x="${x}" y="70" width="${r.int(150, 220)}" height="${r.int(300, 340)}" rx="28" fill="${fg}"/>
      <rect x="${x + 14}" y="96" width="${r.int(120, 180)}" height="${r.int(240, 270)}" rx="8" fill="${accent}"/>`;
  },
  fashion: (r, fg, accent) =>
    Array.from({ length: 9 }, (_, i) => {
      const colour = i % 3 === 0 ? accent : i % 3 === 1 ? fg : '#1b1b1b';
      return `<rect x="${i * 76 - 40}" y="-60" width="${r.int(26, 40)}" height="640" fill="${colour}" transform="rotate(${r.int(15, 35)} 320 240)"/>`;
    }).join(''),
  home: (r, fg, accent) => {
    const x = r.int(150, 230);
    return `<polygon points="${x},250 ${x + 170},${r.int(100, 140)} ${x + 340},250" fill="${accent}"/>
      <rect x="${x + 30}" y="250" width="280" height="170" fill="${fg}"/>
      <rect x="${x + 140}" y="320" width="60" height="100" fill="${accent}"/>`;
  },
  automotive: (r, fg, accent) => {
    const y = r.int(220, 260);
    return `<rect x="110" y="${y - 70}" width="420" height="110" rx="40" fill="${fg}"/>
      <circle cx="210" cy="${y + 50}" r="${r.int(42, 56)}" fill="#222"/><circle cx="210" cy="${y + 50}" r="20" fill="${accent}"/>
      <circle cx="430" cy="${y + 50}" r="${r.int(42, 56)}" fill="#222"/><circle cx="430" cy="${y + 50}" r="20" fill="${accent}"/>`;
  },
  food: (r, fg, accent) => {
    const dots = Array.from(
      { length: r.int(8, 14) },
      () =>
        `<circle cx="${r.int(220, 420)}" cy="${r.int(200, 260)}" r="${r.int(14, 30)}" fill="${accent}"/>`,
    ).join('');
    return `<ellipse cx="320" cy="300" rx="${r.int(190, 230)}" ry="${r.int(90, 120)}" fill="${fg}"/>${dots}`;
  },
  sports: (r, fg, accent) => {
    const cx = r.int(240, 400);
    const cy = r.int(200, 280);
    return `<circle cx="${cx}" cy="${cy}" r="${r.int(120, 150)}" fill="${fg}"/>
      <polygon points="${cx},${cy - 50} ${cx + 48},${cy - 15} ${cx + 30},${cy + 40} ${cx - 30},${cy + 40} ${cx - 48},${cy - 15}" fill="${accent}"/>`;
  },
  books: (r, fg, accent) =>
    Array.from({ length: r.int(3, 5) }, (_, i) => {
      const w = r.int(260, 360);
      return `<rect x="${320 - w / 2 + r.int(-20, 20)}" y="${380 - (i + 1) * 62}" width="${w}" height="54" rx="6" fill="${i % 2 ? accent : fg}"/>`;
    }).join(''),
  general: (r, fg, accent) =>
    `<rect x="${r.int(180, 240)}" y="${r.int(120, 160)}" width="220" height="220" rx="20" fill="${fg}"/><circle cx="320" cy="240" r="50" fill="${accent}"/>`,
};

export function productSvg(category: Category, seed: number): string {
  const r = createRandom(seed);
  const hue = r.int(0, 359);
  const bg1 = hsl(hue, r.int(35, 70), r.int(70, 88));
  const bg2 = hsl(hue + r.int(30, 90), r.int(35, 70), r.int(45, 65));
  const fg = hsl(hue + 180 + r.int(-30, 30), r.int(40, 75), r.int(30, 50));
  const accent = hsl(hue + r.int(90, 150), r.int(60, 90), r.int(50, 65));
  const specks = Array.from(
    { length: r.int(6, 16) },
    () =>
      `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(4, 22)}" fill="#fff" fill-opacity="${(r.next() * 0.35).toFixed(2)}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${r.next().toFixed(2)}" y2="1">
      <stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>${specks}${MOTIFS[category](r, fg, accent)}</svg>`;
}

/** Renders the SVG once and encodes each WebP width (metadata is never written). */
export async function renderProductImage(
  category: Category,
  seed: number,
): Promise<EncodedVariant[]> {
  const master = await sharp(Buffer.from(productSvg(category, seed)))
    .png()
    .toBuffer();
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => {
      const height = Math.round((width * H) / W);
      const data = await sharp(master)
        .resize(width, height)
        .webp({ quality: 70, effort: 4 })
        .toBuffer();
      return { width, height, bytes: data.length, data };
    }),
  );
}
