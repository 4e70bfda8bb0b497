// Serves stored files at /media/<key>. Keys are unique per upload, so the answer never changes
// and can be cached for a year. From S3 too the bytes stream through here, same origin, same
// headers (decision 022); a store's ETag / Last-Modified answer revalidations with a 304.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import type { ObjectStorage, StoredObject } from '../storage/object-storage.ts';

export async function registerMedia(app: FastifyInstance, storage: ObjectStorage) {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Photos people sent the local WhatsApp stand-in are not public files; link previews are
    // served by their own route, which checks that their product or shop is public.
    const hidden = key.startsWith('dev-media/') || key.startsWith('previews/');
    const object = hidden ? null : await storage.get(key);
    if (!object) throw notFound('errors.notFound.file');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (isNotModified(request, object)) {
      // The store has started sending; stop it rather than read bytes nobody wants.
      object.body.destroy();
      return reply.code(304).send();
    }
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .send(object.body);
  });
}

/** RFC 9110 §13.1: If-None-Match (weak comparison) wins over If-Modified-Since. */
function isNotModified(request: FastifyRequest, object: StoredObject): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!object.etag) return false;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .some((t) => t.trim() === '*' || opaque(t) === opaque(object.etag!));
  }
  if (!object.lastModified) return false;
  // HTTP dates carry whole seconds; an absent or bad date parses as NaN and matches nothing.
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Math.floor(object.lastModified.getTime() / 1000) * 1000 <= since;
}
