import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
    async *list(prefix) {
      // Keys are paths: list the deepest folder the prefix names, keep what starts with it.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = join(root, folder);
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(
        () => [],
      );
      for (const e of entries) {
        if (!e.isFile()) continue;
        const path = join(e.parentPath, e.name);
        const key = path.slice(root.length + 1);
        if (!key.startsWith(prefix)) continue;
        const info = await stat(path).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    },
  };
}
