#!/usr/bin/env node
// `minio server <dir> [--console-address …]` as s3rver: the bucket files under <dir>, port 9000,
// MINIO_ROOT_USER / MINIO_ROOT_PASSWORD as its access key (s3rver does not check V4 signatures).
import S3rver from 's3rver';
import account from 's3rver/lib/models/account.js';

const [command, directory] = process.argv.slice(2);
if (command !== 'server' || !directory) {
  console.error('usage: minio server <dir>');
  process.exit(2);
}
const user = process.env.MINIO_ROOT_USER ?? 'minioadmin';
account.DUMMY_ACCOUNT.createKeyPair(user, process.env.MINIO_ROOT_PASSWORD ?? 'minioadmin');
// Path-style only: by default s3rver reads a host name that is not an address ("s3") as a bucket.
const server = new S3rver({
  address: '0.0.0.0',
  port: 9000,
  directory,
  silent: true,
  vhostBuckets: false,
});
await server.run();
console.error(`s3rver (MinIO stand-in) on :9000, files in ${directory}, access key ${user}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
