// Kitchen and household things: pots, blenders, kettles, irons, gas cylinders, cookers,
// mattresses, mosquito nets, lanterns and food flasks ("coolers").
import type { Kind } from '../kinds.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  hsl,
  INK,
  path,
  rect,
  stroke,
  times,
  WHITE,
} from './kit.ts';

const METAL = ['#c9ccd3', '#aeb3bd', '#d9dbe0'];

export const kitchenDrawings = {
  pot: ({ r, hue, grad }) => {
    const metal = r.chance(0.6);
    const body = metal ? r.pick(METAL) : hsl(hue, 60, 42);
    const count = r.int(1, 3);
    return `${ground(320, 420)}${times(count, (i) => {
      const w = 230 - i * 50;
      const h = 150 - i * 25;
      const cx = count === 1 ? 320 : 220 + i * 150 + (i === 2 ? -10 : 0);
      const y = 400 - h;
      return `${rect(cx - w / 2 - 26, y + 20, 26, 16, '#3b3f48', 6)}${rect(cx + w / 2, y + 20, 26, 16, '#3b3f48', 6)}${rect(
        cx - w / 2,
        y,
        w,
        h,
        grad(body, metal ? '#7c818c' : hsl(hue, 50, 26)),
        18,
      )}${ellipse(cx, y, w / 2 + 6, 18, metal ? '#e4e6ea' : hsl(hue, 55, 55))}${rect(cx - 20, y - 26, 40, 16, '#3b3f48', 8)}`;
    })}`;
  },
  blender: ({ r, hue, grad }) => {
    const base = r.pick([INK, WHITE, hsl(hue, 55, 42)]);
    const fill = hsl(r.pick([0, 10, 30, 100, 330]), 75, 52);
    const full = r.int(40, 70) / 100;
    const jar = `M 250 110 L 390 110 L 370 300 L 270 300 Z`;
    return `${ground(320, 260)}${path(jar, 'rgba(255,255,255,0.55)')}${path(
      `M ${270 - 20 * full} ${300 - 190 * full} L ${370 + 20 * full} ${300 - 190 * full} L 370 300 L 270 300 Z`,
      fill,
    )}${stroke(jar, '#8a8f99', 5)}${stroke('M 390 140 Q 440 150 430 230 L 382 250', '#8a8f99', 12)}${rect(240, 92, 160, 24, INK, 8)}${path(
      'M 258 300 L 382 300 L 400 405 L 240 405 Z',
      grad(base, base === WHITE ? '#c5c9d1' : '#20232a'),
    )}${circle(320, 360, 18, base === INK ? '#8a8f99' : INK)}`;
  },
  kettle: ({ r, hue, grad }) => {
    const body = r.pick([hsl(hue, 55, 45), '#c9ccd3', WHITE, INK]);
    const w = r.int(170, 200);
    return `${ground(320, w + 120)}${rect(310 - w / 2 - 20, 388, w + 60, 20, '#2b2e35', 8)}${path(
      `M ${310 - w / 2} 390 L ${310 - w / 2 + 20} 150 L ${310 + w / 2 - 20} 150 L ${310 + w / 2} 390 Z`,
      grad(body, body === WHITE ? '#c5c9d1' : hsl(hue, 30, 22)),
    )}${path(`M ${310 - w / 2 + 14} 210 L ${310 - w / 2 - 40} 160 L ${310 - w / 2 - 36} 150 L ${310 - w / 2 + 20} 176 Z`, body)}${stroke(
      `M ${310 + w / 2 - 18} 170 Q ${310 + w / 2 + 70} 190 ${310 + w / 2 + 8} 340`,
      '#2b2e35',
      18,
    )}${ellipse(310, 150, w / 2 - 20, 12, '#2b2e35')}${rect(304 - w / 2 + 40, 240, 12, 100, 'rgba(120,190,255,0.7)', 6)}`;
  },
  iron: ({ r, hue, grad }) => {
    const body = hsl(hue, r.int(50, 75), r.int(40, 55));
    return `${ground(320, 380)}${path('M 150 360 Q 170 250 330 230 L 470 230 Q 500 230 500 270 L 500 360 Z', grad(WHITE, '#c9ccd3'))}${path(
      'M 150 360 Q 170 262 330 242 L 480 242 L 490 360 Z',
      body,
    )}${path('M 250 236 Q 290 150 380 150 L 470 150 Q 490 150 488 176 L 478 236 L 440 236 L 446 186 L 380 186 Q 320 186 300 236 Z', body)}${rect(
      140,
      356,
      364,
      28,
      '#aeb3bd',
      10,
    )}${circle(330, 300, 16, '#20232a')}`;
  },
  'gas-cylinder': ({ r, hue, grad }) => {
    const paint = r.pick([
      hsl(0, 70, 45),
      hsl(210, 60, 40),
      hsl(130, 45, 35),
      hsl(hue, 60, 45),
      hsl(45, 85, 50),
    ]);
    const w = r.int(160, 200);
    const x = 320 - w / 2;
    return `${ground(320, w + 40)}${rect(x, 130, w, 270, grad(paint, hsl(hue, 30, 22)), w / 2.6)}${rect(x, 240, w, 20, 'rgba(255,255,255,0.7)')}${rect(
      x + 20,
      390,
      w - 40,
      18,
      '#3b3f48',
      4,
    )}${path(`M ${320 - 46} 134 L ${320 - 36} 92 L ${320 + 36} 92 L ${320 + 46} 134 Z`, '#3b3f48')}${rect(306, 70, 28, 34, '#aeb3bd', 6)}${rect(
      x + 26,
      150,
      18,
      80,
      'rgba(255,255,255,0.25)',
      9,
    )}`;
  },
  cooker: ({ r, grad }) => {
    const body = r.pick([WHITE, '#c9ccd3', INK, '#3b3f48']);
    const w = r.int(270, 300);
    const x = 320 - w / 2;
    const burners = r.chance(0.5) ? 4 : 2;
    return `${ground(320, w + 40)}${rect(x - 8, 90, w + 16, 70, '#20232a', 10)}${times(
      burners,
      (i) => {
        const cx = x + (w / (burners + 1)) * (i + 1);
        return `${ellipse(cx, 124, 26, 12, '#555a64')}${ellipse(cx, 120, 14, 6, '#1a1c21')}`;
      },
    )}${rect(x, 160, w, 245, grad(body, body === WHITE ? '#c5c9d1' : '#1a1c21'), 8)}${times(4, (i) => circle(x + 40 + i * ((w - 80) / 3), 186, 11, '#8a8f99'))}${rect(
      x + 24,
      214,
      w - 48,
      150,
      '#20232a',
      10,
    )}${rect(x + 40, 228, w - 80, 110, grad('#4a505c', '#20232a'), 6)}${rect(x + 30, 200, w - 60, 8, '#aeb3bd', 4)}`;
  },
  mattress: ({ r, hue, grad }) => {
    const cover = hsl(hue, r.int(20, 50), r.int(70, 85));
    const thick = r.int(90, 120);
    const top = 330 - thick;
    return `${ground(330, 560)}${path(`M 60 ${top} L 470 ${top - 110} L 600 ${top - 50} L 190 ${top + 70} Z`, grad(WHITE, cover))}${path(
      `M 60 ${top} L 190 ${top + 70} L 190 ${top + 70 + thick} L 60 ${top + thick} Z`,
      hsl(hue, 30, 60),
    )}${path(`M 190 ${top + 70} L 600 ${top - 50} L 600 ${top - 50 + thick} L 190 ${top + 70 + thick} Z`, cover)}${times(
      4,
      (i) =>
        stroke(
          `M ${130 + i * 95} ${top + 30 - i * 26} L ${250 + i * 95} ${top - 4 - i * 26}`,
          'rgba(0,0,0,0.12)',
          5,
        ),
    )}${stroke(`M 190 ${top + 70 + thick / 2} L 600 ${top - 50 + thick / 2}`, 'rgba(0,0,0,0.15)', 5)}`;
  },
  'mosquito-net': ({ r, hue }) => {
    const net = r.chance(0.5) ? 'rgba(255,255,255,0.7)' : `hsla(${hue} 60% 60% / 0.55)`;
    const w = r.int(360, 420);
    return `${ground(320, w + 40)}${stroke('M320 30 L320 70', '#8a8f99', 4)}${path(
      `M 320 70 Q ${320 - w / 2 + 40} 180 ${320 - w / 2} 400 L ${320 + w / 2} 400 Q ${320 + w / 2 - 40} 180 320 70 Z`,
      net,
    )}${times(5, (i) =>
      stroke(
        `M 320 76 Q ${320 - w / 2 + 60 + i * ((w - 120) / 4)} 220 ${320 - w / 2 + 20 + i * ((w - 40) / 4)} 398`,
        'rgba(120,130,150,0.35)',
        3,
      ),
    )}${rect(320 - w / 2 - 10, 390, w + 20, 16, 'rgba(120,130,150,0.5)', 6)}`;
  },
  lantern: ({ r, hue, grad }) => {
    const shell = r.pick([INK, hsl(hue, 60, 40), '#3b3f48']);
    const w = r.int(140, 170);
    const x = 320 - w / 2;
    return `${ground(320, w + 80)}${stroke(`M ${x + 20} 150 Q 320 40 ${x + w - 20} 150`, shell, 12)}${rect(x - 10, 140, w + 20, 40, shell, 12)}${rect(
      x,
      180,
      w,
      170,
      grad('#fff6c9', '#ffd34d'),
      10,
    )}${times(3, (i) => rect(x + 20 + i * ((w - 52) / 2), 180, 12, 170, shell))}${rect(x - 14, 350, w + 28, 52, shell, 12)}${circle(
      x + w / 2,
      376,
      8,
      '#48e07c',
    )}`;
  },
  cooler: ({ r, hue, grad }) => {
    const body = hsl(hue, r.int(55, 80), r.int(40, 55));
    const w = r.int(250, 290);
    const x = 320 - w / 2;
    return `${ground(320, w + 40)}${rect(x, 190, w, 215, grad(body, hsl(hue, 50, 28)), 40)}${rect(x + 10, 160, w - 20, 50, grad(WHITE, '#c9ccd3'), 20)}${rect(
      x - 18,
      250,
      22,
      70,
      '#3b3f48',
      10,
    )}${rect(x + w - 4, 250, 22, 70, '#3b3f48', 10)}${rect(x + 30, 240, w - 60, 14, 'rgba(255,255,255,0.3)', 7)}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
