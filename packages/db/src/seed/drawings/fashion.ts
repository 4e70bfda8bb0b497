// Clothes and what goes with them: dresses and shirts on hangers, smocks, caps, sandals, bags
// and beads.
import type { Kind } from '../kinds.ts';
import { kenteTile, waxTile } from './cloth.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  group,
  hsl,
  INK,
  type Pen,
  path,
  rect,
  shuffle,
  stroke,
  times,
} from './kit.ts';

const hanger = () => stroke('M320 74 L320 58 Q320 38 338 42 M250 96 L320 74 L390 96', '#8a6a45', 7);

/** Vertical strip-cloth stripes (smocks are sewn from narrow woven strips). */
function stripTile(pen: Pen) {
  const { r, hue } = pen;
  const base = r.pick(['#f1ead8', hsl(hue, 45, 30), '#2b3a67']);
  const line = r.pick([INK, '#b3262a', hsl(hue + 150, 60, 45), '#f1ead8']);
  const w = r.int(30, 44);
  return pen.tile(
    w,
    10,
    `${rect(0, 0, w, 10, base)}${rect(0, 0, 4, 10, line)}${rect(w / 2, 0, 3, 10, line)}${rect(w - 8, 0, 2, 10, line)}`,
  );
}

/** A cloth for clothes: wax print, kente, or one plain colour. */
function clothFill(pen: Pen) {
  const pick = { kente: 2, wax: 0, plain: 3 }[pen.look as string] ?? pen.r.int(0, 4);
  if (pick <= 1) return waxTile(pen);
  if (pick === 2) return kenteTile(pen);
  return pen.grad(hsl(pen.hue, 60, 52), hsl(pen.hue, 60, 38));
}

