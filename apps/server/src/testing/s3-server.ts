// A real S3-protocol server for tests (s3rver on 127.0.0.1, a free port, files in a temp dir),
// a bucket in it, and a client to look inside the bucket without going through ObjectStorage.
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3-storage.ts';

/** s3rver's built-in account; it checks request signatures against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(bucket = 'dwa-test-media') {
  const directory = await mkdtemp(join(tmpdir(), 'dwa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    // A copy: the SDK writes its own bookkeeping into the object it is given.
    credentials: { ...CREDENTIALS },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const options: S3StorageOptions = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    ...CREDENTIALS,
  };
  return {
    endpoint,
    bucket,
    /** What createS3Storage needs to reach this server's bucket. */
    options,
    /** Every key in the bucket under `prefix`, sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (out.Contents ?? []).map((o) => o.Key!).sort();
    },
    /** The bucket's own record of one object (type and size as stored). */
    head(key: string) {
      return client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3TestServer = Awaited<ReturnType<typeof startS3Server>>;
