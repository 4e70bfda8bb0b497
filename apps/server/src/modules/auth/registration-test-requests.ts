// Test helper: a seller registration with photos, as multipart/form-data built by hand the way a
// browser sends it.
import { randomUUID } from 'node:crypto';
import type { FilePart } from '../seller-products/test-requests.ts';

/** multipart/form-data as the browser sends it: the JSON field first, then the files. */
export function registrationBody(registration: unknown, files: FilePart[] = []) {
  const boundary = `----dwa${randomUUID().replaceAll('-', '')}`;
  const value = typeof registration === 'string' ? registration : JSON.stringify(registration);
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="registration"\r\n\r\n${value}\r\n`,
    ),
  ];
  for (const [i, f] of files.entries()) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.filename ?? `photo${i}.jpg`}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`;
    chunks.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
