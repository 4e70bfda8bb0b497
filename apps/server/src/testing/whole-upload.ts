// Sends a request body over real HTTP and waits for both the answer and the last byte to leave.
// A server that refuses an upload early must still read (and discard) the rest, or the
// browser's upload stalls and it shows nothing until a timeout: without draining, 'finish'
// never comes and the test times out. Used by the early-refusal tests of uploads.
import { request } from 'node:http';
import { TEST_ORIGIN } from './test-app.ts';

export interface WholeUpload {
  port: number;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/** The answer's status and error code, once every byte of the body went out. */
export async function sendWholeUpload(u: WholeUpload): Promise<{ status: number; code: string }> {
  const req = request({
    host: '127.0.0.1',
    port: u.port,
    method: u.method,
    path: u.path,
    headers: { ...u.headers, origin: TEST_ORIGIN },
  });
  const uploaded = new Promise<true>((resolve, reject) => {
    req.on('finish', () => resolve(true));
    req.on('error', reject);
  });
  const answer = new Promise<{ status: number; code: string }>((resolve) => {
    req.on('response', async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode ?? 0, code: JSON.parse(text).error.code });
    });
  });
  req.end(u.payload);
  return (await Promise.all([answer, uploaded]))[0];
}
