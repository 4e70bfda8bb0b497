// Product photos drawn by code at seed time (no downloads, no fonts): a soft gradient "studio"
// background and the product's kind drawn on it (drawings/*.ts: a speaker looks like a speaker),
// with colours, proportions and details from the product's seed, so no two photos look the same.
// A product's later photos show the same object in another colour or mirrored (view 1) or closer
// (view 2). Encoded to WebP variants like uploaded photos.
import type { Category } from '@dwa/domain/enums';
import sharp from 'sharp';
import { applianceDrawings } from './drawings/appliances.ts';
import { automotiveDrawings } from './drawings/automotive.ts';
import { bookDrawings } from './drawings/books.ts';
import { clothDrawings } from './drawings/cloth.ts';
import { everydayDrawings } from './drawings/everyday.ts';
import { fashionDrawings } from './drawings/fashion.ts';
import { furnitureDrawings } from './drawings/furniture.ts';
import { gadgetDrawings } from './drawings/gadgets.ts';
import { groceryDrawings } from './drawings/groceries.ts';
import type { Drawing, Look, Pen } from './drawings/kit.ts';
import { hsl } from './drawings/kit.ts';
import { kitchenDrawings } from './drawings/kitchen.ts';
import { produceDrawings } from './drawings/produce.ts';
import { sportsDrawings } from './drawings/sports.ts';
import type { Kind } from './kinds.ts';
import { createRandom } from './random.ts';

export const VARIANT_WIDTHS = [160, 320, 640] as const;
const W = 640;
const H = 480;

export const DRAWINGS: Record<Kind, Drawing> = {
  ...gadgetDrawings,
  ...applianceDrawings,
  ...clothDrawings,
  ...fashionDrawings,
  ...kitchenDrawings,
  ...furnitureDrawings,
  ...automotiveDrawings,
  ...produceDrawings,
  ...groceryDrawings,
  ...sportsDrawings,
  ...bookDrawings,
  ...everydayDrawings,
};

/** What a photo shows when only a category is known (WhatsApp uploads, tests). */
const CATEGORY_KIND: Record<Category, Kind> = {
  electronics: 'phone',
  fashion: 'kente',
  home: 'pot',
  automotive: 'tyre',
  food: 'tomatoes',
  sports: 'football',
  books: 'book',
  general: 'shea-butter',
};

export interface PhotoOptions {
  /** The product's colour (0–359) when it matters (red palm oil, a green Milo tin). */
  hue?: number;
  /** The photo's position: 0 the first; 1 another colour, mirrored; 2 a closer look. */
  view?: number;
  look?: Look;
}

export interface EncodedVariant {
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
}

const kindOf = (subject: Kind | Category): Kind =>
  subject in CATEGORY_KIND ? CATEGORY_KIND[subject as Category] : (subject as Kind);

export function productSvg(
  subject: Kind | Category,
  seed: number,
  { hue: hint, view = 0, look }: PhotoOptions = {},
): string {
  // The object's own stream does not depend on the view: every photo shows the same object.
  const r = createRandom(seed);
  const hue = hint ?? createRandom(seed ^ 0x5bd1e995).int(0, 359);
  const defs: string[] = [];
  const pen: Pen = {
    r,
    hue: hint === undefined && view === 1 ? hue + 150 : hue,
    view,
    look,
    grad(from, to, across = false) {
      const id = `g${defs.length}`;
      defs.push(
        `<linearGradient id="${id}" x2="${across ? 1 : 0}" y2="${across ? 0 : 1}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
      );
      return `url(#${id})`;
    },
    tile(w, h, body) {
      const id = `g${defs.length}`;
      defs.push(
        `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`,
      );
      return `url(#${id})`;
    },
  };
  const object = DRAWINGS[kindOf(subject)](pen);

  // The background: hues far apart from one photo to the next (golden angle), so photo search
  // tells neighbours apart; light enough for dark objects, with a surface to stand on.
  const b = createRandom(seed * 31 + view * 7 + 3);
  const bgHue = (seed * 137.508 + view * 97) % 360;
  const top = hsl(bgHue, b.int(50, 75), b.int(74, 84));
  const bottom = hsl(bgHue + b.int(15, 50), b.int(45, 70), b.int(52, 64));
  const floor = b.int(330, 372);
  const scale = (0.9 + b.next() * 0.14) * (view === 2 ? 1.3 : 1);
  const dx = b.int(-36, 36);
  const [pivotY, toY] = view === 2 ? [250, 240 + b.int(0, 20)] : [410, 410 + b.int(-12, 6)];
  const place = `translate(${320 + dx} ${toY}) scale(${(view === 1 ? -scale : scale).toFixed(3)} ${scale.toFixed(3)}) translate(-320 -${pivotY})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="bg" x2="${b.next().toFixed(2)}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><radialGradient id="glow"><stop offset="0.5" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${defs.join('')}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${320 + b.int(-90, 90)}" cy="${b.int(150, 230)}" r="${b.int(190, 250)}" fill="url(#glow)"/><rect y="${floor}" width="${W}" height="${H - floor}" fill="#fff" fill-opacity="0.2"/><g transform="${place}">${object}</g></svg>`;
}

/** Renders the SVG once and encodes each WebP width (metadata is never written). The largest
 * width is encoded with less effort: it is three quarters of the encoding time, and only product
 * pages load it; the small ones every list shows get the full effort (fewer bytes). */
export async function renderProductImage(
  subject: Kind | Category,
  seed: number,
  options: PhotoOptions = {},
): Promise<EncodedVariant[]> {
  const { data, info } = await sharp(Buffer.from(productSvg(subject, seed, options)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => {
      const height = Math.round((width * H) / W);
      const image = sharp(data, { raw: info });
      const encoded = await (width === W ? image : image.resize(width, height))
        .webp({ quality: 70, effort: width === W ? 2 : 4, preset: 'picture' })
        .toBuffer();
      return { width, height, bytes: encoded.length, data: encoded };
    }),
  );
}
