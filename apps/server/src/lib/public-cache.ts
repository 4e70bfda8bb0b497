// Cache headers of the public read routes (listing, search, product, shop, categories). Buyers'
// browsers may keep these answers briefly: a back/forward costs no round trip on slow data. A
// signed-in user gets `no-cache` instead: a seller who just added, edited or hid a product and
// opens the public pages must see the change, not a copy from 30 seconds ago.
// (There is no shared cache in front of the app today; one added later must not key on the
// session cookie alone, since buyers carry a visitor cookie too — see decision 017.)
import type { FastifyReply, FastifyRequest } from 'fastify';

export function setPublicCache(request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.header('cache-control', request.session ? 'private, no-cache' : value);
}
