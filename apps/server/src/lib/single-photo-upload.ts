// Reads the one file of a multipart request that carries a single photo in the field "photo"
// (photo search, the shop photo). The route's scope registers @fastify/multipart with its size
// limit; refusals carry a field message under `<keyPrefix>.missing` / `.tooLarge`. A body the
// parser cannot read (cut off, no boundary) is a 400, never a 500.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import type { ServerMessageKey } from './i18n.ts';

/** A refusal about the photo field: `fieldKey` is its catalog key, `message` the overall text
 * (the code's own text by default). */
export const photoFieldError = (
  status: number,
  code: HttpError['code'],
  fieldKey: string,
  message?: ServerMessageKey,
) => new HttpError(status, code, message, { photo: fieldKey });

const brokenBody = () => new HttpError(400, 'bad_request', 'errors.request.badMultipart');
const tooLarge = (keyPrefix: string) =>
  photoFieldError(413, 'photo_too_large', `${keyPrefix}.tooLarge`);

export async function readSinglePhoto(request: FastifyRequest, keyPrefix: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'errors.request.photoForm');
  }
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch {
    throw brokenBody();
  }
  if (part?.fieldname !== 'photo') {
    part?.file.resume(); // let the rest of the body drain
    throw photoFieldError(400, 'validation_failed', `${keyPrefix}.missing`);
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(keyPrefix);
    throw brokenBody();
  }
}
