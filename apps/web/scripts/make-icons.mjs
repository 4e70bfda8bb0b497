// One-off: renders the app icons in public/icons/ from public/favicon.svg (run again after the
// logo changes: `node apps/web/scripts/make-icons.mjs`). Uses sharp, already installed for the
// database seed. The maskable icon fills the whole square (Android crops it to a circle or
// squircle); the mark stays inside the 80 % safe zone.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const pub = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', pub), 'utf8');
// Same art without the rounded corners: the launcher applies its own mask.
const maskable = svg.replace(/ rx="\d+"/, '');

const out = new URL('icons/', pub);
mkdirSync(out, { recursive: true });

const render = (source, size, name) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(name, out).pathname);

await Promise.all([
  render(svg, 192, 'icon-192.png'),
  render(svg, 512, 'icon-512.png'),
  render(maskable, 512, 'maskable-512.png'),
  // iOS home screen: no transparency (it would show black corners), its own rounding.
  render(maskable, 180, 'apple-touch-icon.png'),
]);
console.log('icons written to apps/web/public/icons/');
