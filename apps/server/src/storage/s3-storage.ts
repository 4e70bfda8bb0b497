// Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …), so several
// app servers share one set of files. Behaves like the disk store: a missing key reads as null,
// deleting twice is fine, unsafe keys never reach the bucket. A store that is down fails the call
// within seconds instead of holding the request (decision 022).
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeForKey, isSafeKey, type ObjectStorage } from './object-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Any S3-compatible endpoint (`https://…`); unset means AWS S3 in `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither; neither means the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, local servers). */
  forcePathStyle: boolean;
  /** Per attempt; tests shorten them. */
  timeouts?: Partial<S3Timeouts>;
}

export interface S3Timeouts {
  /** To open a connection: a store in the same region answers in milliseconds. */
  connectMs: number;
  /** From sending the request to the response headers (a PUT's body is sent within it). */
  responseMs: number;
  /** Silence on the socket while a body flows. */
  idleMs: number;
  /** Attempts in all (the SDK retries connection errors, timeouts and 5xx with backoff). */
  maxAttempts: number;
}

// Worst case for a store that accepts connections and never answers: 2 × 3 s plus a backoff of
// ≤ 0.2 s. A refused store fails in milliseconds, an unreachable one in ≤ 2 × 1 s + 0.2 s.
const DEFAULT_TIMEOUTS: S3Timeouts = {
  connectMs: 1000,
  responseMs: 3000,
  idleMs: 5000,
  maxAttempts: 2,
};

/** A call to the store failed for a reason other than a missing key; says which call and why. */
export class StorageError extends Error {
  override readonly name = 'StorageError';
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    maxAttempts: timeouts.maxAttempts,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.responseMs,
      // Without it the SDK only logs a warning when requestTimeout passes and keeps waiting.
      throwOnRequestTimeout: true,
      socketTimeout: timeouts.idleMs,
    },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer default
    // (CRC32 trailers), and the photos are re-encoded by us, not relayed.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const fail = (operation: string, key: string, error: unknown) =>
    new StorageError(
      `S3 ${operation} of "${key}" in bucket "${bucket}" failed: ${explain(error)}`,
      { cause: error },
    );

  return {
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
        );
      } catch (error) {
        throw fail('put', key, error);
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('the response has no body stream');
        return {
          body: out.Body,
          size: out.ContentLength ?? 0,
          // From the key, as on disk: what /media serves never depends on metadata someone could
          // have set on the bucket's copy.
          contentType: contentTypeForKey(key),
          ...(out.ETag ? { etag: out.ETag } : {}),
          ...(out.LastModified ? { lastModified: out.LastModified } : {}),
        };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw fail('get', key, error);
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
      try {
        // S3 answers 204 for a key that is not there: deleting twice is not an error.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingKey(error)) return;
        throw fail('delete', key, error);
      }
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const page = await client
          .send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          )
          .catch((error) => {
            throw fail('list', prefix, error);
          });
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, lastModified: o.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

interface SdkError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number; attempts?: number };
}

/** NoSuchKey, or a bare 404 from stores that send no error code. A missing bucket is also a 404
 * but is a configuration error, never "no such photo". */
function isMissingKey(error: unknown): boolean {
  const e = error as SdkError;
  if (e?.name === 'NoSuchBucket') return false;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function explain(error: unknown): string {
  const e = error as SdkError;
  const what = [e?.name, e?.code, e?.message].filter(Boolean).join(': ') || String(error);
  const attempts = e?.$metadata?.attempts;
  return attempts && attempts > 1 ? `${what} (after ${attempts} attempts)` : what;
}
