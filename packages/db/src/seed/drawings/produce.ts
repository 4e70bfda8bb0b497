// Fresh food from the market: yam, plantain, tomatoes, pepper, onions, cassava, eggs and fish.
// Their colours are their own (a tomato is red whatever the product's colour).
import type { Kind } from '../kinds.ts';
import type { Random } from '../random.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  hsl,
  path,
  poly,
  rect,
  stroke,
  times,
} from './kit.ts';

/** A market basket (or enamel bowl) for a heap to sit in. */
function basket(r: Random, w: number) {
  const x = 320 - w / 2;
  if (r.chance(0.5)) {
    return `${path(`M ${x} 300 L ${x + w} 300 L ${x + w - 40} 405 L ${x + 40} 405 Z`, '#b48a4e')}${times(
      4,
      (i) => rect(x + 20 + i * 6, 318 + i * 22, w - 40 - i * 12, 6, 'rgba(90,60,20,0.45)'),
    )}`;
  }
  const enamel = r.pick(['#f1f1ee', '#2f6fb7', '#c62a22']);
  return `${path(`M ${x} 310 L ${x + w} 310 Q ${x + w - 30} 405 320 405 Q ${x + 30} 405 ${x} 310 Z`, enamel)}${rect(x - 6, 302, w + 12, 14, enamel, 7)}`;
}

/** Positions of a heap: rows getting shorter to the top. */
function heap(r: Random, bottom: number, size: number, rows: number, baseY: number) {
  const out: [number, number][] = [];
  for (let row = 0; row < rows; row++) {
    const count = bottom - row;
    for (let i = 0; i < count; i++) {
      out.push([
        320 + (i - (count - 1) / 2) * size * 1.7 + r.int(-6, 6),
        baseY - row * size * 1.35 + r.int(-5, 5),
      ]);
    }
  }
  return out;
}

/** A long root or tuber lying down. */
const tuber = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  turn: number,
  skin: string,
  flesh: string,
) =>
  `${ellipse(cx, cy, rx, ry, skin, turn)}${ellipse(cx - rx * 0.92 * Math.cos((turn * Math.PI) / 180), cy - rx * 0.92 * Math.sin((turn * Math.PI) / 180), ry * 0.5, ry * 0.8, flesh, turn)}`;

