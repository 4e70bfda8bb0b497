// Phones and gadgets: what a phone shop and a gadget shop sell.
import type { Kind } from '../kinds.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  group,
  hsl,
  INK,
  path,
  poly,
  rect,
  ring,
  spread,
  stroke,
  times,
  WHITE,
} from './kit.ts';

/** One handset, front (screen) or back (cameras), with its top-left corner at x, y. */
function handset(
  pen: Parameters<Drawing>[0],
  x: number,
  y: number,
  w: number,
  h: number,
  body: string,
  back: boolean,
) {
  const { r, hue, grad } = pen;
  const outer = rect(x, y, w, h, body, w * 0.16);
  if (back) {
    const lenses = r.int(2, 4);
    const module = rect(x + 14, y + 16, w * 0.42, 40 + lenses * 22, 'rgba(0,0,0,0.28)', 18);
    return `${outer}${rect(x + 4, y + 4, w - 8, h - 8, grad(body, hsl(hue, 25, 18)), w * 0.15)}${module}${times(
      lenses,
      (i) =>
        `${circle(x + 14 + w * 0.21, y + 40 + i * 24, 11, '#0d0f14')}${circle(x + 14 + w * 0.21, y + 40 + i * 24, 5, '#3a4a6b')}`,
    )}${circle(x + w * 0.5, y + h * 0.62, w * 0.1, 'rgba(255,255,255,0.18)')}`;
  }
  const wall = grad(hsl(hue + 40, 75, 62), hsl(hue + 200, 70, 38));
  return `${outer}${rect(x + 8, y + 8, w - 16, h - 16, wall, w * 0.12)}${circle(
    x + w * (0.3 + r.next() * 0.4),
    y + h * (0.35 + r.next() * 0.3),
    w * 0.36,
    'rgba(255,255,255,0.22)',
  )}${circle(x + w / 2, y + 22, 6, '#0d0f14')}`;
}

/** A feature phone: small screen on top, a keypad below. */
function buttonPhone({ r, hue, grad }: Parameters<Drawing>[0]) {
  const w = r.int(130, 150);
  const h = r.int(290, 310);
  const x = 320 - w / 2;
  const y = 405 - h;
  const body = r.pick([INK, hsl(hue, 50, 35), '#3b3f48']);
  const keys = times(12, (i) =>
    rect(
      x + 18 + (i % 3) * ((w - 36) / 3),
      y + h * 0.56 + Math.floor(i / 3) * 28,
      (w - 36) / 3 - 8,
      20,
      '#c9ccd3',
      8,
    ),
  );
  return `${ground(320, w * 1.6)}${rect(x, y, w, h, grad(body, '#0c0d10'), 28)}${rect(x + 16, y + 30, w - 32, h * 0.34, grad(hsl(hue + 180, 70, 60), hsl(hue + 220, 60, 35)), 6)}${rect(
    x + w / 2 - 26,
    y + h * 0.44,
    52,
    22,
    '#8a8f99',
    11,
  )}${keys}`;
}

const BODY = (hue: number) => [
  INK,
  hsl(hue, 45, 30),
  hsl(hue, 55, 45),
  '#c9ccd3',
  hsl(hue, 40, 72),
];

