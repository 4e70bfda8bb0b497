// The routes that write (POST, PUT, PATCH, DELETE) and declare no JSON body schema, each with
// why. A new write route without a body schema fails the hostile-input suite until it is
// listed here: either it reads its body another way (multipart, signed raw bytes), or the URL
// alone names the action.
import type { BodyKind } from './hostile-request.ts';

const MULTIPART = 'multipart form: fields and files checked by the route before any write';
const SIGNED = 'raw bytes whose signature is checked before they are parsed';
const ACTION = 'no body: the method and URL name the whole action';

export const ROUTES_WITHOUT_BODY_SCHEMA: Record<string, { kind: BodyKind; why: string }> = {
  'POST /api/seller/products': { kind: 'multipart', why: MULTIPART },
  'PUT /api/seller/products/:id': { kind: 'multipart', why: MULTIPART },
  'POST /api/search/photo': { kind: 'multipart', why: MULTIPART },
  'POST /api/seller/profile/photo': { kind: 'multipart', why: MULTIPART },
  'POST /api/rider/profile/photo': { kind: 'multipart', why: MULTIPART },
  'POST /api/rider/jobs/:id/proof-photo': { kind: 'multipart', why: MULTIPART },
  'POST /api/whatsapp/dev-graph/media': {
    kind: 'multipart',
    why: 'the local media stand-in: a bearer token, then a multipart upload',
  },
  'POST /api/whatsapp/webhook': { kind: 'signed', why: `Meta's webhook: ${SIGNED}` },
  'POST /api/payments/webhook': {
    kind: 'signed',
    why: `the payment provider's webhook: ${SIGNED}`,
  },
  'POST /api/products/:id/views': { kind: 'none', why: ACTION },
  'POST /api/products/:id/inquiries': { kind: 'none', why: ACTION },
  'POST /api/auth/logout': { kind: 'none', why: ACTION },
  'POST /api/seller/uploads/:id/reject': { kind: 'none', why: ACTION },
  'POST /api/seller/receipts/:id/decline': { kind: 'none', why: ACTION },
  'POST /api/rider/jobs/:id/accept': { kind: 'none', why: ACTION },
  'POST /api/rider/jobs/:id/pickup': { kind: 'none', why: ACTION },
  'POST /api/orders/:token/cancel': { kind: 'none', why: ACTION },
  'POST /api/orders/:token/confirm': { kind: 'none', why: ACTION },
  'DELETE /api/rider/profile/photo': { kind: 'none', why: ACTION },
  'DELETE /api/admin/whatsapp/sessions/:id': { kind: 'none', why: ACTION },
  'POST /api/admin/payouts/:id/approve': { kind: 'none', why: ACTION },
  'POST /api/admin/sellers/:id/reactivate': { kind: 'none', why: ACTION },
  'POST /api/admin/products/:id/unblock': { kind: 'none', why: ACTION },
  'DELETE /api/admin/products/:id': { kind: 'none', why: ACTION },
  'POST /api/admin/whatsapp/uploads/:id/reject': { kind: 'none', why: ACTION },
  'POST /api/admin/live-streams/:id/end': { kind: 'none', why: ACTION },
  'POST /api/admin/orders/:id/retry': { kind: 'none', why: ACTION },
  'POST /api/admin/launch': { kind: 'none', why: ACTION },
};

/** Routes in the app but not in the OpenAPI document, with why. */
export const ROUTES_OUTSIDE_OPENAPI: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself (hidden from itself); takes no input',
  'GET /api/docs': 'the page rendering the document, for developers (HTML); takes no input',
  'GET /api/docs/:file': "that page's script and style files, named from a fixed list",
};
