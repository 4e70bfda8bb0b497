// The S3 store over real HTTP against a local S3-protocol server: the same contract as the disk
// store, and a store that is down or silent fails the call quickly with an error naming it.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../testing/s3-server.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage, StorageError } from './s3-storage.ts';

let s3: S3TestServer;
let storage: ObjectStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(s3.options);
});
afterAll(() => s3.close());

const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L fake but distinctive bytes', 'latin1');

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** How long `run` takes to settle, and how. */
async function timed(run: () => Promise<unknown>) {
  const start = performance.now();
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  return { ms: performance.now() - start, error };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

describe('S3 storage over HTTP', () => {
  it('puts, gets and deletes an object with its content type and size', async () => {
    const key = 'products/p1/i1/320.webp';
    await storage.put(key, WEBP, 'image/webp');

    const head = await s3.head(key);
    expect(head.ContentType).toBe('image/webp');
    expect(head.ContentLength).toBe(WEBP.length);

    const object = await storage.get(key);
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('image/webp');
    expect(object!.size).toBe(WEBP.length);
    expect(object!.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(object!.lastModified).toBeInstanceOf(Date);
    expect((await readAll(object!.body)).equals(WEBP)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await s3.keys('products/p1/')).toEqual([]);
    // Deleting what is gone is not an error (a retried cleanup).
    await storage.delete(key);
  });

  it('overwrites a key with the new bytes', async () => {
    const key = 'shops/s1/a/160.webp';
    await storage.put(key, Buffer.from('first'), 'image/webp');
    await storage.put(key, WEBP, 'image/webp');
    expect((await readAll((await storage.get(key))!.body)).equals(WEBP)).toBe(true);
  });

  it('answers null for a missing key instead of throwing', async () => {
    expect(await storage.get('products/none/i1/640.webp')).toBeNull();
  });

  it('refuses unsafe keys before anything reaches the bucket', async () => {
    for (const key of ['../secrets.json', '/etc/passwd', 'a//b.webp', 'a/../../b.webp', '']) {
      await expect(storage.put(key, WEBP, 'image/webp'), key).rejects.toThrow(/unsafe/);
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe/);
    }
    expect(await s3.keys('secrets')).toEqual([]);
  });

  it('reports a missing bucket as an error, never as a missing photo', async () => {
    const wrong = createS3Storage({ ...s3.options, bucket: 'dwa-no-such-bucket' });
    const { error } = await timed(() => wrong.get('products/p1/i1/320.webp'));
    expect(error).toBeInstanceOf(StorageError);
    expect((error as Error).message).toMatch(
      /^S3 get of "products\/p1\/i1\/320\.webp" in bucket "dwa-no-such-bucket" failed: NoSuchBucket/,
    );
  });

  it('fails within a second, naming the call, when nothing listens at the endpoint', async () => {
    const down = createS3Storage({
      ...s3.options,
      endpoint: `http://127.0.0.1:${await closedPort()}`,
    });
    for (const call of [
      () => down.get('products/p1/i1/320.webp'),
      () => down.put('products/p1/i1/320.webp', WEBP, 'image/webp'),
      () => down.delete('products/p1/i1/320.webp'),
    ]) {
      const { ms, error } = await timed(call);
      expect(error).toBeInstanceOf(StorageError);
      expect((error as Error).message).toMatch(
        /^S3 (get|put|delete) of "products\/p1\/i1\/320\.webp" in bucket "dwa-test-media" failed: .*ECONNREFUSED.*\(after 2 attempts\)$/,
      );
      expect(ms).toBeLessThan(1000);
    }
  });

  describe('a store that accepts connections and never answers', () => {
    let silent: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((ok) => silent.close(ok));
    });

    it('gives up after the response timeout of each attempt', async () => {
      const { port } = silent.address() as { port: number };
      const hung = createS3Storage({
        ...s3.options,
        endpoint: `http://127.0.0.1:${port}`,
        timeouts: { responseMs: 300 },
      });
      const { ms, error } = await timed(() => hung.get('products/p1/i1/320.webp'));
      expect(error).toBeInstanceOf(StorageError);
      expect((error as Error).message).toMatch(/TimeoutError.*300 ms.*\(after 2 attempts\)$/);
      // Two attempts of 300 ms and one backoff (≤ 200 ms here); never the SDK's minutes.
      expect(ms).toBeGreaterThanOrEqual(600);
      expect(ms).toBeLessThan(1500);
    });
  });
});