export const fashionDrawings = {
  dress: (pen) => {
    const { r } = pen;
    const fill = clothFill(pen);
    const flare = r.int(100, 130);
    const hem = r.int(380, 405);
    const sleeve = r.chance(0.6);
    const arms = sleeve ? `L 412 124 L 398 156 L 370 142` : `L 372 104 L 370 142`;
    const armsLeft = sleeve ? `L 242 156 L 228 124` : `L 268 104`;
    return `${ground(320, 2 * flare + 60)}${hanger()}${path(
      `M 262 94 L 294 90 Q 320 ${r.int(112, 124)} 346 90 L 378 94 ${arms} L 358 222 L ${320 + flare} ${hem} L ${320 - flare} ${hem} L 282 222 L 270 142 ${armsLeft} Z`,
      fill,
    )}${r.chance(0.5) ? rect(280, 214, 80, 14, hsl(pen.hue + 180, 60, 40), 4) : ''}`;
  },
  shirt: (pen) => {
    const { r } = pen;
    const fill = clothFill(pen);
    const long = r.chance(0.4);
    const sleeve = long ? 'L 460 300 L 432 310 L 396 160' : 'L 448 188 L 420 204 L 396 150';
    const sleeveLeft = long ? 'L 244 160 L 208 310 L 180 300' : 'L 244 150 L 220 204 L 192 188';
    return `${ground(320, 260)}${hanger()}${path(
      `M 296 88 L 344 88 L 398 100 ${sleeve} L 396 392 L 244 392 ${sleeveLeft} L 242 100 Z`,
      fill,
    )}${path('M 296 88 L 320 124 L 344 88 L 356 104 L 320 140 L 284 104 Z', r.pick(['#f4f1ea', 'rgba(0,0,0,0.3)']))}${rect(
      317,
      134,
      6,
      256,
      'rgba(0,0,0,0.18)',
    )}${times(5, (i) => circle(328, 160 + i * 46, 5, '#f4f1ea'))}`;
  },
  smock: (pen) => {
    const { r, hue } = pen;
    const fill = stripTile(pen);
    const flare = r.int(130, 150);
    return `${ground(320, 2 * flare + 40)}${path(
      `M 296 84 L 344 84 L 420 104 L 462 ${r.int(170, 190)} L 420 200 L ${320 + flare} 400 L ${320 - flare} 400 L 220 200 L 178 ${r.int(170, 190)} L 220 104 Z`,
      fill,
    )}${path('M 296 84 L 320 150 L 344 84 L 352 90 L 320 170 L 288 90 Z', hsl(hue + 40, 70, 45))}${rect(
      348,
      250,
      54,
      60,
      'rgba(0,0,0,0.18)',
      6,
    )}${rect(180, 392, 280, 10, 'rgba(0,0,0,0.12)', 4)}`;
  },
  hat: (pen) => {
    const { r } = pen;
    const fill = stripTile(pen);
    const w = r.int(240, 280);
    const top = r.int(140, 180);
    return `${ground(320, w + 40)}${path(
      `M ${320 - w / 2} 360 Q ${320 - w / 2} ${top} 320 ${top} Q ${320 + w / 2} ${top} ${320 + w / 2} 360 Z`,
      fill,
    )}${rect(320 - w / 2 - 8, 346, w + 16, 42, 'rgba(0,0,0,0.25)', 14)}${rect(320 - w / 2 - 8, 340, w + 16, 40, pen.grad(hsl(pen.hue, 50, 40), hsl(pen.hue, 50, 28)), 14)}`;
  },
  sandals: (pen) => {
    const { r, hue, grad } = pen;
    const leather = r.pick([hsl(25, 55, 30), hsl(20, 45, 18), hsl(hue, 55, 38), INK]);
    const strap =
      pen.look === 'kente'
        ? kenteTile(pen)
        : r.pick([hsl(hue + 180, 60, 45), '#d8b27a', hsl(25, 60, 45)]);
    const sole = (cx: number, turn: number) =>
      group(
        `rotate(${turn} ${cx} 250)`,
        `${ellipse(cx, 250, 66, 158, 'rgba(0,0,0,0.3)')}${ellipse(cx, 246, 62, 154, grad(leather, hsl(25, 40, 16)))}${ellipse(
          cx,
          246,
          48,
          138,
          'rgba(255,255,255,0.12)',
        )}${rect(cx - 66, 170, 132, 44, strap, 14)}${times(3, (i) => circle(cx - 34 + i * 34, 192, 8, '#e9b51a'))}${rect(
          cx - 60,
          258,
          120,
          22,
          strap,
          10,
        )}`,
      );
    return `${ground(320, 360, 418)}${sole(r.int(232, 246), -r.int(4, 12))}${sole(r.int(394, 408), r.int(4, 12))}`;
  },
  bag: (pen) => {
    const { r, hue, grad } = pen;
    const leather = hsl(hue, r.int(35, 65), r.int(28, 50));
    const body =
      pen.look === 'kente'
        ? kenteTile(pen)
        : pen.look === 'wax'
          ? waxTile(pen)
          : grad(leather, hsl(hue, 40, 22));
    const w = r.int(280, 320);
    const x = 320 - w / 2;
    const top = r.int(200, 220);
    return `${ground(320, w + 60)}${stroke(`M ${x + 60} ${top + 10} Q 320 ${top - r.int(150, 190)} ${x + w - 60} ${top + 10}`, hsl(hue, 40, 22), 18)}${path(
      `M ${x + 20} ${top} L ${x + w - 20} ${top} L ${x + w} 400 L ${x} 400 Z`,
      body,
    )}${path(
      `M ${x + 20} ${top} L ${x + w - 20} ${top} L ${x + w - 10} ${top + 90} Q 320 ${top + 130} ${x + 10} ${top + 90} Z`,
      hsl(hue, 40, 24),
    )}${rect(300, top + 96, 40, 26, '#e0b84a', 6)}`;
  },
  beads: ({ r, hue }) => {
    const palette = shuffle(r, [
      hsl(hue, 80, 50),
      hsl(hue + 120, 75, 45),
      '#e9b51a',
      '#f4f1ea',
      INK,
      hsl(hue + 200, 70, 55),
    ]).slice(0, 3);
    const strands = r.int(2, 3);
    return `${ground(320, 360)}${times(strands, (k) => {
      const rx = 150 - k * 26;
      const ry = 220 - k * 34;
      const count = 22 - k * 3;
      return times(count, (i) => {
        const a = Math.PI * (0.08 + (0.84 * i) / (count - 1));
        const size = 13 - k + (i % 4 === 0 ? 3 : 0);
        return circle(
          320 + rx * Math.cos(a),
          150 + ry * Math.sin(a),
          size,
          palette[(i + k) % palette.length]!,
        );
      });
    })}${stroke('M 165 155 Q 320 60 475 155', 'rgba(0,0,0,0.35)', 3)}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
