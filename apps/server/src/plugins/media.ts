// Serves stored files at /media/<key>. Keys are unique per upload, so the answer never changes
// and can be cached for a year.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

export async function registerMedia(app: FastifyInstance, storage: ObjectStorage) {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = await storage.get(key);
    if (!object) throw notFound('No such file.');
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
