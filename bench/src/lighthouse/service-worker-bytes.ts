// Bytes Lighthouse does not see. Once the app's service worker has installed and claimed the
// page (it does both at once, during the first visit), the page's later requests (card photos,
// lazy chunks) are answered by the worker: the page's records show them with a 0-byte transfer,
// and the worker's own network fetch happens in a target Lighthouse does not record. On a first
// visit nothing is cached yet, so each such response did cross the network once. The bench
// fetches those URLs again, as Chromium would (same Accept-Encoding), and counts what they
// weigh on the wire, headers included, so that the first-visit total does not depend on how
// early the worker took over.
import { request } from 'node:http';
import type { Figures, Resource } from './figures.ts';

/** Responses with a body but no bytes on the page's wire, once per URL not otherwise loaded. */
export function answeredByServiceWorker(resources: Resource[]): Resource[] {
  const loaded = new Set(resources.filter((r) => r.transferSize > 0).map((r) => r.url));
  const seen = new Set<string>();
  return resources.filter((r) => {
    const hidden =
      r.transferSize === 0 &&
      r.statusCode === 200 &&
      r.resourceSize > 0 &&
      r.url.startsWith('http://') &&
      !loaded.has(r.url) &&
      !seen.has(r.url);
    if (hidden) seen.add(r.url);
    return hidden;
  });
}

const ACCEPT: Record<string, string> = {
  Image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  Script: '*/*',
  Stylesheet: 'text/css,*/*;q=0.1',
};

/** Bytes of one response on the wire (status line, headers and encoded body), memoized. */
export function wireSizer(): (url: string, resourceType: string) => Promise<number> {
  const sizes = new Map<string, Promise<number>>();
  const measure = (url: string, resourceType: string) =>
    new Promise<number>((ok, fail) => {
      const req = request(
        url,
        {
          headers: {
            accept: ACCEPT[resourceType] ?? '*/*',
            'accept-encoding': 'gzip, deflate, br, zstd',
          },
        },
        (res) => {
          let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          }
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => ok(bytes));
          res.on('error', fail);
        },
      );
      req.on('error', fail);
      req.end();
    });
  return (url, resourceType) => {
    const key = `${resourceType} ${url}`;
    let size = sizes.get(key);
    if (!size) {
      size = measure(url, resourceType);
      sizes.set(key, size);
    }
    return size;
  };
}

const FIGURE_OF_TYPE: Partial<Record<string, keyof Figures>> = {
  Script: 'jsBytes',
  Stylesheet: 'cssBytes',
  Image: 'imageBytes',
  Document: 'documentBytes',
};

/** The figures with the worker-answered responses counted at their measured wire size. */
export async function withServiceWorkerBytes(
  figures: Figures,
  resources: Resource[],
  sizeOf: (url: string, resourceType: string) => Promise<number>,
): Promise<Figures> {
  const hidden = answeredByServiceWorker(resources);
  const result: Figures = { ...figures, serviceWorkerResponses: hidden.length };
  let added = 0;
  for (const r of hidden) {
    const bytes = await sizeOf(r.url, r.resourceType);
    added += bytes;
    const key = FIGURE_OF_TYPE[r.resourceType];
    if (key) (result[key] as number) += bytes;
  }
  result.serviceWorkerBytes = added;
  result.totalBytes += added;
  return result;
}
