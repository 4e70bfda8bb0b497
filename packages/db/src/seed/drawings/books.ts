// Books: covers with bars for titles (no text), Bibles, hymn books and exercise books.
import type { Kind } from '../kinds.ts';
import {
  circle,
  type Drawing,
  ellipse,
  ground,
  hsl,
  path,
  poly,
  rect,
  times,
  WHITE,
} from './kit.ts';

/** A book standing slightly turned: cover, spine and page edges. */
function cover(x: number, y: number, w: number, h: number, colour: string, spine: string) {
  return `${rect(x + 8, y + 8, w, h, '#f4f1ea', 6)}${rect(x + w, y + 12, 12, h - 8, '#e4dfd2')}${rect(x, y, w, h, colour, 6)}${rect(x, y, 22, h, spine, 6)}`;
}

export const bookDrawings = {
  book: ({ r, hue, grad }) => {
    const colour = hsl(hue, r.int(45, 75), r.int(35, 55));
    const w = r.int(210, 240);
    const h = r.int(280, 310);
    const x = 320 - w / 2;
    // Sometimes standing on another book.
    const stack = r.chance(0.4);
    const y = 405 - h - (stack ? 45 : 0);
    const emblem = r.int(0, 2);
    const art =
      emblem === 0
        ? circle(x + w / 2 + 10, y + h * 0.6, w * 0.24, hsl(hue + 40, 80, 65))
        : emblem === 1
          ? poly(
              [
                [x + 40, y + h - 30],
                [x + w / 2 + 10, y + h * 0.42],
                [x + w - 20, y + h - 30],
              ],
              hsl(hue + 150, 60, 60),
            )
          : rect(x + 50, y + h * 0.45, w - 80, h * 0.35, hsl(hue + 90, 60, 70), 8);
    const under = stack
      ? `${rect(150, 360, 340, 45, hsl(hue + 120, 50, 45), 6)}${rect(150, 392, 340, 13, '#f4f1ea')}`
      : '';
    return `${ground(320, w + 120)}${under}${cover(x, y, w, h, grad(colour, hsl(hue, 50, 25)), hsl(hue, 50, 22))}${rect(
      x + 40,
      y + 40,
      w - 70,
      22,
      WHITE,
      4,
    )}${rect(x + 40, y + 72, w - 110, 14, 'rgba(255,255,255,0.7)', 4)}${art}`;
  },
  bible: ({ r, grad }) => {
    const leather = r.pick(['#1d1f24', '#3b2417', '#5a1a1a', '#1d2b4a']);
    const w = r.int(230, 260);
    const h = r.int(300, 330);
    const x = 320 - w / 2;
    const y = 405 - h;
    return `${ground(320, w + 80)}${cover(x, y, w, h, grad(leather, '#0c0d10'), 'rgba(0,0,0,0.4)')}${rect(x + w / 2 - 2, y + 60, 24, 150, '#d9b44a', 3)}${rect(
      x + w / 2 - 40,
      y + 100,
      100,
      22,
      '#d9b44a',
      3,
    )}${rect(x + 36, y + h - 14, 14, 44, '#b3262a')}`;
  },
  'hymn-book': ({ r, hue, grad }) => {
    const colour = r.pick(['#5a1a1a', '#1d2b4a', hsl(hue, 45, 30), '#14412a']);
    const w = r.int(200, 220);
    const h = r.int(270, 290);
    const x = 320 - w / 2;
    const y = 405 - h;
    // A music note in gold.
    const gold = '#d9b44a';
    return `${ground(320, w + 80)}${cover(x, y, w, h, grad(colour, '#0c0d10'), 'rgba(0,0,0,0.4)')}${ellipse(x + w / 2 - 10, y + h * 0.62, 26, 20, gold, -20)}${rect(
      x + w / 2 + 10,
      y + h * 0.25,
      10,
      h * 0.38,
      gold,
    )}${path(`M ${x + w / 2 + 20} ${y + h * 0.25} Q ${x + w / 2 + 70} ${y + h * 0.3} ${x + w / 2 + 50} ${y + h * 0.42} Q ${x + w / 2 + 50} ${y + h * 0.34} ${x + w / 2 + 20} ${y + h * 0.33} Z`, gold)}${rect(
      x + 40,
      y + 30,
      w - 70,
      14,
      gold,
      3,
    )}`;
  },
  notebook: ({ r, hue }) => {
    const count = r.int(3, 5);
    return `${ground(320, 460)}${times(count, (i) => {
      const colour = hsl(hue + i * r.int(40, 80), r.int(50, 75), r.int(45, 60));
      const turn = -18 + (i * 36) / (count - 1);
      return `<g transform="rotate(${turn.toFixed(1)} 320 420)">${rect(220, 140, 200, 260, WHITE, 6)}${rect(222, 142, 196, 256, colour, 6)}${rect(
        250,
        190,
        140,
        60,
        WHITE,
        6,
      )}${times(2, (k) => rect(262, 206 + k * 18, 110, 6, 'rgba(0,0,0,0.25)', 3))}</g>`;
    })}`;
  },
} satisfies Partial<Record<Kind, Drawing>>;
