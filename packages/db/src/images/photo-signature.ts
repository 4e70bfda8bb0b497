// A small visual signature of a photo for "search by photo" (decision 016): three cheap
// descriptors that survive what happens to a photo between a shop's upload and a buyer's copy of
// it (crop, resize, JPEG recompression, brighter or darker light), combined into one similarity.
//
// - layout: 4×4 grid of mean Lab colour, lightness normalised per image (z-score) so brighter
//   light cancels; kept for the full frame and five 85 % crops, so a cropped query lines up
// - colour: hue × saturation histogram (plus grey levels), soft-binned on hue
// - edges: histogram of gradient orientations weighted by strength (shape, not colour)
// A DCT perceptual hash was tried and dropped: a 15 % crop leaves it near chance.
//
// Layout of the Buffer (fixed, VERSION first so an old signature is recognised and recomputed):
//   [version u8][colour COLOUR_BINS u8][edges EDGE_BINS u8][grids CROPS × GRID_BYTES u8]
// Histograms are stored as sqrt(p)·255 so the Bhattacharyya coefficient is a dot product.
import sharp from 'sharp';

export const SIGNATURE_VERSION = 1;
/** Decoded images above this many pixels are refused (a decompression bomb is cheap to send). */
export const MAX_INPUT_PIXELS = 40_000_000;

const SIZE = 96; // working resolution; enough for 4×4 cells and orientation, fast to process
const HUE_BINS = 12;
const SAT_BINS = 3;
const GREY_BINS = 4;
const COLOUR_BINS = HUE_BINS * SAT_BINS + GREY_BINS;
const EDGE_BINS = 12;
const GRID = 4;
const GRID_BYTES = GRID * GRID * 3;
/** Frames the stored layout grids cover: full, centre and the four corners, as [x, y, size]. */
const CROPS: readonly [number, number, number][] = [
  [0, 0, 1],
  [0.075, 0.075, 0.85],
  [0, 0, 0.85],
  [0.15, 0, 0.85],
  [0, 0.15, 0.85],
  [0.15, 0.15, 0.85],
];
const COLOUR_AT = 1;
const EDGES_AT = COLOUR_AT + COLOUR_BINS;
const GRIDS_AT = EDGES_AT + EDGE_BINS;
export const SIGNATURE_BYTES = GRIDS_AT + CROPS.length * GRID_BYTES;

/** Weights of the parts in the similarity. Layout tells copies of one photo apart best (bench:
 * alone 100 % top-3); colour and edges carry less but survive a change of viewpoint. */
const WEIGHTS = { colour: 0.2, layout: 0.6, edges: 0.2 };
/** Typical histogram agreement of unrelated photos (Bhattacharyya), measured on the demo photos:
 * mapped to 0 so that the parts mean "how much more alike than chance". */
const CHANCE = { colour: 0.5, edges: 0.8 };

export class NotAnImageError extends Error {
  readonly reason: 'not_an_image' | 'too_many_pixels';

  constructor(reason: 'not_an_image' | 'too_many_pixels') {
    super(reason === 'too_many_pixels' ? 'The image has too many pixels.' : 'Not an image.');
    this.reason = reason;
  }
}

interface Pixels {
  rgb: Uint8Array; // SIZE × SIZE × 3
}

/** Photo formats accepted (as sharp names them). Not SVG or PDF: a photo is never a vector
 * document, and those formats can refer to other files. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

/** Decodes a photo by its content (name and declared type do not matter). */
async function decode(input: Buffer): Promise<Pixels> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`not a photo format: ${format}`);
    const { data } = await image
      .rotate() // camera photos carry their orientation in EXIF
      .flatten({ background: '#ffffff' })
      .resize(SIZE, SIZE, { fit: 'fill' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { rgb: new Uint8Array(data.buffer, data.byteOffset, SIZE * SIZE * 3) };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new NotAnImageError(/pixel limit/i.test(message) ? 'too_many_pixels' : 'not_an_image');
  }
}

/** The signature of an image file; throws NotAnImageError when the bytes are not a readable image. */
export async function computeSignature(input: Buffer): Promise<Buffer> {
  return signatureOfPixels(await decode(input));
}

