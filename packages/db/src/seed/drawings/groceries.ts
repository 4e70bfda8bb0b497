// Groceries ("provisions"): bags of rice and gari, cooking oil, tins of tomato paste, milk and
// sardines, chocolate drink, sugar, noodles and shito. `hue` is the brand's colour.
import type { Kind } from '../kinds.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  hsl,
  INK,
  path,
  poly,
  rect,
  stroke,
  times,
  WHITE,
} from './kit.ts';

/** A standing tin: body, label band, lid. */
function tin(
  cx: number,
  bottom: number,
  w: number,
  h: number,
  label: string,
  band: string,
  metal = '#c9ccd3',
) {
  const x = cx - w / 2;
  const y = bottom - h;
  return `${rect(x, y, w, h, metal, 6)}${rect(x, y + h * 0.12, w, h * 0.76, label)}${rect(x, y + h * 0.42, w, h * 0.2, band)}${ellipse(
    cx,
    y,
    w / 2,
    w * 0.12,
    '#e4e6ea',
  )}${rect(x + 8, y + h * 0.16, 10, h * 0.66, 'rgba(255,255,255,0.3)', 5)}`;
}

export const groceryDrawings = {
  rice: ({ r, hue, grad }) => {
    const bag = r.pick([WHITE, '#f1ead8', hsl(hue, 30, 88)]);
    const band = hsl(hue, r.int(60, 85), r.int(38, 50));
    const w = r.int(260, 300);
    const x = 320 - w / 2;
    return `${ground(320, w + 60)}${path(
      `M ${x + 10} 110 L ${x + 40} 130 L ${x + w - 40} 130 L ${x + w - 10} 110 L ${x + w} 380 Q ${x + w} 405 ${x + w - 30} 405 L ${x + 30} 405 Q ${x} 405 ${x} 380 Z`,
      grad(bag, '#d6d2c6'),
    )}${rect(x + 4, 220, w - 8, 90, band)}${circle(320, 265, 58, WHITE)}${times(5, (i) =>
      ellipse(296 + (i % 3) * 24, 250 + Math.floor(i / 3) * 28, 9, 16, '#e9dcb5', 30),
    )}${rect(x + 30, 160, w - 60, 26, band, 6)}${rect(x + 50, 340, w - 100, 16, hsl(hue + 180, 60, 40), 4)}`;
  },
  oil: ({ r, hue, grad }) => {
    // Oil is red (palm oil, hue about 10) to golden (vegetable oil, about 48), whatever the hue.
    const tone = hue % 56;
    const liquid = hsl(tone, 85, tone < 25 ? 40 : 52);
    const big = r.chance(0.5);
    const w = big ? r.int(220, 250) : r.int(140, 160);
    const x = 320 - w / 2;
    const top = big ? 130 : 100;
    const neck = big
      ? `${stroke(`M ${x + w - 60} ${top + 10} Q ${x + w + 40} ${top + 30} ${x + w - 10} ${top + 120}`, 'rgba(255,255,255,0.6)', 18)}`
      : '';
    return `${ground(320, w + 60)}${neck}${path(
      `M ${x} 400 L ${x} ${top + 80} Q ${x} ${top + 30} ${320 - 30} ${top + 10} L ${320 - 24} ${top - 20} L ${320 + 24} ${top - 20} L ${320 + 30} ${top + 10} Q ${x + w} ${top + 30} ${x + w} ${top + 80} L ${x + w} 400 Q ${x + w} 408 ${x + w - 12} 408 L ${x + 12} 408 Q ${x} 408 ${x} 400 Z`,
      grad(liquid, hsl(tone, 80, 28)),
    )}${rect(320 - 28, top - 48, 56, 34, r.pick(['#c62a22', '#1f7a3d', '#2f6fb7']), 6)}${rect(x + 10, top + 150, w - 20, 110, WHITE, 8)}${rect(
      x + 24,
      top + 175,
      w - 48,
      30,
      hsl(hue + 150, 70, 38),
      4,
    )}${rect(x + 14, top + 60, 14, 80, 'rgba(255,255,255,0.35)', 7)}`;
  },
  'tomato-paste': ({ r, hue }) => {
    const label = hsl(r.pick([0, 5, 355]), 75, 45);
    const band = r.pick([hsl(hue, 60, 40), '#1f7a3d', WHITE]);
    const count = r.int(2, 3);
    return `${ground(320, 420)}${times(count, (i) => {
      const cx = count === 2 ? 250 + i * 140 : 200 + i * 120;
      const h = r.int(150, 190);
      return `${tin(cx, 405 - (i === 1 && count === 3 ? 20 : 0), 130, h, label, band)}${circle(cx, 405 - h * 0.5, 24, '#e0302a')}${poly(
        [
          [cx - 10, 405 - h * 0.5 - 22],
          [cx, 405 - h * 0.5 - 34],
          [cx + 10, 405 - h * 0.5 - 22],
        ],
        '#2f7a32',
      )}`;
    })}`;
  },
  gari: ({ r, hue }) => {
    const grain = hsl(r.int(38, 48), r.int(35, 55), r.int(80, 88));
    const w = r.int(240, 280);
    const x = 320 - w / 2;
    return `${ground(320, w + 40)}${path(
      `M ${x + 30} 150 Q 320 ${r.int(120, 140)} ${x + w - 30} 150 L ${x + w} 380 Q ${x + w} 405 ${x + w - 30} 405 L ${x + 30} 405 Q ${x} 405 ${x} 380 Z`,
      grain,
    )}${times(18, (i) => circle(x + 30 + ((i * 53) % (w - 60)), 180 + ((i * 37) % 200), 4, 'rgba(150,110,40,0.35)'))}${path(
      `M ${320 - 30} 150 L ${320 - 50} 90 L 320 110 L ${320 + 50} 90 L ${320 + 30} 150 Z`,
      'rgba(255,255,255,0.7)',
    )}${rect(320 - 34, 140, 68, 18, hsl(hue, 70, 45), 6)}${rect(x + 40, 260, w - 80, 70, hsl(hue, 70, 45), 8)}${circle(
      320,
      295,
      22,
      WHITE,
    )}${rect(x + 10, 170, 12, 180, 'rgba(255,255,255,0.45)', 6)}`;
  },
  milk: ({ r, hue }) => {
    const label = r.pick([WHITE, hsl(hue, 60, 45), '#2f6fb7']);
    const band = label === WHITE ? hsl(hue, 70, 42) : WHITE;
    const powder = r.chance(0.35);
    if (powder) {
      return `${ground(320, 320)}${tin(320, 405, 230, 290, label, band)}${circle(320, 270, 34, hsl(hue + 40, 60, 70))}`;
    }
    return `${ground(320, 440)}${tin(220, 405, 130, 160, label, band)}${tin(420, 405, 130, 160, label, band)}${tin(320, 245, 130, 160, label, band)}`;
  },
  'cocoa-drink': ({ r, hue }) => {
    const label = hsl(hue, r.int(60, 80), r.int(30, 40));
    return `${ground(320, 300)}${tin(320, 405, r.int(200, 230), r.int(290, 320), label, hsl(hue + 20, 60, 55))}${circle(
      320,
      260,
      40,
      '#6b3f1f',
    )}${rect(250, 160, 140, 18, WHITE, 6)}`;
  },
  sugar: ({ r, hue, grad }) => {
    const face = hsl(hue, r.int(60, 80), r.int(35, 48));
    const w = r.int(250, 280);
    const x = 300 - w / 2;
    return `${ground(320, w + 120)}${poly(
      [
        [x, 160],
        [x + w, 160],
        [x + w + 70, 120],
        [x + 70, 120],
      ],
      '#eceae4',
    )}${poly(
      [
        [x + w, 160],
        [x + w + 70, 120],
        [x + w + 70, 350],
        [x + w, 392],
      ],
      hsl(hue, 50, 30),
    )}${rect(x, 160, w, 232, grad(WHITE, '#dcdfe4'))}${rect(x, 230, w, 90, face)}${times(3, (i) =>
      rect(x + 40 + i * 64, 250, 48, 48, WHITE, 4),
    )}${times(2, (i) => rect(x + w - 30 + i * 70, 350, 56, 56, WHITE, 4))}`;
  },
  noodles: ({ r, hue, grad }) => {
    const pack = hsl(r.pick([hue, 50, 0, 30]), r.int(75, 90), r.int(48, 56));
    const count = r.int(2, 3);
    return `${ground(320, 440)}${times(count, (i) => {
      const y = 300 - i * 80;
      const turn = r.int(-8, 8);
      return `<g transform="rotate(${turn} 320 ${y})">${rect(150, y - 55, 340, 110, grad(pack, hsl(hue, 70, 38)), 22)}${times(
        6,
        (k) => rect(150 + k * 2, y - 52 + k * 18, 8, 10, 'rgba(0,0,0,0.2)'),
      )}${ellipse(360, y, 66, 40, WHITE)}${ellipse(360, y + 4, 54, 28, '#e9c46a')}${stroke(`M 320 ${y} q 20 -14 40 0 t 40 0`, '#c9982c', 5)}${rect(
        190,
        y - 30,
        90,
        26,
        INK,
        6,
      )}</g>`;
    })}`;
  },
  sardines: ({ r, hue }) => {
    const label = hsl(hue, r.int(55, 80), r.int(35, 50));
    const tinBox = (y: number, dx: number) =>
      `${rect(170 + dx, y, 300, 130, '#9ba0aa', 30)}${rect(176 + dx, y + 6, 288, 118, label, 26)}${path(
        `M ${240 + dx} ${y + 65} Q ${300 + dx} ${y + 25} ${370 + dx} ${y + 65} Q ${300 + dx} ${y + 105} ${240 + dx} ${y + 65} Z`,
        '#c9d6e3',
      )}${poly(
        [
          [370 + dx, y + 65],
          [400 + dx, y + 45],
          [400 + dx, y + 85],
        ],
        '#c9d6e3',
      )}${circle(208 + dx, y + 65, 14, '#e4e6ea')}`;
    return `${ground(320, 420)}${tinBox(260, r.int(-10, 10))}${tinBox(140, r.int(-30, 30))}`;
  },
  shito: ({ r, hue, grad }) => {
    const lid = hsl(hue, 70, r.int(38, 50));
    const w = r.int(190, 220);
    const x = 320 - w / 2;
    return `${ground(320, w + 60)}${rect(x, 150, w, 255, 'rgba(255,255,255,0.55)', 30)}${rect(x + 10, 170, w - 20, 228, grad('#5a1d10', '#2a0c06'), 24)}${rect(
      x - 6,
      110,
      w + 12,
      52,
      lid,
      10,
    )}${rect(x + 10, 250, w - 20, 80, WHITE, 6)}${rect(x + 30, 270, w - 60, 18, hsl(hue, 70, 45), 4)}${times(
      3,
      (i) => circle(x + 40 + i * 30, 310, 6, '#c62a22'),
    )}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
