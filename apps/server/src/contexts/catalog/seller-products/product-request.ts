// Reads one product save (POST or PUT): a multipart body with the JSON field "product"
// (ProductFormSchema) and up to 8 files "photos". Everything is checked and every photo decoded
// and re-encoded here, before the caller writes anything, so a bad request leaves no trace.
// Photos are encoded as they arrive: only one original is held in memory at a time.
import {
  MAX_PRODUCT_PHOTOS,
  PRODUCT_PHOTO_MAX_BYTES,
  type ProductForm,
  ProductFormSchema,
} from '@dwa/domain/seller-products';
import type { FastifyRequest } from 'fastify';
import { controlCharacterPaths } from '../../../lib/control-characters.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ServerMessageKey } from '../../../lib/i18n.ts';
import { type EncodedPhoto, encodePhoto, PhotoRejectedError } from '../photos/photo-pipeline.ts';
import { withEncodeSlot } from './encode-slots.ts';

/** The JSON field is a form of a few KB (2,000-character description at most). */
export const PRODUCT_FIELD_MAX_BYTES = 32 * 1024;

export interface ProductRequest {
  form: ProductForm;
  /** In the order the files were sent: a 'new' slot's index points into this list. */
  photos: EncodedPhoto[];
}

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, 'validation_failed', undefined, fields);

const photoError = (
  status: number,
  code: HttpError['code'],
  message: ServerMessageKey,
  key: string,
) => new HttpError(status, code, message, { photos: `sellerPhotos.${key}` });

/** Also seller registration's (contexts/accounts/auth/registration-request.ts): the same photo rules. */
export const tooLarge = () =>
  photoError(413, 'photo_too_large', 'errors.photos.oneTooLarge', 'tooLarge');

/** The body ended early or is not multipart as declared: the client's fault, a 400. */
const brokenBody = () => new HttpError(400, 'bad_request', 'errors.request.badMultipart');

/** Catalog keys pass through; zod's own English (e.g. a wrong enum value) becomes the generic
 * key, so every field message can be shown in the user's language. */
const catalogKey = (message: string) =>
  /^[a-zA-Z]+(\.[a-zA-Z0-9-]+)+$/.test(message) ? message : 'validation.invalid';

function parseForm(value: unknown): ProductForm {
  let json: unknown = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      throw invalid({ product: 'sellerPhotos.formMissing' });
    }
  }
  const control = controlCharacterPaths(json);
  if (control.length > 0) {
    throw invalid(Object.fromEntries(control.map((p) => [p, 'errors.fields.controlCharacters'])));
  }
  const parsed = ProductFormSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // Every slot problem is shown at the photo picker.
    const path = issue.path[0] === 'photos' ? 'photos' : issue.path.join('.') || 'product';
    fields[path] ??= catalogKey(issue.message);
  }
  throw invalid(fields);
}

export async function readPhoto(part: { toBuffer(): Promise<Buffer> }): Promise<EncodedPhoto> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw brokenBody();
  }
  try {
    return await withEncodeSlot(() => encodePhoto(data));
  } catch (error) {
    if (!(error instanceof PhotoRejectedError)) throw error;
    throw error.reason === 'too_many_pixels'
      ? photoError(
          400,
          'photo_too_many_pixels',
          'errors.codes.photo_too_many_pixels',
          'tooManyPixels',
        )
      : photoError(400, 'not_an_image', 'errors.codes.not_an_image', 'notImage');
  }
}

/** Multipart limits hit while parsing (more than 8 files, extra parts) are told as field
 * messages; anything else the parser throws (a cut-off body, no boundary) is a broken body. */
function parsingError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return invalid({ photos: 'sellerPhotos.tooMany' });
  // Over HTTP busboy may report the size limit through the parts iterator, not toBuffer().
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // Extra fields or parts, or a "product" part declared JSON that is not.
  const formCodes = ['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_INVALID_JSON_FIELD_ERROR'];
  if (code && formCodes.includes(code)) return invalid({ product: 'sellerPhotos.formMissing' });
  return error instanceof HttpError ? error : brokenBody();
}

/** After an early refusal the browser is still sending the other photos: read and discard
 * them, so it gets the answer instead of a connection cut mid-upload. */
export function drainRest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

export async function readProductRequest(request: FastifyRequest): Promise<ProductRequest> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', 'errors.request.productForm');
  }
  let form: ProductForm | null = null;
  const photos: EncodedPhoto[] = [];
  // What the parser throws is the body's fault; what our own work throws (decoding a photo,
  // say) is not, and keeps its own status.
  let working = false;
  try {
    for await (const part of request.parts()) {
      working = true;
      if (part.type === 'field') {
        if (part.fieldname === 'product') {
          if (form || part.valueTruncated) throw invalid({ product: 'sellerPhotos.formMissing' });
          // Checked as soon as it arrives: a bad form costs no photo decoding.
          form = parseForm(part.value);
        }
      } else if (part.fieldname === 'photos') {
        photos.push(await readPhoto(part));
      } else {
        part.file.resume(); // not ours: let it drain
      }
      working = false;
    }
  } catch (error) {
    drainRest(request);
    if (working) throw error;
    throw parsingError(error);
  }
  if (!form) throw invalid({ product: 'sellerPhotos.formMissing' });
  checkSlots(form, photos.length);
  return { form, photos };
}

/** Every file is placed by exactly one 'new' slot, and no existing photo is named twice. */
function checkSlots(form: ProductForm, files: number) {
  const indexes = form.photos.flatMap((s) => (s.kind === 'new' ? [s.index] : []));
  const ids = form.photos.flatMap((s) => (s.kind === 'existing' ? [s.id] : []));
  const everyFileOnce =
    indexes.length === files && new Set(indexes).size === files && indexes.every((i) => i < files);
  if (!everyFileOnce || new Set(ids).size !== ids.length) {
    throw invalid({ photos: 'sellerPhotos.mismatch' });
  }
}

/** Busboy's limits for these routes: a 9th file trips `files`, an 11 MB one `fileSize`. */
export const PRODUCT_MULTIPART_LIMITS = {
  fileSize: PRODUCT_PHOTO_MAX_BYTES,
  files: MAX_PRODUCT_PHOTOS,
  fields: 4,
  parts: MAX_PRODUCT_PHOTOS + 4,
  fieldSize: PRODUCT_FIELD_MAX_BYTES,
};
