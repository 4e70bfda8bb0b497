// The media bench's app process: the real app (buildApp, STORAGE=s3 from the environment, so
// /media/ streams from the bucket), plus for comparison the same /media plugin over a disk store
// at /disk/media/ and the alternative decision 022 weighed: a 302 to a presigned bucket URL at
// /signed/media/. It stores photos encoded by the real pipeline and serves a test page per way.
import { createHash, createHmac } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  openConfiguredDatabase,
  openConfiguredStorage,
  prepareDatabase,
} from '../../apps/server/src/boot.ts';
import {
  encodePhoto,
  storePhoto,
} from '../../apps/server/src/contexts/catalog/photos/photo-pipeline.ts';
import { loadEnv } from '../../apps/server/src/env.ts';
import { registerMedia } from '../../apps/server/src/plugins/media.ts';
import { createDiskStorage } from '../../apps/server/src/storage/disk-storage.ts';
import { phonePhoto } from './photo-pipeline.ts';

const env = loadEnv();
const { storage } = env;
if (
  storage.kind !== 's3' ||
  !storage.endpoint ||
  !storage.accessKeyId ||
  !storage.secretAccessKey
) {
  throw new Error('STORAGE=s3 with an endpoint and keys expected');
}
const s3Options = {
  ...storage,
  endpoint: storage.endpoint,
  accessKeyId: storage.accessKeyId,
  secretAccessKey: storage.secretAccessKey,
};
const database = await openConfiguredDatabase(env);
const s3 = openConfiguredStorage(env);
await prepareDatabase(env, database, s3);
const disk = createDiskStorage(join(env.dataDir, 'media'));

// Six photos, each variant in both stores under the same key.
const keys: { w320: string; w640: string }[] = [];
for (let i = 0; i < 6; i++) {
  const encoded = await encodePhoto(await phonePhoto(1600, 1200, i + 1));
  const prefix = `products/bench/${i}`;
  await storePhoto(disk, prefix, encoded);
  await storePhoto(s3, prefix, encoded);
  keys.push({ w320: `${prefix}/320.webp`, w640: `${prefix}/640.webp` });
}

/** SigV4 query signing of a GET (what @aws-sdk/s3-request-presigner does). The signing key is
 * kept per day, as a real implementation would. `now` rounded to the hour keeps the URL, and so
 * the browser's cached copy, the same for an hour. */
const signingKeys = new Map<string, Buffer>();
function presign(key: string, now = new Date()): string {
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3Options;
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const amzDate = hour
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const host = new URL(endpoint).host;
  const path = `/${bucket}/${key}`;
  const query = new URLSearchParams({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': '86400',
    'X-Amz-SignedHeaders': 'host',
  });
  query.sort();
  const canonical = ['GET', path, query.toString(), `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'];
  const hash = createHash('sha256').update(canonical.join('\n')).digest('hex');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hash].join('\n');
  let signingKey = signingKeys.get(day);
  if (!signingKey) {
    const hmac = (k: string | Buffer, v: string) => createHmac('sha256', k).update(v).digest();
    signingKey = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'),
      'aws4_request',
    );
    signingKeys.set(day, signingKey);
  }
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `${endpoint}${path}?${query}&X-Amz-Signature=${signature}`;
}

const app = await buildApp({ env, database, storage: s3 });
await app.register(async (scope) => registerMedia(scope, disk), { prefix: '/disk' });
app.get('/signed/media/*', async (request, reply) => {
  const key = (request.params as { '*': string })['*'];
  // Cacheable for less than the signature lives, so a cached redirect never points at an
  // expired URL.
  return reply.header('cache-control', 'private, max-age=3600').redirect(presign(key), 302);
});

/** A product-page-like page: one large photo (the LCP) and five cards. */
const src = {
  disk: (key: string) => `/disk/media/${key}`,
  s3: (key: string) => `/media/${key}`,
  redirect: (key: string) => `/signed/media/${key}`,
  presigned: (key: string) => presign(key),
} as const;
app.get('/bench/page/:mode', async (request, reply) => {
  const url = src[(request.params as { mode: keyof typeof src }).mode];
  const [hero, ...cards] = keys;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>media bench</title>
<meta name="description" content="media bench"></head><body style="margin:0">
<img src="${url(hero!.w640)}" width="640" height="480" alt="hero" fetchpriority="high" style="width:100%;height:auto">
${cards.map((k, i) => `<img src="${url(k.w320)}" width="320" height="240" alt="card ${i}" style="width:48%;height:auto">`).join('\n')}
</body></html>`;
  // The app's CSP (img-src 'self') would block the bucket's origin: off for this page only, to
  // time what the browser would do if it were allowed.
  return reply
    .removeHeader('content-security-policy')
    .header('content-type', 'text/html; charset=utf-8')
    .send(html);
});

// What signing costs per request (the signing key cached for the day).
const signs = 20_000;
const started = performance.now();
for (let i = 0; i < signs; i++) presign(keys[i % keys.length]!.w320);
const presignMicros = ((performance.now() - started) * 1000) / signs;

await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as { port: number };
process.send?.({
  url: `http://127.0.0.1:${port}`,
  keys,
  presigned: presign(keys[1]!.w320),
  presignMicros,
});
// The parent reads this process's CPU time around each load, for CPU per request.
process.on('message', (m) => {
  if (m === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
