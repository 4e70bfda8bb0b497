// Cloth: kente (woven strips of blocks), kente stoles, and wax print fabric, folded as sold.
import type { Kind } from '../kinds.ts';
import type { Random } from '../random.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  hsl,
  KENTE,
  type Pen,
  path,
  rect,
  shuffle,
  stroke,
  times,
} from './kit.ts';

/** A kente tile: a strip of blocks, each block a colour with thin weft stripes across it. */
export function kenteTile(pen: Pen): string {
  const { r, hue } = pen;
  const order = shuffle(r, KENTE);
  // The product's hue picks which colour leads, so "another colour" reorders the same cloth.
  const turn = Math.floor((((hue % 360) + 360) % 360) / 72);
  const [a, b, c, d] = [...order.slice(turn), ...order.slice(0, turn)] as [
    string,
    string,
    string,
    string,
  ];
  const w = r.int(70, 96);
  const h = r.int(70, 96);
  return pen.tile(
    w,
    h,
    `${rect(0, 0, w, h, a)}${rect(w / 2, 0, w / 2, h / 2, b)}${rect(0, h / 2, w / 2, h / 2, b)}${times(
      3,
      (i) => rect(0, h / 2 - 12 + i * 10, w / 2, 4, c),
    )}${times(3, (i) => rect(w / 2, h - 18 + i * 6 - h / 2 + 4, w / 2, 3, d))}${rect(w / 2 - 3, 0, 6, h, d)}`,
  );
}

/** A wax print tile: big rings, dots and a leaf on a ground colour. */
export function waxTile(pen: Pen): string {
  const { r, hue } = pen;
  const ground1 = hsl(hue, r.int(55, 80), r.int(35, 50));
  const motif = hsl(hue + r.int(120, 200), r.int(60, 90), r.int(55, 70));
  const third = hsl(hue + r.int(40, 80), 80, r.int(70, 85));
  const s = r.int(64, 90);
  const style = r.int(0, 2);
  const body =
    style === 0
      ? `${circle(s / 2, s / 2, s * 0.34, motif)}${circle(s / 2, s / 2, s * 0.18, third)}${circle(0, 0, s * 0.12, third)}${circle(s, s, s * 0.12, third)}`
      : style === 1
        ? `${ellipse(s / 2, s / 2, s * 0.42, s * 0.2, motif, 45)}${circle(s * 0.15, s * 0.85, s * 0.1, third)}${circle(s * 0.85, s * 0.15, s * 0.1, third)}`
        : `${rect(s * 0.1, s * 0.1, s * 0.8, s * 0.8, motif, s * 0.3)}${circle(s / 2, s / 2, s * 0.16, third)}`;
  return pen.tile(s, s, `${rect(0, 0, s, s, ground1)}${body}`);
}

/** A pile of folded cloth: layers with their fold edges, filled with `fill`. */
function folded(r: Random, fill: string, flap = false) {
  const layers = r.int(2, 4);
  const w = r.int(330, 380);
  const h = r.int(58, 74);
  let top = 0;
  const body = times(layers, (i) => {
    const y = 405 - (layers - i) * (h + 6);
    const x = 320 - w / 2 + r.int(-14, 14);
    top = y;
    return `${rect(x, y, w, h, fill, 10)}${rect(x, y + h - 10, w, 10, 'rgba(0,0,0,0.22)', 5)}${rect(x + w - 26, y, 26, h, 'rgba(255,255,255,0.14)', 10)}`;
  });
  // The top layer's corner turned back, showing the cloth's paler back.
  const corner = flap
    ? path(
        `M${320 + w / 2 - 130} ${top} L ${320 + w / 2 - 10} ${top} L ${320 + w / 2 - 10} ${top + h - 8} Z`,
        'rgba(255,255,255,0.45)',
      )
    : '';
  return `${ground(320, w + 60)}${body}${corner}`;
}

export const clothDrawings = {
  kente: (pen) => {
    const { r } = pen;
    const fill = kenteTile(pen);
    if (r.chance(0.5)) return folded(r, fill);
    // Draped over a stand: a cloth hanging in a wide curve.
    const w = r.int(320, 370);
    return `${ground(320, w + 40)}${path(
      `M${320 - w / 2} 90 Q 320 ${r.int(120, 150)} ${320 + w / 2} 90 L ${320 + w / 2 + 20} 390 Q 320 ${r.int(360, 400)} ${320 - w / 2 - 20} 390 Z`,
      fill,
    )}${stroke(`M${320 - w / 2 - 10} 88 L ${320 + w / 2 + 10} 88`, '#6b4a2b', 14)}`;
  },
  stole: (pen) => {
    const { r, hue } = pen;
    const base = r.chance(0.5) ? KENTE[0] : hsl(hue, 60, 35);
    const blocks = kenteTile(pen);
    // Worn on a dress form: around the neck, both ends hanging down the front.
    const form = r.pick(['#e8e2d6', '#d9d4cc', '#b9977a']);
    const tail = (x: number) =>
      `${rect(x, 118, 64, 262, base, 6)}${rect(x, 260, 64, 96, blocks)}${rect(x, 150, 64, 26, blocks)}${times(
        8,
        (i) => rect(x + 2 + i * 8, 378, 3, 22, base),
      )}`;
    return `${ground(320, 300)}${rect(312, 380, 16, 30, '#6b4a2b')}${path(
      'M290 70 L350 70 L350 96 Q 450 104 470 160 L 450 390 L 190 390 L 170 160 Q 190 104 290 96 Z',
      form,
    )}${ellipse(320, 70, 30, 10, 'rgba(0,0,0,0.15)')}${path(
      'M262 96 Q 320 150 378 96 L 392 122 Q 320 182 248 122 Z',
      base,
    )}${tail(r.int(232, 246))}${tail(r.int(330, 344))}`;
  },
  fabric: (pen) => {
    const { r } = pen;
    const fill = waxTile(pen);
    return folded(r, fill, r.chance(0.6));
  },
} satisfies Partial<Record<Kind, Drawing>>;