export const gadgetDrawings = {
  phone: (pen) => {
    const { r, hue, view } = pen;
    if (pen.look === 'keypad') return buttonPhone(pen);
    const w = r.int(150, 178);
    const h = r.int(300, 336);
    const body = r.pick(BODY(hue));
    const back = r.chance(0.35) !== (view === 1);
    const pair = r.chance(0.45);
    const behind = pair
      ? group(
          `rotate(${r.int(-14, -6)} 250 300)`,
          handset(pen, 250 - w / 2 - 40, 405 - h - 10, w, h, body, !back),
        )
      : '';
    const x = pair ? 360 - w / 2 : 320 - w / 2;
    return `${ground(x + w / 2 - (pair ? 50 : 0), w * (pair ? 2.4 : 1.5))}${behind}${handset(pen, x, 405 - h, w, h, body, back)}`;
  },
  earbuds: ({ r, hue, grad }) => {
    const shell = r.pick([WHITE, INK, hsl(hue, 50, 45), hsl(hue, 35, 78)]);
    const w = r.int(190, 230);
    const h = r.int(130, 160);
    const x = 260 - w / 2;
    const edge = shell === WHITE ? '#c8cbd2' : 'rgba(0,0,0,0.35)';
    const bud = (cx: number, tilt: number) =>
      group(
        `rotate(${tilt} ${cx} 300)`,
        `${rect(cx - 12, 300, 24, 80, shell, 12)}${circle(cx, 292, 34, shell)}${circle(cx, 292, 16, edge)}`,
      );
    return `${ground(320, 420)}${rect(x, 405 - h, w, h, grad(shell, edge), h * 0.45)}${rect(x, 405 - h * 0.62, w, 6, edge)}${circle(
      x + w / 2,
      405 - h * 0.3,
      5,
      '#3fd16b',
    )}${bud(430, r.int(-20, -8))}${bud(500, r.int(8, 22))}`;
  },
  charger: ({ r, hue }) => {
    const body = r.pick([WHITE, INK, hsl(hue, 15, 88)]);
    const edge = body === INK ? '#444852' : '#b9bdc6';
    const w = r.int(130, 160);
    const x = 230 - w / 2;
    const y = 190;
    const pins = `${rect(x + w / 2 - 9, y - 60, 18, 62, '#9aa0aa', 3)}${rect(x + 22, y - 44, 16, 46, '#9aa0aa', 3)}${rect(x + w - 38, y - 44, 16, 46, '#9aa0aa', 3)}`;
    const cable = stroke(
      `M${x + w / 2} ${y + 150} C ${x + w / 2} 420, ${r.int(380, 430)} 420, ${r.int(420, 460)} ${r.int(250, 300)}`,
      body === INK ? INK : '#e7e8ec',
      14,
    );
    return `${ground(330, 380)}${pins}${cable}${rect(x - 4, y - 4, w + 8, 158, edge, 23)}${rect(x, y, w, 150, body, 20)}${rect(
      x + w / 2 - 12,
      y + 150,
      24,
      26,
      edge,
      6,
    )}${group(`rotate(${r.int(-20, 10)} 440 260)`, rect(425, 200, 34, 70, body, 10) + rect(433, 178, 18, 26, '#9aa0aa', 4))}`;
  },
  'power-bank': ({ r, hue, grad }) => {
    const body = r.pick([INK, hsl(hue, 55, 40), hsl(hue, 30, 75), WHITE]);
    const w = r.int(290, 330);
    const h = r.int(150, 180);
    const x = 320 - w / 2;
    const y = 400 - h;
    const solar = r.chance(0.4);
    const panel = solar
      ? `${rect(x + 30, y + 24, w - 100, h - 48, '#1f3f7a', 8)}${times(3, (i) => rect(x + 30 + ((w - 100) / 3) * (i + 1) - 2, y + 24, 3, h - 48, '#8fb4e8'))}${rect(x + 30, y + h / 2 - 1.5, w - 100, 3, '#8fb4e8')}`
      : rect(x + 30, y + 30, w - 110, 16, 'rgba(255,255,255,0.18)', 8);
    return `${ground(320, w * 1.1)}${rect(x + 10, y + 14, w, h, 'rgba(0,0,0,0.35)', 26)}${rect(x, y, w, h, grad(body, hsl(hue, 20, 22)), 26)}${panel}${times(
      4,
      (i) =>
        circle(x + w - 50, y + 36 + i * ((h - 60) / 3), 7, i < r.int(2, 4) ? '#48e07c' : '#8a8f99'),
    )}`;
  },
  smartwatch: ({ r, hue, grad }) => {
    const strap = hsl(hue, r.int(35, 70), r.int(30, 60));
    const size = r.int(170, 200);
    const x = 320 - size / 2;
    const y = 245 - size / 2;
    const arcs = times(3, (i) => {
      const rr = size * 0.32 - i * 17;
      const len = 2 * Math.PI * rr;
      const part = len * (0.45 + r.next() * 0.45);
      return `<circle cx="320" cy="245" r="${rr.toFixed(1)}" fill="none" stroke="${hsl(hue + 90 + i * 70, 85, 58)}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${part.toFixed(1)} ${len.toFixed(1)}" transform="rotate(-90 320 245)"/>`;
    });
    return `${ground(320, 260)}${rect(320 - size * 0.33, 20, size * 0.66, 440, grad(strap, hsl(hue, 40, 22)), 30)}${rect(
      x - 8,
      y - 8,
      size + 16,
      size + 16,
      r.pick(['#c9ccd3', INK, '#d8b27a']),
      size * 0.26,
    )}${rect(x, y, size, size, '#0b0c10', size * 0.22)}${arcs}${rect(x + size + 6, 225, 12, 40, '#9aa0aa', 5)}`;
  },
  laptop: ({ r, hue, grad }) => {
    const w = r.int(330, 380);
    const h = r.int(200, 230);
    const x = 320 - w / 2;
    const y = 345 - h;
    const shell = r.pick(['#c9ccd3', '#3b3f48', hsl(hue, 20, 70), '#2a2d35']);
    const screen = grad(hsl(hue + 180, 70, 58), hsl(hue + 240, 65, 30));
    const base = poly(
      [
        [x - 10, 345],
        [x + w + 10, 345],
        [x + w + 50, 398],
        [x - 50, 398],
      ],
      shell,
    );
    return `${ground(320, w + 120, 404)}${rect(x, y, w, h, shell, 14)}${rect(x + 12, y + 12, w - 24, h - 24, screen)}${circle(
      x + w * (0.3 + r.next() * 0.4),
      y + h * 0.55,
      h * 0.28,
      'rgba(255,255,255,0.2)',
    )}${base}${poly(
      [
        [x + 18, 352],
        [x + w - 18, 352],
        [x + w + 8, 374],
        [x - 8, 374],
      ],
      'rgba(0,0,0,0.25)',
    )}${rect(290, 380, 60, 12, 'rgba(0,0,0,0.18)', 3)}${rect(x - 50, 396, w + 100, 8, 'rgba(0,0,0,0.25)', 4)}`;
  },
  tv: ({ r, hue, grad }) => {
    const w = r.int(400, 450);
    const h = Math.round(w * 0.58);
    const x = 320 - w / 2;
    const y = 370 - h;
    const sky = grad(hsl(hue + 190, 70, 70), hsl(hue + 200, 60, 88));
    const hills = `${path(`M${x + 10} ${y + h - 10} Q ${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h - 10} Z`, hsl(hue + 100, 50, 38))}${path(
      `M${x + w * 0.35} ${y + h - 10} Q ${x + w * 0.7} ${y + h * 0.35} ${x + w - 10} ${y + h - 10} Z`,
      hsl(hue + 120, 55, 30),
    )}`;
    const feet = r.chance(0.5)
      ? `${poly(
          [
            [x + 40, 370],
            [x + 60, 370],
            [x + 40, 405],
            [x + 20, 405],
          ],
          INK,
        )}${poly(
          [
            [x + w - 60, 370],
            [x + w - 40, 370],
            [x + w - 20, 405],
            [x + w - 40, 405],
          ],
          INK,
        )}`
      : `${rect(305, 365, 30, 30, INK)}${rect(240, 395, 160, 12, INK, 6)}`;
    return `${ground(320, w + 40)}${feet}${rect(x - 10, y - 10, w + 20, h + 20, INK, 8)}${rect(x, y, w, h, sky)}${circle(
      x + w * (0.2 + r.next() * 0.6),
      y + h * 0.3,
      h * 0.12,
      hsl(45, 95, 65),
    )}${hills}`;
  },
  speaker: ({ r, hue, grad }) => {
    const body = hsl(hue, r.int(45, 75), r.int(30, 50));
    if (r.chance(0.55)) {
      const w = r.int(330, 380);
      const h = r.int(140, 160);
      const x = 320 - w / 2;
      const y = 395 - h;
      return `${ground(320, w)}${rect(x, y, w, h, grad(body, hsl(hue, 50, 20)), h / 2)}${rect(
        x + h * 0.45,
        y + 14,
        w - h * 0.9,
        h - 28,
        'rgba(0,0,0,0.3)',
        12,
      )}${times(2, (i) => {
        const cx = i ? x + w - h * 0.3 : x + h * 0.3;
        return `${circle(cx, y + h / 2, h * 0.26, 'rgba(0,0,0,0.35)')}${circle(cx, y + h / 2, h * 0.12, 'rgba(255,255,255,0.25)')}`;
      })}${rect(x + w / 2 - 40, y + h / 2 - 6, 80, 12, 'rgba(255,255,255,0.5)', 6)}`;
    }
    const w = r.int(210, 240);
    const h = r.int(310, 340);
    const x = 320 - w / 2;
    const y = 405 - h;
    const cone = (cy: number, size: number) =>
      `${circle(320, cy, size, '#14161b')}${ring(320, cy, size - 8, '#3a3e48', 6)}${circle(320, cy, size * 0.3, '#2d3039')}`;
    return `${ground(320, w + 40)}${rect(x, y, w, h, grad(body, hsl(hue, 40, 18)), 18)}${cone(y + h * 0.3, w * 0.22)}${cone(
      y + h * 0.7,
      w * 0.36,
    )}${rect(x + 20, y + 12, w - 40, 8, hsl(hue + 160, 90, 60), 4)}`;
  },
  'solar-panel': ({ r, hue }) => {
    const cells = hsl(215 + (hue % 20), 60, r.int(24, 34));
    const top = r.int(90, 120);
    const skew = r.int(60, 90);
    const corners: [number, number][] = [
      [150 + skew, top],
      [510 + skew * 0.2, top],
      [510 - skew * 0.4, 350],
      [110, 350],
    ];
    const lerp = (a: [number, number], b: [number, number], t: number) =>
      [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t] as const;
    const lines = [
      ...spread(5, 0.2, 0.8).map((t) => [
        lerp(corners[0]!, corners[1]!, t),
        lerp(corners[3]!, corners[2]!, t),
      ]),
      ...spread(3, 0.25, 0.75).map((t) => [
        lerp(corners[0]!, corners[3]!, t),
        lerp(corners[1]!, corners[2]!, t),
      ]),
    ]
      .map(([a, b]) => stroke(`M${a![0]} ${a![1]} L${b![0]} ${b![1]}`, 'rgba(200,220,255,0.7)', 3))
      .join('');
    return `${ground(320, 420)}${stroke('M200 350 L180 410 M440 350 L470 410', '#7c818c', 12)}${poly(corners, '#c9ccd3')}${poly(
      [
        [corners[0]![0] + 8, corners[0]![1] + 8],
        [corners[1]![0] - 8, corners[1]![1] + 8],
        [corners[2]![0] - 6, corners[2]![1] - 8],
        [corners[3]![0] + 10, corners[3]![1] - 8],
      ],
      cells,
    )}${lines}${ellipse(430, 80, 40, 40, hsl(45, 95, 62))}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
