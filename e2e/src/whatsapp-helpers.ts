// What the WhatsApp journeys send: a kente-like photo (gold, green, red and black stripes),
// the same bytes every time, so a photo search for it finds the product listed with it.
import sharp from 'sharp';

let photo: Promise<Buffer> | undefined;

export function kentePhoto(): Promise<Buffer> {
  photo ??= (() => {
    const colours = ['#f2b705', '#0b6e4f', '#c1121f', '#111111', '#f2b705', '#0b6e4f'];
    const stripes = colours
      .map((fill, i) => `<rect x="${i * 160}" y="0" width="80" height="720" fill="${fill}"/>`)
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
      <rect width="960" height="720" fill="#e9c46a"/>${stripes}
      <rect x="0" y="300" width="960" height="60" fill="#0b6e4f"/></svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  })();
  return photo;
}
