// The media bench's object store: s3rver (a local S3-protocol server) in a process of its own, as
// a real store would be, so its CPU is not counted against the app's.
import { startS3Server } from '../../apps/server/src/testing/s3-server.ts';

const s3 = await startS3Server('dwa-bench-media');
process.send?.({ options: s3.options });
process.on('SIGTERM', async () => {
  await s3.close();
  process.exit(0);
});
