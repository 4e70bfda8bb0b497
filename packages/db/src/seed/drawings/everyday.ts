// Beauty and everyday things: shea butter, soap, lotion, perfume, braiding hair, watches,
// umbrellas, torches, padlocks and wall clocks.
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
  ring,
  stroke,
  times,
  WHITE,
} from './kit.ts';

/** Clock or watch hands at a time drawn from the product's stream. */
const hands = (
  cx: number,
  cy: number,
  size: number,
  colour: string,
  hour: number,
  minute: number,
) => {
  const at = (turns: number, length: number) => {
    const a = turns * 2 * Math.PI - Math.PI / 2;
    return `M ${cx} ${cy} L ${cx + length * Math.cos(a)} ${cy + length * Math.sin(a)}`;
  };
  return `${stroke(at(hour / 12, size * 0.5), colour, size * 0.08)}${stroke(at(minute / 60, size * 0.75), colour, size * 0.05)}${circle(cx, cy, size * 0.07, colour)}`;
};

export const everydayDrawings = {
  'shea-butter': ({ r, hue }) => {
    const butter = hsl(r.int(42, 52), r.int(40, 60), r.int(80, 88));
    if (r.chance(0.5)) {
      // Raw, in a calabash.
      return `${ground(320, 420)}${path('M 150 280 Q 170 410 320 410 Q 470 410 490 280 Z', hsl(30, 45, 38))}${path(
        'M 170 282 Q 220 170 320 180 Q 430 170 470 282 Z',
        butter,
      )}${ellipse(320, 280, 172, 20, hsl(30, 40, 28))}${ellipse(280, 220, 40, 16, 'rgba(255,255,255,0.4)')}`;
    }
    const lid = hsl(hue, 60, 45);
    return `${ground(320, 360)}${rect(180, 250, 280, 155, WHITE, 18)}${rect(180, 300, 280, 60, lid)}${rect(168, 200, 304, 60, lid, 14)}${ellipse(
      320,
      330,
      40,
      20,
      butter,
    )}`;
  },
  soap: ({ r, hue }) => {
    if (r.chance(0.45)) {
      // African black soap: dark, soft, rough lumps.
      return `${ground(320, 380)}${times(3, (i) =>
        path(
          `M ${190 + i * 120} 330 Q ${160 + i * 120} 250 ${220 + i * 120} ${230 - (i % 2) * 30} Q ${300 + i * 120} 230 ${290 + i * 120} 330 Q ${250 + i * 120} 370 ${190 + i * 120} 330 Z`,
          hsl(r.int(20, 30), r.int(20, 30), r.int(14, 22)),
        ),
      )}${ellipse(250, 260, 20, 10, 'rgba(255,255,255,0.2)')}`;
    }
    const bar = hsl(hue, r.int(40, 70), r.int(65, 80));
    return `${ground(320, 420)}${times(3, (i) => {
      const y = 330 - i * 70;
      const x = 200 + (i % 2) * 30;
      return `${rect(x, y, 220, 70, hsl(hue, 40, 50), 26)}${rect(x, y - 6, 220, 64, bar, 26)}${ellipse(x + 110, y + 24, 60, 14, 'rgba(255,255,255,0.3)')}`;
    })}`;
  },
  lotion: ({ r, hue, grad }) => {
    const bottle = r.pick([WHITE, hsl(hue, 50, 70), hsl(hue, 60, 45)]);
    const w = r.int(150, 170);
    const x = 320 - w / 2;
    return `${ground(320, w + 60)}${rect(x, 170, w, 235, grad(bottle, '#d6d9df'), 36)}${rect(308, 110, 24, 62, '#3b3f48')}${rect(
      290,
      100,
      90,
      20,
      '#3b3f48',
      6,
    )}${rect(x + 16, 240, w - 32, 110, hsl(hue + 160, 60, 50), 8)}${circle(320, 295, 22, WHITE)}${rect(x + 12, 190, 12, 60, 'rgba(255,255,255,0.5)', 6)}`;
  },
  perfume: ({ r, hue }) => {
    const glass = `hsla(${hue} 70% 60% / 0.75)`;
    const w = r.int(190, 220);
    const x = 320 - w / 2;
    const cap = r.pick(['#d9b44a', INK, '#c9ccd3']);
    return `${ground(320, w + 40)}${rect(x, 200, w, 205, glass, 30)}${rect(x + 20, 220, w - 40, 165, `hsla(${hue} 70% 40% / 0.5)`, 20)}${rect(
      300,
      160,
      40,
      44,
      '#c9ccd3',
    )}${rect(280, 90, 80, 76, cap, 12)}${rect(x + 18, 216, 16, 150, 'rgba(255,255,255,0.45)', 8)}`;
  },
  hair: ({ r, hue }) => {
    const colour = r.chance(0.6)
      ? hsl(r.int(20, 30), r.int(20, 40), r.int(10, 20))
      : hsl(hue, 60, 40);
    const strands = times(14, (i) => {
      const x = 240 + i * 12;
      return stroke(`M ${x} 110 Q ${x + r.int(-40, 40)} 260 ${x - 60 + i * 8} 400`, colour, 10);
    });
    return `${ground(320, 300)}${strands}${rect(226, 96, 190, 34, hsl(hue + 180, 60, 50), 10)}${stroke('M 250 120 Q 320 140 390 120', 'rgba(255,255,255,0.3)', 6)}`;
  },
  watch: ({ r, hue, grad }) => {
    const strap = r.pick([hsl(25, 50, 28), INK, '#aeb3bd', hsl(hue, 50, 35)]);
    const face = r.pick([WHITE, '#1d2b4a', '#0c0d10', hsl(hue, 40, 85)]);
    const ink = face === WHITE || face.includes('85%') ? INK : WHITE;
    const size = r.int(110, 125);
    return `${ground(320, 280)}${rect(270, 30, 100, 420, grad(strap, '#0c0d10'), 24)}${circle(320, 240, size + 14, r.pick(['#d9b44a', '#c9ccd3', '#3b3f48']))}${circle(
      320,
      240,
      size,
      face,
    )}${times(12, (i) => {
      const a = (i * Math.PI) / 6;
      return circle(
        320 + size * 0.82 * Math.cos(a),
        240 + size * 0.82 * Math.sin(a),
        i % 3 ? 4 : 8,
        ink,
      );
    })}${hands(320, 240, size, ink, r.int(0, 11), r.int(0, 59))}${rect(320 + size + 10, 228, 20, 24, '#aeb3bd', 5)}`;
  },
  umbrella: ({ r, hue }) => {
    const canopy = hsl(hue, r.int(60, 85), r.int(40, 55));
    const panels = r.chance(0.5);
    return `${ground(320, 300)}${stroke('M 320 120 L 320 360 Q 320 400 290 400 Q 262 400 262 372', '#3b3f48', 12)}${path(
      'M 110 250 Q 130 110 320 100 Q 510 110 530 250 Q 490 225 440 250 Q 390 225 320 250 Q 250 225 200 250 Q 150 225 110 250 Z',
      canopy,
    )}${
      panels
        ? `${path('M 320 100 Q 260 160 200 250 Q 250 225 320 250 Z', WHITE)}${path('M 320 100 Q 420 150 440 250 Q 490 225 530 250 Q 510 110 320 100 Z', WHITE)}`
        : ''
    }${rect(314, 80, 12, 24, '#3b3f48', 4)}`;
  },
  torch: ({ r, hue, grad }) => {
    const body = r.pick([INK, hsl(hue, 60, 40), '#aeb3bd']);
    return `${ground(330, 460)}${path('M 420 240 L 600 160 L 600 360 L 420 290 Z', 'rgba(255,245,180,0.6)')}${rect(120, 230, 220, 70, grad(body, '#0c0d10'), 16)}${path(
      'M 330 220 L 420 200 L 420 330 L 330 310 Z',
      body,
    )}${rect(414, 200, 14, 130, '#c9ccd3', 4)}${rect(220, 220, 40, 20, hsl(hue + 180, 70, 50), 6)}${times(
      5,
      (i) => rect(140 + i * 30, 236, 8, 58, 'rgba(255,255,255,0.15)', 4),
    )}`;
  },
  padlock: ({ r, hue, grad }) => {
    const body = r.pick(['#d9b44a', '#c9ccd3', hsl(hue, 60, 40), '#3b3f48']);
    const w = r.int(200, 230);
    const x = 320 - w / 2;
    return `${ground(320, w + 40)}${stroke(`M ${x + 44} 230 L ${x + 44} 170 Q ${x + 44} 90 320 90 Q ${x + w - 44} 90 ${x + w - 44} 170 L ${x + w - 44} 230`, '#aeb3bd', 30)}${rect(
      x,
      220,
      w,
      185,
      grad(body, '#3b3f48'),
      20,
    )}${circle(320, 290, 18, INK)}${rect(312, 296, 16, 46, INK, 4)}`;
  },
  clock: ({ r, hue }) => {
    const rim = r.pick([hsl(25, 50, 30), INK, hsl(hue, 60, 45), '#c9ccd3']);
    const face = r.pick([WHITE, '#f4f1ea', hsl(hue, 30, 88)]);
    const size = r.int(150, 170);
    const cy = 400 - size - 14;
    return `${ground(320, 280)}${circle(320, cy, size + 16, rim)}${circle(320, cy, size, face)}${ring(320, cy, size - 4, 'rgba(0,0,0,0.08)', 6)}${times(
      12,
      (i) => {
        const a = (i * Math.PI) / 6;
        return circle(
          320 + size * 0.84 * Math.cos(a),
          cy + size * 0.84 * Math.sin(a),
          i % 3 ? 5 : 10,
          INK,
        );
      },
    )}${hands(320, cy, size, INK, r.int(0, 11), r.int(0, 59))}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
