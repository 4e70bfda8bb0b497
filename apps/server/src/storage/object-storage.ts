// Where uploaded and generated files live. Disk is the default; an S3-compatible store can take
// its place without the rest of the code knowing (architecture invariant 6).
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
  /** Set by stores that keep them (S3); /media answers conditional requests with them. */
  etag?: string;
  lastModified?: Date;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (housekeeping: the orphan-photo sweep). */
  list?(prefix: string): AsyncIterable<ListedObject>;
}

/** Keys are chosen by the server; this guards against a key that could leave the store. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') && !key.includes('//');
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeForKey(key: string): string {
  return TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
