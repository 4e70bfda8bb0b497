// Home appliances: fridges, freezers, fans, air conditioners, microwaves, washing machines and
// generators.
import type { Kind } from '../kinds.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  hsl,
  INK,
  rect,
  ring,
  stroke,
  times,
  WHITE,
} from './kit.ts';

/** Appliance finishes: white, silver, black, or a colour. */
const finish = (r: Parameters<Drawing>[0]['r'], hue: number) =>
  r.pick([WHITE, '#c9ccd3', '#3b3f48', hsl(hue, 45, 45), '#d9dbe0']);

export const applianceDrawings = {
  fridge: ({ r, hue, grad }) => {
    const body = finish(r, hue);
    const w = r.int(200, 240);
    const h = r.int(320, 345);
    const x = 320 - w / 2;
    const y = 408 - h;
    const edge = body === WHITE || body === '#d9dbe0' ? '#aeb3bd' : 'rgba(0,0,0,0.35)';
    const sideBySide = r.chance(0.35);
    const doors = sideBySide
      ? `${rect(318, y + 6, 4, h - 12, edge)}${rect(296, y + 50, 10, 110, '#8a8f99', 5)}${rect(334, y + 50, 10, 110, '#8a8f99', 5)}`
      : `${rect(x + 6, y + h * 0.33, w - 12, 4, edge)}${rect(x + w - 30, y + 26, 10, h * 0.2, '#8a8f99', 5)}${rect(x + w - 30, y + h * 0.4, 10, h * 0.3, '#8a8f99', 5)}`;
    return `${ground(320, w + 60)}${rect(x - 3, y - 3, w + 6, h + 6, edge, 16)}${rect(x, y, w, h, grad(body, hsl(hue, 10, 70)), 14)}${doors}${rect(x + 14, 398, w - 28, 10, '#555a64', 3)}`;
  },
  freezer: ({ r, hue, grad }) => {
    const body = r.pick([WHITE, '#d9dbe0', hsl(hue, 30, 80)]);
    const w = r.int(340, 380);
    const h = r.int(190, 215);
    const x = 320 - w / 2;
    const y = 405 - h;
    return `${ground(320, w + 50)}${rect(x - 3, y - 3, w + 6, h + 6, '#a3a8b2', 14)}${rect(x, y, w, h, grad(body, '#c5c9d1'), 12)}${rect(
      x,
      y,
      w,
      h * 0.24,
      grad(WHITE, '#d6d9df'),
      12,
    )}${rect(x, y + h * 0.24, w, 4, '#9ba0aa')}${rect(x + w / 2 - 45, y + h * 0.24 + 8, 90, 14, '#8a8f99', 7)}${rect(x + 16, y + h - 24, w - 32, 12, '#6b707a', 4)}${circle(
      x + w - 34,
      y + h * 0.5,
      8,
      r.pick(['#48e07c', '#3c8cf0']),
    )}`;
  },
  fan: ({ r, hue }) => {
    const blade = hsl(hue, r.int(40, 70), r.int(45, 62));
    const cy = r.int(150, 175);
    const size = r.int(120, 140);
    const stand = r.pick([INK, WHITE, '#c9ccd3']);
    const tilt = r.int(0, 60);
    const blades = times(3, (i) => {
      const a = ((tilt + i * 120) * Math.PI) / 180;
      const d = size * 0.5;
      return ellipse(
        320 + d * Math.sin(a),
        cy - d * Math.cos(a),
        size * 0.3,
        size * 0.48,
        blade,
        tilt + i * 120,
      );
    });
    return `${ground(320, 280)}${ellipse(320, 398, 110, 22, stand === WHITE ? '#dcdfe4' : stand)}${rect(309, cy + 40, 22, 360 - cy, stand === WHITE ? '#dcdfe4' : stand, 8)}${ellipse(
      320,
      cy + 30,
      44,
      40,
      stand === WHITE ? '#e9eaee' : stand,
    )}${blades}${circle(320, cy, size * 0.2, stand === WHITE ? '#c5c9d1' : '#2b2e35')}${ring(320, cy, size, '#6d727c', 6)}${ring(320, cy, size * 0.66, 'rgba(80,84,92,0.55)', 3)}${times(
      8,
      (i) =>
        stroke(
          `M320 ${cy} L${320 + size * Math.cos((i * Math.PI) / 4)} ${cy + size * Math.sin((i * Math.PI) / 4)}`,
          'rgba(80,84,92,0.5)',
          2.5,
        ),
    )}`;
  },
  'air-conditioner': ({ r, hue, grad }) => {
    const w = r.int(400, 440);
    const h = r.int(120, 140);
    const x = 320 - w / 2;
    const y = r.int(110, 140);
    const flow = times(3, (i) =>
      stroke(
        `M${x + 80 + i * 110} ${y + h + 30} q 20 40 0 80 q -20 40 0 70`,
        hsl(200 + (hue % 30), 80, 70),
        8,
      ),
    );
    return `${rect(x - 3, y - 3, w + 6, h + 6, '#a3a8b2', 24)}${rect(x, y, w, h, grad(WHITE, '#dfe2e7'), 22)}${rect(x + 20, y + h - 34, w - 40, 18, '#9ba0aa', 9)}${rect(
      x + 26,
      y + h - 30,
      w - 52,
      6,
      '#676c76',
      3,
    )}${circle(x + w - 40, y + 32, 7, hsl(hue, 80, 50))}${rect(x + w - 100, y + 26, 40, 12, '#20232a', 4)}${flow}`;
  },
  microwave: ({ r, hue, grad }) => {
    const body = finish(r, hue);
    const w = r.int(370, 410);
    const h = r.int(215, 240);
    const x = 320 - w / 2;
    const y = 405 - h;
    const edge = body === WHITE || body === '#d9dbe0' ? '#aeb3bd' : 'rgba(0,0,0,0.4)';
    return `${ground(320, w + 40)}${rect(x - 3, y - 3, w + 6, h + 6, edge, 16)}${rect(x, y, w, h, grad(body, hsl(hue, 8, 62)), 14)}${rect(
      x + 22,
      y + 22,
      w * 0.64,
      h - 44,
      '#20232a',
      10,
    )}${rect(x + 36, y + 36, w * 0.64 - 28, h - 72, grad('#4a505c', '#20232a'), 6)}${rect(x + w * 0.64 + 10, y + 30, 10, h - 60, '#8a8f99', 5)}${rect(
      x + w * 0.76,
      y + 26,
      w * 0.18,
      30,
      '#101216',
      5,
    )}${circle(x + w * 0.85, y + h * 0.62, 24, '#8a8f99')}${circle(x + w * 0.85, y + h * 0.62, 10, '#555a64')}`;
  },
  'washing-machine': ({ r, hue, grad }) => {
    const body = r.pick([WHITE, '#d9dbe0', '#c9ccd3', hsl(hue, 25, 35)]);
    const w = r.int(250, 280);
    const h = r.int(300, 330);
    const x = 320 - w / 2;
    const y = 408 - h;
    const cy = y + h * 0.58;
    const size = w * 0.33;
    return `${ground(320, w + 50)}${rect(x - 3, y - 3, w + 6, h + 6, '#9ba0aa', 16)}${rect(x, y, w, h, grad(body, '#c5c9d1'), 14)}${rect(
      x,
      y + 54,
      w,
      4,
      '#9ba0aa',
    )}${rect(x + 20, y + 16, w * 0.42, 24, '#20232a', 5)}${circle(x + w - 44, y + 28, 16, '#8a8f99')}${circle(x + w / 2, cy, size + 16, '#aeb3bd')}${circle(
      x + w / 2,
      cy,
      size,
      grad(hsl(195 + (hue % 40), 45, 72), hsl(205 + (hue % 40), 50, 42)),
    )}${circle(x + w / 2 - size * 0.3, cy - size * 0.35, size * 0.2, 'rgba(255,255,255,0.5)')}`;
  },
  generator: ({ r, hue, grad }) => {
    const tank = hsl(r.pick([0, 45, 210, 120, hue]), 75, 48);
    const w = r.int(330, 370);
    const x = 320 - w / 2;
    const y = r.int(150, 175);
    const frame = `M${x} 380 L${x} ${y} L${x + w} ${y} L${x + w} 380 Z`;
    return `${ground(320, w + 60)}${rect(x + 30, y + 70, w - 60, 380 - y - 80, '#3b3f48', 12)}${rect(x + 40, y + 110, 90, 70, '#9ba0aa', 8)}${circle(
      x + w - 90,
      y + 150,
      44,
      '#20232a',
    )}${ring(x + w - 90, y + 150, 30, '#555a64', 6)}${rect(x + 20, y - 6, w - 40, 80, grad(tank, hsl(hue, 50, 28)), 18)}${rect(
      x + w / 2 - 30,
      y - 22,
      60,
      20,
      '#20232a',
      6,
    )}${stroke(frame, '#20232a', 14)}${circle(x + 30, 392, 20, INK)}${circle(x + w - 30, 392, 20, INK)}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
