// The upload photo pipeline (decision 018): how long encodePhoto takes per photo (decode by
// content, upright, 40 MP check, WebP variants 160/320/640/1280, photo-search signature) and how
// many bytes each variant weighs, for the photos sellers really send: a 12 MP phone photo, a
// 3 MP one (what many phones send over WhatsApp or after "reduce size") and a PNG screenshot.
// The photos are generated here so the run needs no files: smooth colour fields (a scene),
// mid-size texture and sensor noise, saved as JPEG quality 90 like a phone camera.
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { encodePhoto } from '../../apps/server/src/contexts/catalog/photos/photo-pipeline.ts';

const RUNS = 15;

/** A photo-like JPEG: large soft colour regions + texture + per-pixel noise. */
export async function phonePhoto(width: number, height: number, seed: number): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const field = async (w: number, h: number, amplitude: number) => {
    const small = Buffer.from(Array.from({ length: w * h * 3 }, () => random() * amplitude));
    return sharp(small, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  const [scene, texture] = await Promise.all([field(16, 12, 255), field(400, 300, 60)]);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const v = scene[i]! * 0.8 + texture[i]! - 30 + (random() - 0.5) * 14;
    pixels[i] = Math.max(0, Math.min(255, v));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A phone screenshot: flat colours, a header bar, cards and lines of "text". */
function screenshot(width: number, height: number): Promise<Buffer> {
  const rows = Array.from({ length: 14 }, (_, i) => {
    const y = 180 + i * 72;
    return `<rect x="40" y="${y}" width="120" height="56" rx="8" fill="hsl(${i * 40},60%,55%)"/>
      <text x="180" y="${y + 24}" font-family="sans-serif" font-size="26" fill="#222">Kente stole ${i + 1}, hand-woven</text>
      <text x="180" y="${y + 52}" font-family="sans-serif" font-size="22" fill="#666">GH₵ ${(i + 1) * 45}.00 · Kumasi</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fafafa"/>
    <rect width="100%" height="120" fill="#0f766e"/>
    <text x="40" y="78" font-family="sans-serif" font-size="44" fill="#fff">Dwa · My Products</text>
    ${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchPhotoPipeline() {
  const inputs: [string, Buffer][] = [
    ['12 MP JPEG 4000×3000', await phonePhoto(4000, 3000, 7)],
    ['3 MP JPEG 2000×1500', await phonePhoto(2000, 1500, 11)],
    ['PNG screenshot 1600×1200', await screenshot(1600, 1200)],
  ];
  const timing: Record<string, Record<string, string | number>> = {};
  const variants: Record<string, Record<string, string>> = {};
  for (const [name, input] of inputs) {
    await encodePhoto(input); // warm-up: first use loads codecs
    const ms: number[] = [];
    let last: Awaited<ReturnType<typeof encodePhoto>> | null = null;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      last = await encodePhoto(input);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    timing[name] = {
      input: kb(input.length),
      'p50 ms': Math.round(percentile(ms, 50)),
      'p95 ms': Math.round(percentile(ms, 95)),
      'min ms': Math.round(ms[0]!),
    };
    variants[name] = Object.fromEntries(
      last!.variants.map((v) => [`${v.width}w`, `${v.width}×${v.height} ${kb(v.data.length)}`]),
    );
  }
  // Other work on the machine slows every figure: the load average says how busy it was.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `\nPhoto pipeline: encodePhoto per photo (decode, upright, 4 WebP variants q75, signature), ${RUNS} runs each after a warm-up, ${cpus().length} cores, load average ${load} (1/5/15 min)`,
  );
  console.table(timing);
  console.log('Variant sizes (WebP):');
  console.table(variants);
  return { timing, variants };
}
