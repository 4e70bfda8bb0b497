// Seller registration with photos of the first product (spec section 5: the form has "uploaded
// photos"): the JSON registration sent as multipart instead, the field "registration" (the same
// JSON, first) and up to MAX_PRODUCT_PHOTOS files "photos" in display order (the first is the
// cover), under the products' photo rules (decision 018). The field is read before validation
// and becomes the body the route's schema checks, so both forms answer the same field messages.
// The photos are read only when the handler asks, after the phone's code is checked: nobody gets
// photos decoded without proving a phone. Each is decoded and encoded by the photo pipeline as it
// arrives, all before anything is written.
import { MAX_PRODUCT_PHOTOS, PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { controlCharacterPaths } from '../../../lib/control-characters.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { EncodedPhoto } from '../../catalog/public.ts';
import { drainRest, readPhoto, tooLarge } from '../../catalog/public.ts';

/** Busboy's limits for the route: a 9th file trips `files` (the parts limit leaves room for it,
 * so the answer names the photos), an 11 MB one `fileSize`, a second field `fields`. The JSON
 * is a few KB (a 2,000-character description at most). */
export const REGISTRATION_MULTIPART_LIMITS = {
  fileSize: PRODUCT_PHOTO_MAX_BYTES,
  files: MAX_PRODUCT_PHOTOS,
  fields: 1,
  parts: MAX_PRODUCT_PHOTOS + 2,
  fieldSize: 32 * 1024,
};

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', undefined, fields);
const noRegistration = () => invalid({ registration: 'validation.invalid' });

/** The parts after the field, per request, until the handler has read them all. */
const unread = new WeakMap<FastifyRequest, AsyncIterator<Multipart>>();

/** What the multipart parser throws is the body's fault: told as field messages where it can
 * be (too many photos, a photo too large), else a broken body. */
function parsingError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return invalid({ photos: 'sellerPhotos.tooMany' });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  const formCodes = ['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_INVALID_JSON_FIELD_ERROR'];
  if (code && formCodes.includes(code)) return noRegistration();
  return new HttpError(400, 'bad_request', 'errors.request.badMultipart');
}

/** preValidation: a multipart registration's first part, the JSON field, becomes the body (a
 * JSON request passes untouched). Control characters are refused here, as the app's own hook
 * does for JSON bodies (it ran before there was one). */
export async function readRegistrationField(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const parts = request.parts();
  unread.set(request, parts);
  let first: IteratorResult<Multipart>;
  try {
    first = await parts.next();
  } catch (error) {
    throw parsingError(error);
  }
  const part = first.done ? undefined : first.value;
  if (part?.type !== 'field' || part.fieldname !== 'registration' || part.valueTruncated) {
    throw noRegistration();
  }
  let body: unknown = part.value;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      throw noRegistration();
    }
  }
  const control = controlCharacterPaths(body);
  if (control.length > 0) {
    throw invalid(Object.fromEntries(control.map((p) => [p, 'errors.fields.controlCharacters'])));
  }
  request.body = body;
}

/** The photos after the field, each encoded (a refused one is a 400/413 under "photos"); none
 * for a JSON request. */
export async function readRegistrationPhotos(request: FastifyRequest): Promise<EncodedPhoto[]> {
  const parts = unread.get(request);
  if (!parts) return [];
  const photos: EncodedPhoto[] = [];
  // What the parser throws is the body's fault; what our own work throws keeps its status.
  let working = false;
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) break;
      working = true;
      const part = next.value;
      if (part.type === 'file' && part.fieldname === 'photos') photos.push(await readPhoto(part));
      else if (part.type === 'file') part.file.resume(); // not ours: let it drain
      working = false;
    }
  } catch (error) {
    if (working) throw error;
    throw parsingError(error);
  }
  unread.delete(request);
  return photos;
}

/** onSend: after an early answer (a bad field, a wrong code, a refused photo) the browser is
 * still sending photos: read and discard them, so it gets the answer instead of a stalled
 * upload (decision 018). */
export async function discardUnreadPhotos(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
) {
  if (unread.delete(request)) drainRest(request);
  return payload;
}
