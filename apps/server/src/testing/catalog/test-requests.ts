// Test helpers for the seller product routes: signed-in sellers, multipart bodies built by hand as
// a browser sends them, photo-like images, and a look at what storage holds.
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSeller } from '@dwa/db/testing/factories';
import type { ProductFormInput } from '@dwa/domain/seller-products';
import sharp from 'sharp';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';

/** A new seller (factory row) and a session cookie for it (made on the app's clock). */
export async function signedInSeller(
  t: TestApp,
  overrides: Parameters<typeof buildSeller>[1] = {},
  clock: Clock = systemClock,
) {
  const seller = await buildSeller(t.db, overrides);
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType: 'seller',
    userId: seller.id,
    role: null,
  });
  return { seller, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface FilePart {
  filename?: string;
  type?: string;
  data: Buffer;
}

/** multipart/form-data as the web sends it: the JSON field `name` first (when `value` is not
 * null; a string is sent as it is, to send something that is not JSON), then the files "photos". */
export function multipartBody(name: string, value: unknown, files: FilePart[] = []) {
  const boundary = `----dwa${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  if (value !== null) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const [i, f] of files.entries()) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.filename ?? `photo${i}.jpg`}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`;
    chunks.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A product save: the JSON field "product" and the files "photos". */
export function productBody(product: ProductFormInput | string | null, files: FilePart[] = []) {
  return multipartBody('product', product, files);
}

type Body = ReturnType<typeof productBody>;

/** POST (new) or PUT (`productId`) of a product body; `cookie` null = signed out. */
export function sendProduct(
  t: TestApp,
  cookie: string | null,
  body: Body,
  productId?: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: productId ? 'PUT' : 'POST',
    url: productId ? `/api/seller/products/${productId}` : '/api/seller/products',
    payload: body.payload,
    headers: { ...body.headers, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
  });
}

export function bulk(t: TestApp, cookie: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/seller/products/bulk',
    payload,
    headers: { origin: TEST_ORIGIN, cookie },
  });
}

export function getAs(t: TestApp, cookie: string, url: string) {
  return t.app.inject({ url, headers: { cookie } });
}

/** A valid form; photos default to one new file per `files`. */
export function form(overrides: Partial<ProductFormInput> = {}, files = 0): ProductFormInput {
  return {
    title: 'Kente stole',
    category: 'fashion',
    price: '450.50',
    description: 'Hand-woven in Bonwire.',
    location: 'kumasi',
    deliveryAvailable: true,
    deliveryCost: '15',
    deliveryAreas: ' Adum, Bantama ,, ',
    status: 'active',
    photos: Array.from({ length: files }, (_, index) => ({ kind: 'new' as const, index })),
    ...overrides,
  };
}

/** A photo-like JPEG: a colour gradient with noise, `hue` telling photos apart. */
export async function photoJpeg(width = 900, height = 600, hue = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (Math.random() - 0.5) * 40;
      pixels[i] = (x * 255) / width + noise + hue;
      pixels[i + 1] = (y * 255) / height + noise;
      pixels[i + 2] = 128 + noise - hue;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Every file under the test app's storage root, as keys. */
export async function storedKeys(t: TestApp): Promise<string[]> {
  const root = join(t.env.dataDir, 'media');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}
