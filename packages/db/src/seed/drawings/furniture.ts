// Furniture: sofas, beds, chairs, tables and wardrobes, in wood and fabric.
import type { Kind } from '../kinds.ts';
import type { Random } from '../random.ts';
import { type Drawing, ellipse, ground, hsl, path, rect, times, WHITE } from './kit.ts';

/** Wood tones, from light wawa to dark mahogany. */
const wood = (r: Random) => hsl(r.int(18, 32), r.int(40, 60), r.int(24, 45));

export const furnitureDrawings = {
  sofa: ({ r, hue, grad }) => {
    const fabric = hsl(hue, r.int(25, 60), r.int(30, 55));
    const dark = hsl(hue, 30, 22);
    const seats = r.int(2, 3);
    const w = seats === 3 ? 460 : 380;
    const x = 320 - w / 2;
    return `${ground(320, w + 20)}${rect(x + 20, 150, w - 40, 140, grad(fabric, dark), 26)}${times(
      seats,
      (i) => {
        const sw = (w - 100) / seats;
        return `${rect(x + 50 + i * sw + 4, 180, sw - 8, 110, 'rgba(255,255,255,0.1)', 18)}${rect(x + 50 + i * sw + 4, 280, sw - 8, 60, fabric, 14)}`;
      },
    )}${rect(x, 220, 64, 150, fabric, 24)}${rect(x + w - 64, 220, 64, 150, fabric, 24)}${rect(x + 50, 330, w - 100, 40, dark, 8)}${rect(
      x + 20,
      370,
      16,
      34,
      '#3b2a1c',
    )}${rect(x + w - 36, 370, 16, 34, '#3b2a1c')}`;
  },
  bed: ({ r, hue, grad }) => {
    const frame = wood(r);
    const sheet = hsl(hue, r.int(30, 60), r.int(65, 80));
    return `${ground(320, 520)}${rect(70, 130, 70, 280, grad(frame, hsl(25, 40, 18)), 10)}${rect(140, 270, 420, 70, frame, 6)}${rect(
      140,
      236,
      420,
      44,
      grad(WHITE, '#dcdfe4'),
      12,
    )}${rect(150, 214, 110, 40, WHITE, 18)}${path('M 250 236 L 560 236 L 560 300 L 240 300 Z', sheet)}${rect(540, 240, 40, 170, frame, 6)}${rect(
      150,
      340,
      18,
      66,
      frame,
    )}`;
  },
  chair: ({ r, hue }) => {
    const frame = wood(r);
    const seat = r.chance(0.5) ? hsl(hue, 50, 40) : frame;
    const slats = r.int(2, 4);
    const back = r.int(70, 100);
    return `${ground(320, 260)}${rect(262, 280, 12, 100, 'rgba(0,0,0,0.35)')}${rect(366, 280, 12, 100, 'rgba(0,0,0,0.35)')}${rect(
      244,
      back,
      18,
      190,
      frame,
      4,
    )}${rect(378, back, 18, 190, frame, 4)}${times(slats, (i) => rect(262, back + 14 + i * 34, 116, 20, frame, 4))}${path(
      'M 240 250 L 400 250 L 416 290 L 224 290 Z',
      seat,
    )}${rect(228, 290, 18, 116, frame)}${rect(394, 290, 18, 116, frame)}`;
  },
  table: ({ r, grad }) => {
    const frame = wood(r);
    const round = r.chance(0.35);
    const top = round
      ? `${ellipse(320, 220, 210, 50, grad(hsl(28, 50, 50), frame))}${ellipse(320, 230, 210, 50, 'rgba(0,0,0,0.25)')}${ellipse(320, 222, 210, 50, frame)}`
      : `${path('M 120 220 L 520 220 L 560 250 L 80 250 Z', frame)}${rect(80, 250, 480, 22, hsl(25, 40, 22))}`;
    const legs = round
      ? `${rect(306, 250, 28, 130, frame)}${ellipse(320, 396, 90, 16, frame)}`
      : `${rect(100, 270, 20, 136, frame)}${rect(520, 270, 20, 136, frame)}${rect(150, 260, 16, 120, 'rgba(0,0,0,0.35)')}${rect(
          474,
          260,
          16,
          120,
          'rgba(0,0,0,0.35)',
        )}`;
    return `${ground(320, 500)}${legs}${top}`;
  },
  wardrobe: ({ r, hue, grad }) => {
    const frame = r.chance(0.7) ? wood(r) : hsl(hue, 20, 80);
    const doors = r.int(2, 3);
    const w = doors === 3 ? 330 : 250;
    const x = 320 - w / 2;
    return `${ground(320, w + 40)}${rect(x - 10, 40, w + 20, 24, hsl(25, 40, 20), 4)}${rect(x, 60, w, 330, grad(frame, hsl(25, 40, 20)), 4)}${times(
      doors,
      (i) => {
        const dw = w / doors;
        return `${rect(x + i * dw + 8, 72, dw - 16, 306, 'rgba(255,255,255,0.12)', 4)}${rect(x + i * dw + (i % 2 ? 16 : dw - 26), 200, 10, 60, '#e0b84a', 5)}`;
      },
    )}${rect(x + 10, 390, 18, 18, '#2b1d12')}${rect(x + w - 28, 390, 18, 18, '#2b1d12')}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
