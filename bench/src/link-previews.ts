// Link preview images (decision 050): how long drawing one takes and how many bytes it weighs,
// for what sellers share: a product with a 12 MP phone photo (drawn from its stored 1280 px WebP
// variant, as the route does), a demo-sized 640 px photo, and the branded card of a product or
// shop without one. WhatsApp shows no image above ~300 KB; the renderer keeps under 250 KB.
import { cpus, loadavg } from 'node:os';
import { renderPreview } from '../../apps/server/src/contexts/catalog/link-previews/preview-image.ts';
import {
  productPreviewSource,
  shopPreviewSource,
} from '../../apps/server/src/contexts/catalog/link-previews/preview-source.ts';
import { encodePhoto } from '../../apps/server/src/contexts/catalog/photos/photo-pipeline.ts';
import { phonePhoto } from './photo-pipeline.ts';

const RUNS = 15;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchLinkPreviews() {
  const largest = async (input: Buffer, width: number) =>
    (await encodePhoto(input)).variants.find((v) => v.width === width)!.data;
  const product = productPreviewSource({
    id: 'bench',
    title: 'Original Samsung Galaxy A54 5G 256GB with charger, very clean',
    pricePesewas: 450_050,
    location: 'cape-coast',
    photo: null,
    shopName: 'Kofi Phones & Accessories',
  });
  const shop = shopPreviewSource({
    id: 'bench',
    businessName: 'Goal Line Sports',
    location: 'accra',
    photo: null,
  });
  const cases: [string, Parameters<typeof renderPreview>][] = [
    [
      'photo: 12 MP upload (1280 px WebP)',
      [product, await largest(await phonePhoto(4000, 3000, 7), 1280)],
    ],
    [
      'photo: portrait 3 MP (1280 px WebP)',
      [product, await largest(await phonePhoto(1500, 2000, 5), 1280)],
    ],
    [
      'photo: demo size (640 px WebP)',
      [product, await largest(await phonePhoto(640, 480, 3), 640)],
    ],
    ['card: product, no photo', [product, null]],
    ['card: shop, no photo', [shop, null]],
  ];
  const table: Record<string, Record<string, string | number>> = {};
  for (const [name, args] of cases) {
    await renderPreview(...args); // warm-up: codecs and fonts load on first use
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      bytes = (await renderPreview(...args)).length;
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    table[name] = {
      'JPEG KB': Number((bytes / 1024).toFixed(1)),
      'p50 ms': Math.round(percentile(ms, 50)),
      'p95 ms': Math.round(percentile(ms, 95)),
    };
  }
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `\nLink previews: one 1200×630 JPEG drawn, ${RUNS} runs each after a warm-up, ${cpus().length} cores, load average ${load} (1/5/15 min)`,
  );
  console.table(table);
  return table;
}
