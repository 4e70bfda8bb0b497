// Signed webhooks (WhatsApp, payments) are checked over the exact bytes received: in their scope,
// a JSON body arrives as the raw Buffer and is parsed only after the signature checks out.
import type { FastifyInstance } from 'fastify';

export function keepRawJsonBody(scope: FastifyInstance, bodyLimit: number) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );
}
