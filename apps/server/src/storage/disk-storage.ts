import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeForKey, isSafeKey, type ObjectStorage } from './object-storage.ts';

/** Files under `<root>/<key>`. Writes go to a temporary name first so a reader never sees half
 * a file. */
export function createDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const path = join(root, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size, contentType: contentTypeForKey(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
