// node apps/server/src/cli/local-s3.ts [--port 3410] [--dir .data-s3] [--bucket dwa-media]
// A local S3-compatible store for trying several instances on one machine
// (docs/recipes/two-instances.md): s3rver (the tests' store, a dev dependency) on 127.0.0.1,
// files kept in --dir across restarts, the bucket made if missing. Its account is S3RVER/S3RVER.
// Not for production: use a real bucket (S3, R2, MinIO…).
/// <reference path="../testing/s3rver.d.ts" />
import { mkdirSync } from 'node:fs';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const port = Number(option('port', '3410'));
const directory = option('dir', '.data-s3');
const bucket = option('bucket', 'dwa-media');

mkdirSync(directory, { recursive: true });
const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
await server.run();
const endpoint = `http://127.0.0.1:${port}`;
const client = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
// s3rver answers an existing bucket with success: a restart keeps the files.
await client.send(new CreateBucketCommand({ Bucket: bucket }));
client.destroy();
console.log(`S3-compatible store ${endpoint}, bucket ${bucket}, files in ${directory}`);
console.log(
  `  STORAGE=s3 S3_ENDPOINT=${endpoint} S3_BUCKET=${bucket} S3_REGION=us-east-1 ` +
    'S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER S3_FORCE_PATH_STYLE=true',
);

async function stop() {
  await server.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
