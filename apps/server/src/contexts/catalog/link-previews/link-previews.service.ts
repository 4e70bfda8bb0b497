// Link preview images, made once per product or shop picture and kept in the object store (disk
// or S3) under a content-named key: the first request for a URL draws it, stores it and every
// later one, on any instance, streams the stored file. Pages never wait for drawing; they only
// name the URL (preview-source.ts). Two instances meeting the same missing file both draw it and
// write the same bytes to the same key (a whole-file write on either store), so nothing needs a
// lock; within one instance concurrent requests share one drawing, and drawings take turns.
import type { Readable } from 'node:stream';
import type { Db } from '@dwa/db/client';
import { productImages, products, sellers } from '@dwa/db/schema/index';
import { and, asc, eq } from 'drizzle-orm';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { PhotoVariant } from '../products/photo-view.ts';
import { toPhotoView } from '../products/photo-view.ts';
import { isListed } from '../products/product-card.ts';
import { renderPreview } from './preview-image.ts';
import {
  type PreviewKind,
  type PreviewSource,
  previewFileName,
  previewStorageKey,
  productPreviewSource,
  shopPreviewSource,
} from './preview-source.ts';

/** What a product's or shop's preview is drawn from; null when it has no public page (a
 * hidden, sold, draft or blocked product, a suspended seller's product or shop, none at all). */
export async function loadPreviewSource(
  db: Db,
  kind: PreviewKind,
  id: string,
): Promise<PreviewSource | null> {
  if (kind === 'shops') {
    const [shop] = await db
      .select({
        id: sellers.id,
        businessName: sellers.businessName,
        location: sellers.locationSlug,
        photoVariants: sellers.photoVariants,
      })
      .from(sellers)
      .where(and(eq(sellers.id, id), eq(sellers.status, 'active')))
      .limit(1);
    if (!shop) return null;
    const photo = shop.photoVariants ? toPhotoView(shop.photoVariants) : null;
    return shopPreviewSource({ ...shop, photo });
  }
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      pricePesewas: products.pricePesewas,
      location: products.locationSlug,
      shopName: sellers.businessName,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  if (!row) return null;
  // The first photo, as the product page orders them.
  const [first] = await db
    .select({ variants: productImages.variants })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position))
    .limit(1);
  const photo = first ? toPhotoView(first.variants as PhotoVariant[]) : null;
  return productPreviewSource({ ...row, photo });
}

export type PreviewImage =
  | { stored: true; body: Readable; size: number }
  /** Drawn for this request; `kept` says whether it was stored (not when its photo is gone). */
  | { stored: false; data: Buffer; kept: boolean };

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** At most `n` drawings at a time in this process: sharp's threads are the machine's cores,
 * and a crawler asking for a shop's every product at once must not starve page requests. */
function turns(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export interface PreviewDeps {
  db: Db;
  storage: ObjectStorage;
}

export function createPreviewImages(deps: PreviewDeps, options: { concurrency?: number } = {}) {
  const inFlight = new Map<string, Promise<{ data: Buffer; kept: boolean }>>();
  const take = turns(options.concurrency ?? 2);
  /** How many drawings this process made (tests count them). */
  let drawn = 0;

  async function draw(source: PreviewSource, key: string) {
    const photo = source.photoKey ? await deps.storage.get(source.photoKey) : null;
    const bytes = photo ? await readAll(photo.body) : null;
    drawn++;
    // A photo whose file is missing is drawn as the card, and not stored under the photo's
    // name: once the file is back, the next request draws the photo.
    const data = await take(() => renderPreview(source, bytes));
    const kept = !source.photoKey || bytes !== null;
    if (kept) {
      await deps.storage.put(key, data, 'image/jpeg');
      await removeOlder(source, key);
    }
    return { data, kept };
  }

  /** The same product's or shop's previews of earlier pictures: no page names them any more. */
  async function removeOlder(source: PreviewSource, key: string) {
    if (!deps.storage.list) return;
    const folder = `previews/${source.kind}/${source.id}/`;
    for await (const object of deps.storage.list(folder)) {
      if (object.key !== key && object.key.endsWith('.jpg')) await deps.storage.delete(object.key);
    }
  }

  return {
    get drawn() {
      return drawn;
    },
    /** The product's or shop's current preview when `file` names it; null when there is no
     * such product or shop, it is not public, or `file` is not its current picture (an old URL,
     * a guessed one). */
    async find(kind: PreviewKind, id: string, file: string): Promise<PreviewSource | null> {
      const source = await loadPreviewSource(deps.db, kind, id);
      return source && previewFileName(source) === file ? source : null;
    },
    /** The stored image, else drawn now (once, however many ask at the same time). */
    async image(source: PreviewSource): Promise<PreviewImage> {
      const key = previewStorageKey(source);
      const stored = await deps.storage.get(key);
      if (stored) return { stored: true, body: stored.body, size: stored.size };
      let drawing = inFlight.get(key);
      if (!drawing) {
        drawing = draw(source, key).finally(() => inFlight.delete(key));
        inFlight.set(key, drawing);
      }
      return { stored: false, ...(await drawing) };
    },
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
