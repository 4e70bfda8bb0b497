// The few shapes every drawing is made of. Drawings work on a 640 × 480 canvas with the object
// standing on the ground at y ≈ 410, and return SVG elements (no text: no fonts at seed time).
// Bold flat shapes with a few gradients: they read at 160 px and encode small as WebP.
import type { Random } from '../random.ts';

/** What a drawing gets. `r` is the product's own stream, the same for each of its photos, so a
 * second photo shows the same object; `hue` is the product's colour (a later photo may turn it:
 * "another colour"); `view` is the photo's position (0 first). */
export interface Pen {
  r: Random;
  hue: number;
  view: number;
  /** What the product is made of or looks like, when its kind alone does not say (a kente bag,
   * a button phone). Drawings that do not know the look ignore it. */
  look?: Look;
  /** A linear gradient as a fill (`url(#…)`): top to bottom, or left to right when `across`. */
  grad(from: string, to: string, across?: boolean): string;
  /** A repeating print as a fill (`url(#…)`): `body` drawn in a `w` × `h` tile. */
  tile(w: number, h: number, body: string): string;
}

export type Drawing = (pen: Pen) => string;

export const LOOKS = ['kente', 'wax', 'plain', 'keypad', 'black-stars'] as const;
export type Look = (typeof LOOKS)[number];

const n = (v: number) => Math.round(v * 10) / 10;

export const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;

/** An ellipse; `turn` rotates it (degrees) about its centre. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, turn = 0) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${turn ? ` transform="rotate(${n(turn)} ${n(cx)} ${n(cy)})"` : ''}/>`;

export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** An unfilled line or curve. */
export const stroke = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const poly = (points: [number, number][], fill: string) =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"/>`;

/** A ring (circle outline). */
export const ring = (cx: number, cy: number, r: number, colour: string, width: number) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colour}" stroke-width="${n(width)}"/>`;

/** The soft shadow an object casts on the ground. */
export const ground = (cx: number, width: number, y = 412) =>
  ellipse(cx, y, width / 2, Math.max(10, width / 14), 'rgba(0,0,0,0.16)');

export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** `count` values spread evenly from `from` to `to` (both included). */
export const spread = (count: number, from: number, to: number) =>
  Array.from({ length: count }, (_, i) =>
    count === 1 ? (from + to) / 2 : from + ((to - from) * i) / (count - 1),
  );

export const times = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join('');

/** The items in an order drawn from `r` (Fisher–Yates). */
export function shuffle<T>(r: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const INK = '#1d1f24';
export const WHITE = '#fbfbf8';
/** Kente's own colours (gold, green, red, black, blue). */
export const KENTE = ['#e9b51a', '#1f7a3d', '#c62a22', '#151515', '#1f4fa0'] as const;
