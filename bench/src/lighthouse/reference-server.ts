// The Lighthouse bench's reference point: each page's own HTML, fetched once from the running
// app, with every <script> (and every script preload) taken out, served as a static file from a
// tiny node:http server on another local port. Everything else (CSS, fonts, icons, photos) is
// proxied byte for byte to the app, headers and compression included, so the page downloads the
// same assets as the real one. Its LCP is what HTML + CSS + photos alone cost on this machine
// under the same throttling: the floor the real page can approach, not beat.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The HTML without what would run: <script> elements, modulepreload and script preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
      const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
      return rel === 'modulepreload' || (rel === 'preload' && as === 'script') ? '' : tag;
    });
}

interface Document {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface ReferenceServer {
  url: string;
  stop(): Promise<void>;
}

function encodingFor(request: IncomingMessage): 'br' | 'gzip' | 'identity' {
  // Chromium always sends "gzip, deflate, br, zstd"; q-values are not worth parsing here.
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Serves `documents` (request path with query → HTML, as given: strip it first) and proxies
 * every other request to `appUrl`.
 */
export async function startReferenceServer(
  appUrl: string,
  documents: Map<string, string>,
): Promise<ReferenceServer> {
  const app = new URL(appUrl);
  const encoded = new Map<string, Document>();
  for (const [path, html] of documents) {
    const identity = Buffer.from(html);
    encoded.set(path, {
      identity,
      // The app compresses its HTML per request; quality 11 is at most a few bytes smaller.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    });
  }
  const server = createServer((request, response) => {
    const document = encoded.get(request.url ?? '');
    if (document && (request.method === 'GET' || request.method === 'HEAD')) {
      const encoding = encodingFor(request);
      const body = document[encoding];
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        'content-length': body.length,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const upstream = httpRequest(
      {
        host: app.hostname,
        port: app.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: app.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy error: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
