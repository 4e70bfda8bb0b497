// Reads the one file of a multipart request that carries a single photo in the field "photo"
// (photo search, the shop photo). The route's scope registers @fastify/multipart with its size
// limit; refusals carry a field message under `<keyPrefix>.missing` / `.tooLarge`.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

export const photoFieldError = (
  status: number,
  code: HttpError['code'],
  message: string,
  key: string,
) => new HttpError(status, code, message, { photo: key });

export async function readSinglePhoto(request: FastifyRequest, keyPrefix: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the photo as multipart/form-data in the field "photo".',
    );
  }
  const part = await request.file();
  if (part?.fieldname !== 'photo') {
    part?.file.resume(); // let the rest of the body drain
    throw photoFieldError(
      400,
      'validation_failed',
      'Some fields are not valid.',
      `${keyPrefix}.missing`,
    );
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw photoFieldError(
        413,
        'photo_too_large',
        'The photo is larger than 10 MB.',
        `${keyPrefix}.tooLarge`,
      );
    }
    throw error;
  }
}
