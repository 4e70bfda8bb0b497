// Sports: footballs, jerseys, boots, dumbbells, yoga mats, goalkeeper gloves and bicycles.
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
  ring,
  stroke,
  times,
  WHITE,
} from './kit.ts';

/** A five-pointed star centred on cx, cy (the Black Star). */
const star = (cx: number, cy: number, size: number, fill: string) =>
  poly(
    Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const d = i % 2 ? size * 0.42 : size;
      return [cx + d * Math.cos(a), cy + d * Math.sin(a)] as [number, number];
    }),
    fill,
  );

export const sportsDrawings = {
  football: ({ r, hue }) => {
    const size = r.int(140, 165);
    const cy = 405 - size;
    const patch = r.pick([INK, hsl(hue, 70, 45), hsl(hue + 180, 60, 40)]);
    const turn = r.int(0, 71);
    const pentagon = (cx: number, cy2: number, s: number) =>
      poly(
        Array.from({ length: 5 }, (_, i) => {
          const a = ((turn + i * 72) * Math.PI) / 180;
          return [cx + s * Math.cos(a), cy2 + s * Math.sin(a)] as [number, number];
        }),
        patch,
      );
    const around = times(5, (i) => {
      const a = ((turn + 36 + i * 72) * Math.PI) / 180;
      return pentagon(320 + size * 0.78 * Math.cos(a), cy + size * 0.78 * Math.sin(a), size * 0.22);
    });
    return `${ground(320, size * 2)}${circle(320, cy, size, WHITE)}${pentagon(320, cy, size * 0.3)}${around}${ring(320, cy, size, '#8a8f99', 5)}${circle(
      320 - size * 0.4,
      cy - size * 0.45,
      size * 0.2,
      'rgba(255,255,255,0.5)',
    )}`;
  },
  jersey: ({ r, hue, look }) => {
    // The Black Stars' white with the star and the flag's colours; a club's one colour; or any.
    const stars = look === 'black-stars';
    const plain = look === 'plain';
    const body = stars
      ? WHITE
      : plain
        ? hsl(hue, 75, 48)
        : r.pick([WHITE, hsl(hue, 70, 45), '#c62a22', '#e9b51a']);
    const trim = body === WHITE ? (stars ? INK : r.pick(['#c62a22', '#1f7a3d', INK])) : WHITE;
    const withStar = stars || (!plain && r.chance(0.6));
    const withFlag = stars || (!plain && r.chance(0.5));
    return `${ground(320, 300)}${path(
      'M 280 84 L 360 84 L 440 110 L 490 190 L 440 220 L 420 190 L 420 400 L 220 400 L 220 190 L 200 220 L 150 190 L 200 110 Z',
      body,
    )}${path('M 280 84 L 320 130 L 360 84 L 370 90 L 320 150 L 270 90 Z', trim)}${path(
      'M 440 110 L 490 190 L 478 198 L 430 120 Z',
      trim,
    )}${path('M 200 110 L 150 190 L 162 198 L 210 120 Z', trim)}${withStar ? star(320, 230, 34, INK) : ''}${
      withFlag
        ? `${rect(220, 300, 200, 16, '#c62a22')}${rect(220, 316, 200, 16, '#e9b51a')}${rect(220, 332, 200, 16, '#1f7a3d')}`
        : rect(352, 160, 40, 40, trim, 6)
    }`;
  },
  boots: ({ r, hue, grad }) => {
    const upper = hsl(hue, r.int(70, 90), r.int(40, 55));
    const accent = r.pick([WHITE, INK, hsl(hue + 180, 80, 55)]);
    return `${ground(320, 440)}${path(
      'M 130 330 Q 130 250 200 240 L 300 220 Q 340 150 400 150 L 460 150 Q 480 150 480 180 L 490 300 Q 500 340 470 350 L 150 350 Q 130 350 130 330 Z',
      grad(upper, hsl(hue, 60, 28)),
    )}${stroke('M 200 300 Q 320 250 470 270', accent, 14)}${times(4, (i) =>
      stroke(`M ${245 + i * 24} ${236 - i * 10} L ${262 + i * 24} ${260 - i * 10}`, WHITE, 6),
    )}${rect(130, 346, 360, 20, INK, 8)}${times(5, (i) => rect(160 + i * 70, 364, 24, 30, '#8a8f99', 6))}`;
  },
  dumbbell: ({ r, hue }) => {
    const plate = r.pick([INK, hsl(hue, 70, 45), '#3b3f48']);
    const bell = (y: number, dx: number) =>
      `${rect(190 + dx, y - 12, 260, 24, '#aeb3bd', 8)}${rect(150 + dx, y - 60, 50, 120, plate, 12)}${rect(440 + dx, y - 60, 50, 120, plate, 12)}${rect(
        196 + dx,
        y - 44,
        24,
        88,
        plate,
        8,
      )}${rect(420 + dx, y - 44, 24, 88, plate, 8)}${rect(120 + dx, y - 10, 34, 20, '#aeb3bd', 6)}${rect(486 + dx, y - 10, 34, 20, '#aeb3bd', 6)}`;
    return `${ground(320, 460)}${bell(r.int(210, 230), -r.int(0, 20))}${bell(r.int(330, 345), r.int(0, 20))}`;
  },
  'yoga-mat': ({ r, hue, grad }) => {
    const mat = hsl(hue, r.int(50, 75), r.int(45, 60));
    const size = r.int(80, 95);
    return `${ground(320, 480)}${path(`M 120 405 L 520 405 L 520 ${405 - 10} L 120 ${405 - 10} Z`, mat)}${rect(
      150,
      405 - size * 2,
      300,
      size * 2,
      grad(mat, hsl(hue, 50, 30)),
    )}${ellipse(450, 405 - size, size * 0.45, size, hsl(hue, 50, 35))}${times(4, (i) =>
      ellipse(450, 405 - size, size * 0.45 - i * 9, size - i * 20, i % 2 ? mat : hsl(hue, 50, 30)),
    )}${rect(240, 405 - size * 2, 26, size * 2, 'rgba(0,0,0,0.35)')}`;
  },
  gloves: ({ r, hue }) => {
    const colour = hsl(hue, r.int(70, 90), r.int(45, 58));
    const glove = (cx: number, turn: number) =>
      `<g transform="rotate(${turn} ${cx} 300)">${rect(cx - 70, 230, 140, 160, colour, 40)}${times(
        4,
        (i) => rect(cx - 66 + i * 34, 110 + Math.abs(i - 1.5) * 18, 30, 150, colour, 15),
      )}${rect(cx + 56, 220, 40, 100, colour, 20)}${rect(cx - 72, 350, 144, 50, INK, 12)}${rect(cx - 50, 250, 100, 80, 'rgba(255,255,255,0.25)', 20)}</g>`;
    return `${ground(320, 420)}${glove(230, -r.int(6, 14))}${glove(410, r.int(6, 14))}`;
  },
  bicycle: ({ r, hue }) => {
    const frame = hsl(hue, r.int(60, 85), r.int(35, 50));
    const wheel = (cx: number) =>
      `${ring(cx, 320, 84, INK, 14)}${ring(cx, 320, 70, '#aeb3bd', 3)}${circle(cx, 320, 10, '#555a64')}`;
    return `${ground(320, 500)}${wheel(180)}${wheel(460)}${stroke(
      'M 180 320 L 280 320 L 400 210 L 250 210 L 280 320 M 460 320 L 400 210 L 390 170',
      frame,
      16,
    )}${stroke('M 250 210 L 240 180', frame, 14)}${rect(210, 168, 70, 16, INK, 8)}${stroke('M 370 170 L 420 164', INK, 12)}${circle(280, 320, 18, '#555a64')}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