function signatureOfPixels({ rgb }: Pixels): Buffer {
  const n = SIZE * SIZE;
  const lab = new Float32Array(n * 3);
  const grey = new Float32Array(n);
  const colour = new Float64Array(COLOUR_BINS);
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    grey[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    writeLab(lab, i * 3, r, g, b);
    addColour(colour, r / 255, g / 255, b / 255);
  }
  const out = Buffer.alloc(SIGNATURE_BYTES);
  out[0] = SIGNATURE_VERSION;
  writeSqrtHistogram(out, COLOUR_AT, colour);
  writeSqrtHistogram(out, EDGES_AT, edgeHistogram(grey));
  CROPS.forEach((crop, k) => {
    writeGrid(out, GRIDS_AT + k * GRID_BYTES, lab, crop);
  });
  return out;
}

// Helpers live at module level: closures created per pixel cost more than the maths.
/** sRGB byte → linear light, as a table (256 entries). */
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function labF(t: number) {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

/** CIE Lab (D65) of an sRGB pixel, written to `out` at `at`. */
function writeLab(out: Float32Array, at: number, r: number, g: number, b: number) {
  const R = LINEAR[r]!;
  const G = LINEAR[g]!;
  const B = LINEAR[b]!;
  const fx = labF((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.9505);
  const fy = labF(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const fz = labF((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.089);
  out[at] = 116 * fy - 16;
  out[at + 1] = 500 * (fx - fy);
  out[at + 2] = 200 * (fy - fz);
}

/** Hue × saturation with soft (linear) binning on hue so a small hue shift moves weight gently;
 * nearly grey pixels go to lightness bins instead, where hue means nothing. */
function addColour(hist: Float64Array, r: number, g: number, b: number) {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const sat = max === 0 ? 0 : chroma / max;
  if (sat < 0.15 || max < 0.12) {
    const bin = Math.min(GREY_BINS - 1, Math.floor(max * GREY_BINS));
    hist[HUE_BINS * SAT_BINS + bin]! += 1;
    return;
  }
  let hue: number;
  if (max === r) hue = ((g - b) / chroma + 6) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  const h = (hue / 6) * HUE_BINS - 0.5;
  const h0 = Math.floor(h);
  const w1 = h - h0;
  const s = Math.min(SAT_BINS - 1, Math.floor(((sat - 0.15) / 0.85) * SAT_BINS));
  hist[hueBin(h0) * SAT_BINS + s]! += 1 - w1;
  hist[hueBin(h0 + 1) * SAT_BINS + s]! += w1;
}

/** Hue bins wrap around (red is next to magenta). */
function hueBin(bin: number) {
  return ((bin % HUE_BINS) + HUE_BINS) % HUE_BINS;
}

/** Sobel gradients; orientation modulo 180° in EDGE_BINS, weighted by magnitude. */
function edgeHistogram(grey: Float32Array): Float64Array {
  const hist = new Float64Array(EDGE_BINS);
  for (let y = 1; y < SIZE - 1; y++) {
    for (let x = 1; x < SIZE - 1; x++) {
      const i = y * SIZE + x;
      const nw = grey[i - SIZE - 1]!;
      const n = grey[i - SIZE]!;
      const ne = grey[i - SIZE + 1]!;
      const w = grey[i - 1]!;
      const e = grey[i + 1]!;
      const sw = grey[i + SIZE - 1]!;
      const s = grey[i + SIZE]!;
      const se = grey[i + SIZE + 1]!;
      const gx = ne + 2 * e + se - nw - 2 * w - sw;
      const gy = sw + 2 * s + se - nw - 2 * n - ne;
      const magnitude = Math.hypot(gx, gy);
      if (magnitude < 0.05) continue; // flat areas and JPEG noise say nothing about shape
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      hist[Math.min(EDGE_BINS - 1, Math.floor((angle / Math.PI) * EDGE_BINS))]! += magnitude;
    }
  }
  return hist;
}

/** Mean Lab per cell of a crop; lightness as a z-score over the crop so brighter light cancels. */
function writeGrid(
  out: Buffer,
  at: number,
  lab: Float32Array,
  [cx, cy, size]: readonly [number, number, number],
) {
  const cells = new Float64Array(GRID * GRID * 3);
  const counts = new Float64Array(GRID * GRID);
  const x0 = Math.round(cx * SIZE);
  const y0 = Math.round(cy * SIZE);
  const span = Math.round(size * SIZE);
  for (let y = y0; y < y0 + span; y++) {
    for (let x = x0; x < x0 + span; x++) {
      const cell =
        Math.floor(((y - y0) * GRID) / span) * GRID + Math.floor(((x - x0) * GRID) / span);
      const i = (y * SIZE + x) * 3;
      cells[cell * 3]! += lab[i]!;
      cells[cell * 3 + 1]! += lab[i + 1]!;
      cells[cell * 3 + 2]! += lab[i + 2]!;
      counts[cell]! += 1;
    }
  }
  const L: number[] = [];
  for (let c = 0; c < GRID * GRID; c++) L.push(cells[c * 3]! / counts[c]!);
  const mean = L.reduce((a, b) => a + b, 0) / L.length;
  const spread = Math.sqrt(L.reduce((a, b) => a + (b - mean) ** 2, 0) / L.length) || 1;
  for (let c = 0; c < GRID * GRID; c++) {
    out[at + c * 3] = byte(128 + ((L[c]! - mean) / Math.max(spread, 8)) * 40);
    out[at + c * 3 + 1] = byte(128 + cells[c * 3 + 1]! / counts[c]!);
    out[at + c * 3 + 2] = byte(128 + cells[c * 3 + 2]! / counts[c]!);
  }
}

function byte(v: number) {
  return Math.max(0, Math.min(255, Math.round(v)));
}

function writeSqrtHistogram(out: Buffer, at: number, hist: Float64Array) {
  const total = hist.reduce((a, b) => a + b, 0) || 1;
  hist.forEach((v, i) => {
    out[at + i] = Math.round(Math.sqrt(v / total) * 255);
  });
}

/** True when the bytes are a signature this code can compare (right length and version). */
export function isCurrentSignature(signature: Uint8Array | null | undefined): boolean {
  return !!signature && signature.length === SIGNATURE_BYTES && signature[0] === SIGNATURE_VERSION;
}

function cosine(a: Uint8Array, b: Uint8Array, at: number, length: number): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = at; i < at + length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  // Two empty histograms (e.g. no edges in a flat picture) agree; one empty one does not.
  if (na === 0 || nb === 0) return na === nb ? 1 : 0;
  return dot / Math.sqrt(na * nb);
}

/** Mean absolute difference of two grids → 0..1 (a difference of 40 per channel counts as 0). */
function gridSimilarity(a: Uint8Array, aAt: number, b: Uint8Array, bAt: number): number {
  let diff = 0;
  for (let i = 0; i < GRID_BYTES; i++) diff += Math.abs(a[aAt + i]! - b[bAt + i]!);
  return Math.max(0, 1 - diff / GRID_BYTES / 40);
}

/** Agreement above what unrelated photos reach, 0..1. */
function aboveChance(v: number, chance: number) {
  return Math.max(0, (v - chance) / (1 - chance));
}

export interface SimilarityParts {
  colour: number;
  layout: number;
  edges: number;
}

/** The parts of the similarity, each 0..1 (for tuning and the decision record). */
export function similarityParts(query: Uint8Array, stored: Uint8Array): SimilarityParts {
  if (!isCurrentSignature(query) || !isCurrentSignature(stored)) {
    throw new Error('Signatures of an unknown version cannot be compared.');
  }
  let layout = 0;
  for (let k = 0; k < CROPS.length; k++) {
    layout = Math.max(layout, gridSimilarity(query, GRIDS_AT, stored, GRIDS_AT + k * GRID_BYTES));
  }
  return {
    colour: aboveChance(cosine(query, stored, COLOUR_AT, COLOUR_BINS), CHANCE.colour),
    layout,
    edges: aboveChance(cosine(query, stored, EDGES_AT, EDGE_BINS), CHANCE.edges),
  };
}

/**
 * How alike two images are, 0..1 (1 = same picture). `query` is the buyer's photo, `stored` a
 * product photo: the query's full-frame grid is compared with every stored crop and the best one
 * counts, so a query that shows part of the product photo still lines up.
 */
export function similarity(query: Uint8Array, stored: Uint8Array): number {
  const p = similarityParts(query, stored);
  return WEIGHTS.colour * p.colour + WEIGHTS.layout * p.layout + WEIGHTS.edges * p.edges;
}
