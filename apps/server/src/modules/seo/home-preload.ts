// The home page's likely LCP is the first product photo, which the SPA would only request after
// its JavaScript has run and the listing has arrived. The server already knows both: index.html
// for "/" preloads the listing and the first two card photos, so they download alongside the JS.
import type { Db } from '@dwa/db/client';
import { CARD_IMAGE_SIZES, HOME_LISTING_URL } from '@dwa/domain/listing-page';
import type { Clock } from '../../lib/clock.ts';
import { createMicroCache } from '../../lib/micro-cache.ts';
import { listPublicProducts } from '../products/products.service.ts';
import { escapeHtml, insertIntoHead } from './page-meta.ts';

export function createHomePreload(db: Db, clock: Clock) {
  const cache = createMicroCache<string>({ ttlMs: 5000, maxEntries: 1, clock });
  return async function homePreloadTags(): Promise<string> {
    return cache.get('home', async () => {
      const page = await listPublicProducts(db, { page: 1, pageSize: 24 });
      const photos = page.items.flatMap((p) => (p.photo ? [p.photo] : [])).slice(0, 2);
      return [
        `<link rel="preload" href="${HOME_LISTING_URL}" as="fetch" crossorigin="anonymous" />`,
        ...photos.map(
          (image) =>
            `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${CARD_IMAGE_SIZES}" fetchpriority="high" />`,
        ),
      ].join('\n    ');
    });
  };
}

export function withPreloads(indexHtml: string, tags: string): string {
  return tags ? insertIntoHead(indexHtml, tags) : indexHtml;
}
