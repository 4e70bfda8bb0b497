// Writes .br and .gz beside every text asset of the build, so the server sends precompressed
// files without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

async function* files(root) {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(dir)) {
  if (!TEXT.test(path) || (await stat(path)).size < 1024) continue;
  const data = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files (brotli + gzip)`);
