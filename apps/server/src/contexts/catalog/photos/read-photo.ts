// The one photo of a multipart request, read and put through the pipeline, with the pipeline's
// refusals as field messages under `<keyPrefix>.notImage` / `.tooManyPixels` (and the reader's
// `.missing` / `.tooLarge`). The shop photo, the rider's photo and a delivery's proof share it.
import type { FastifyRequest } from 'fastify';
import { photoFieldError, readSinglePhoto } from '../../../lib/single-photo-upload.ts';
import { type EncodedPhoto, encodePhoto, PhotoRejectedError } from './photo-pipeline.ts';

export async function readEncodedPhoto(
  request: FastifyRequest,
  keyPrefix: string,
): Promise<EncodedPhoto> {
  const data = await readSinglePhoto(request, keyPrefix);
  try {
    return await encodePhoto(data);
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    throw error.reason === 'too_many_pixels'
      ? photoFieldError(400, 'photo_too_many_pixels', `${keyPrefix}.tooManyPixels`)
      : photoFieldError(400, 'not_an_image', `${keyPrefix}.notImage`);
  }
}