export const produceDrawings = {
  yam: ({ r }) => {
    const count = r.int(2, 3);
    return `${ground(320, 480)}${times(count, (i) => {
      const cy = 380 - i * 62;
      const skin = hsl(r.int(22, 32), r.int(25, 40), r.int(26, 38));
      return `${tuber(320 + r.int(-30, 30), cy, r.int(180, 220), r.int(40, 52), r.int(-8, 8), skin, '#f3ead2')}${times(
        6,
        (k) => circle(220 + k * 40 + r.int(-8, 8), cy + r.int(-16, 16), 4, 'rgba(0,0,0,0.3)'),
      )}`;
    })}`;
  },
  plantain: ({ r, hue }) => {
    // The hue says how ripe: green (about 100), yellow (about 50) or ripe with black spots (30).
    const ripe = hue >= 70 && hue < 160 ? 0 : hue >= 40 && hue < 70 ? 1 : 2;
    const skin = [hsl(95, 55, 38), hsl(50, 85, 52), hsl(42, 80, 45)][ripe]!;
    const edge = [hsl(95, 50, 28), hsl(45, 80, 40), hsl(35, 70, 32)][ripe]!;
    const fingers = r.int(4, 6);
    const length = r.int(260, 300);
    // Fingers fan out from the crown, each a long curved crescent with a dark tip.
    return `${ground(330, 460)}${times(fingers, (i) => {
      const turn = -22 + (i * 40) / (fingers - 1) + r.int(-3, 3);
      return `<g transform="rotate(${turn} 190 300)">${path(
        `M 190 280 Q ${190 + length * 0.5} ${196 - r.int(0, 16)} ${190 + length} 268 L ${198 + length} 292 Q ${190 + length * 0.5} 262 190 322 Z`,
        skin,
      )}${stroke(`M 204 312 Q ${190 + length * 0.5} 258 ${190 + length} 288`, edge, 5)}${circle(194 + length, 280, 12, '#3b2a1c')}</g>`;
    })}${rect(150, 280, 60, 44, hsl(30, 40, 28), 12)}`;
  },
  tomatoes: ({ r }) => {
    const spots = heap(r, 4, 46, 3, 290);
    return `${ground(320, 420)}${spots
      .map(([x, y]) => {
        const red = hsl(r.int(0, 10), r.int(70, 85), r.int(42, 52));
        return `${circle(x, y, 46, red)}${circle(x - 14, y - 16, 12, 'rgba(255,255,255,0.35)')}${poly(
          [
            [x - 14, y - 40],
            [x, y - 34],
            [x + 14, y - 40],
            [x + 6, y - 46],
            [x, y - 52],
            [x - 6, y - 46],
          ],
          '#2f7a32',
        )}`;
      })
      .join('')}${basket(r, 380)}`;
  },
  pepper: ({ r }) => {
    const count = r.int(12, 16);
    return `${ground(320, 400)}${times(count, (i) => {
      const x = 190 + (i % 6) * 52 + r.int(-10, 10);
      const y = 230 + Math.floor(i / 6) * 34 + r.int(-8, 8);
      const turn = r.int(-60, 60);
      const colour = r.chance(0.7)
        ? hsl(r.int(0, 12), 85, r.int(42, 52))
        : hsl(r.int(90, 110), 60, 38);
      return `${ellipse(x, y, 46, 14, colour, turn)}${circle(x + 40 * Math.cos((turn * Math.PI) / 180), y + 40 * Math.sin((turn * Math.PI) / 180), 6, '#2f7a32')}`;
    })}${basket(r, 400)}`;
  },
  onions: ({ r }) => {
    const spots = heap(r, 4, 44, 3, 300);
    const red = r.chance(0.7);
    return `${ground(320, 420)}${spots
      .map(([x, y]) => {
        const skin = red ? hsl(r.int(330, 350), 45, r.int(38, 48)) : hsl(35, 60, r.int(58, 66));
        return `${circle(x, y, 44, skin)}${poly(
          [
            [x - 14, y - 36],
            [x, y - 66],
            [x + 14, y - 36],
          ],
          skin,
        )}${stroke(`M ${x - 18} ${y - 28} Q ${x - 30} ${y + 4} ${x - 14} ${y + 34}`, 'rgba(255,255,255,0.35)', 4)}${stroke(
          `M ${x} ${y - 40} L ${x} ${y + 40}`,
          'rgba(0,0,0,0.12)',
          3,
        )}`;
      })
      .join('')}${basket(r, 380)}`;
  },
  cassava: ({ r }) => {
    const count = r.int(3, 4);
    return `${ground(320, 480)}${times(count, (i) => {
      const skin = hsl(r.int(20, 28), r.int(35, 50), r.int(22, 32));
      const cy = 370 - i * 48;
      const turn = r.int(-12, 12);
      return `${tuber(320 + r.int(-30, 30), cy, r.int(190, 220), r.int(26, 34), turn, skin, '#fbf6ea')}${stroke(
        `M 200 ${cy - 6} L 440 ${cy + 4}`,
        'rgba(0,0,0,0.25)',
        3,
      )}`;
    })}`;
  },
  eggs: ({ r }) => {
    const brown = r.chance(0.6);
    const tray = r.pick(['#cfc6b4', '#9fb0c4', '#e3d2b0']);
    const rows = 4;
    return `${ground(320, 500)}${path('M 110 260 L 530 260 L 580 400 L 60 400 Z', tray)}${times(
      rows,
      (row) => {
        const y = 280 + row * 34;
        const count = 6;
        const spread = 210 + row * 30;
        return times(count, (i) => {
          const x = 320 + (i - (count - 1) / 2) * ((spread * 2) / count);
          const shell = brown
            ? hsl(r.int(22, 30), r.int(40, 55), r.int(58, 68))
            : hsl(40, 30, r.int(90, 95));
          return ellipse(x, y - 10, 26 + row * 2, 32 + row * 2, shell);
        });
      },
    )}`;
  },
  fish: ({ r, hue }) => {
    // The hue says which fish: red fish (below 20), smoked brown (20–60), else silver.
    const tone = ((hue % 360) + 360) % 360;
    const smoked = tone >= 20 && tone < 60;
    const count = r.int(1, 3);
    return `${ground(320, 460)}${ellipse(320, 330, 240, 70, r.pick(['#e7e2d6', '#b9c7d6', '#3b6aa0']))}${times(
      count,
      (i) => {
        const y = 320 - i * 50 + (count - 1) * 20;
        const len = count === 1 ? 200 : 160;
        const body = smoked
          ? hsl(r.int(20, 30), 55, r.int(28, 38))
          : tone < 20
            ? hsl(r.int(0, 10), r.int(55, 70), r.int(50, 58))
            : hsl(tone % 2 ? 210 : 30, r.int(8, 25), r.int(55, 70));
        const x = 320 + r.int(-20, 20);
        return `${poly(
          [
            [x + len * 0.8, y],
            [x + len * 1.15, y - 46],
            [x + len * 1.15, y + 46],
          ],
          body,
        )}${path(`M ${x - len} ${y} Q ${x - len * 0.3} ${y - 70} ${x + len * 0.9} ${y} Q ${x - len * 0.3} ${y + 66} ${x - len} ${y} Z`, body)}${circle(
          x - len * 0.72,
          y - 8,
          8,
          '#f4f1ea',
        )}${circle(x - len * 0.72, y - 8, 4, '#111')}${stroke(`M ${x - len * 0.55} ${y - 30} Q ${x - len * 0.45} ${y} ${x - len * 0.55} ${y + 28}`, 'rgba(0,0,0,0.3)', 4)}${
          smoked
            ? ''
            : times(3, (k) =>
                stroke(
                  `M ${x - len * 0.2 + k * 50} ${y - 34} L ${x - len * 0.2 + k * 50} ${y + 30}`,
                  'rgba(0,0,0,0.12)',
                  8,
                ),
              )
        }`;
      },
    )}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
