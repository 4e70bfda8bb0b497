// Car and motorbike parts: tyres, batteries, engine oil, brake pads, headlights and helmets.
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
  rect,
  ring,
  stroke,
  times,
  WHITE,
} from './kit.ts';

export const automotiveDrawings = {
  tyre: ({ r, hue, view }) => {
    const size = r.int(150, 175);
    const cy = 405 - size;
    const spokes = r.int(5, 8);
    const rim = r.pick(['#c9ccd3', '#8a8f99', INK, hsl(hue, 45, 55), hsl(hue, 25, 75)]);
    const wheel = r.chance(0.5) !== (view === 1);
    const treads = times(24, (i) => {
      const a = (i * Math.PI) / 12;
      return stroke(
        `M ${320 + (size - 16) * Math.cos(a)} ${cy + (size - 16) * Math.sin(a)} L ${320 + size * Math.cos(a)} ${cy + size * Math.sin(a)}`,
        '#3b3f48',
        10,
      );
    });
    const centre = wheel
      ? `${circle(320, cy, size * 0.58, rim)}${times(spokes, (i) => {
          const a = (i * 2 * Math.PI) / spokes;
          return stroke(
            `M 320 ${cy} L ${320 + size * 0.52 * Math.cos(a)} ${cy + size * 0.52 * Math.sin(a)}`,
            'rgba(0,0,0,0.45)',
            14,
          );
        })}${circle(320, cy, size * 0.14, '#3b3f48')}`
      : `${circle(320, cy, size * 0.5, hsl(hue, 20, 82))}${ring(320, cy, size * 0.5, '#20232a', 10)}`;
    const face = `${circle(320, cy, size, '#1a1c21')}${treads}${ring(320, cy, size * 0.78, '#2b2e35', 8)}${centre}`;
    if (!r.chance(0.45)) return `${ground(320, size * 2.2)}${face}`;
    // Seen at an angle: the tread's width shows beside the face.
    const squash = r.int(62, 78) / 100;
    return `${ground(350, size * 2.2)}${ellipse(320 + size * 0.35, cy, size * squash, size, '#111317')}${rect(
      320,
      cy - size,
      size * 0.35,
      size * 2,
      '#111317',
    )}${group(`translate(320 ${cy}) scale(${squash} 1) translate(-320 -${cy})`, face)}`;
  },
  battery: ({ r, hue, grad }) => {
    const case_ = r.pick([INK, '#f1f1ee', hsl(hue, 55, 40)]);
    const band = hsl(hue + r.int(90, 200), 70, 48);
    const w = r.int(320, 360);
    const h = r.int(200, 220);
    const x = 320 - w / 2;
    const y = 405 - h;
    return `${ground(320, w + 40)}${rect(x + 40, y - 34, 44, 38, '#c62a22', 6)}${rect(x + w - 84, y - 34, 44, 38, INK, 6)}${rect(
      x - 6,
      y,
      w + 12,
      36,
      case_ === INK ? '#3b3f48' : '#d9dbe0',
      8,
    )}${rect(x, y + 30, w, h - 30, grad(case_, case_ === INK ? '#0c0d10' : '#b9bdc6'), 8)}${rect(x, y + 80, w, 50, band)}${circle(
      x + 70,
      y + 105,
      14,
      '#48e07c',
    )}`;
  },
  'engine-oil': ({ r, hue, grad }) => {
    const jug = hsl(r.pick([hue, 45, 210, 0, 130]), r.int(60, 85), r.int(38, 52));
    const w = r.int(200, 230);
    const x = 320 - w / 2;
    return `${ground(320, w + 60)}${path(
      `M ${x} 405 L ${x} 170 Q ${x} 130 ${x + 40} 120 L ${x + w - 80} 100 L ${x + w - 80} 80 L ${x + w - 30} 80 L ${x + w - 30} 110 Q ${x + w} 120 ${x + w} 170 L ${x + w} 405 Z`,
      grad(jug, hsl(hue, 40, 22)),
    )}${rect(x + w - 84, 62, 58, 28, INK, 6)}${stroke(`M ${x + 20} 190 Q ${x + 20} 140 ${x + 80} 140`, 'rgba(0,0,0,0.3)', 14)}${rect(
      x + 24,
      220,
      w - 48,
      150,
      grad(WHITE, '#e0e2e6'),
      10,
    )}${rect(x + 40, 250, w - 80, 28, jug, 6)}${rect(x + 40, 300, w - 110, 14, '#8a8f99', 4)}`;
  },
  'brake-pad': ({ r, hue }) => {
    const plate = r.pick(['#3b3f48', '#555a64', INK]);
    const lining = r.pick(['#8a7a68', '#6b5f52', '#9b8b78']);
    const pad = (y: number, dx: number) =>
      `${path(`M ${130 + dx} ${y} Q 320 ${y - 110} ${510 + dx} ${y} L ${490 + dx} ${y + 70} Q 320 ${y - 20} ${150 + dx} ${y + 70} Z`, plate)}${path(
        `M ${160 + dx} ${y + 14} Q 320 ${y - 80} ${480 + dx} ${y + 14} L ${466 + dx} ${y + 58} Q 320 ${y - 20} ${174 + dx} ${y + 58} Z`,
        lining,
      )}${circle(150 + dx, y + 10, 10, hsl(hue, 10, 75))}${circle(490 + dx, y + 10, 10, hsl(hue, 10, 75))}`;
    return `${ground(320, 440)}${pad(r.int(190, 210), -r.int(10, 30))}${pad(r.int(300, 320), r.int(10, 30))}`;
  },
  headlight: ({ r, hue, grad }) => {
    const w = r.int(380, 420);
    const x = 320 - w / 2;
    const lens = r.chance(0.5) ? '#e9eef5' : hsl(hue, 15, 85);
    return `${ground(320, w)}${path(
      `M ${x} 330 Q ${x - 10} 180 ${x + 80} 150 L ${x + w - 30} 130 Q ${x + w + 10} 140 ${x + w} 220 L ${x + w - 40} 340 Z`,
      '#20232a',
    )}${path(
      `M ${x + 14} 320 Q ${x + 6} 190 ${x + 86} 164 L ${x + w - 36} 146 Q ${x + w - 6} 154 ${x + w - 14} 222 L ${x + w - 50} 326 Z`,
      grad(lens, '#aeb6c4', true),
    )}${times(2, (i) => `${circle(x + 120 + i * 150, 240, 56, '#c9ccd3')}${circle(x + 120 + i * 150, 240, 34, '#f9fbff')}${circle(x + 120 + i * 150, 240, 14, '#ffd34d')}`)}${rect(
      x + 40,
      300,
      w - 110,
      10,
      r.pick(['#ff9a1f', '#f9fbff']),
      5,
    )}`;
  },
  helmet: ({ r, hue, grad }) => {
    const shell = hsl(hue, r.int(55, 85), r.int(35, 55));
    return `${ground(320, 380)}${path('M 150 330 Q 140 120 320 100 Q 500 110 500 300 L 470 390 L 200 390 Q 150 380 150 330 Z', grad(shell, hsl(hue, 50, 22)))}${path(
      'M 300 190 Q 440 170 500 220 L 500 300 Q 420 320 320 300 Q 280 250 300 190 Z',
      r.pick(['#20232a', '#3a4a6b', '#5b4b2b']),
    )}${ellipse(260, 160, 60, 24, 'rgba(255,255,255,0.25)', -20)}${rect(190, 370, 280, 20, INK, 8)}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
