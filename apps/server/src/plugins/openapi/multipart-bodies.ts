// What each multipart route takes, for the OpenAPI document: the JSON form field (if any) and the
// files, with their limits. Routes read these bodies themselves (product-request.ts,
// registration-request.ts, lib/single-photo-upload.ts), so Fastify has no schema to describe them;
// openapi.test.ts fails when a route whose scope parses multipart has no entry here.
import { SellerRegistrationSchema } from '@dwa/domain/auth';
import { PHOTO_SEARCH_MAX_BYTES } from '@dwa/domain/search';
import {
  MAX_PRODUCT_PHOTOS,
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_MAX_PIXELS,
  ProductFormSchema,
} from '@dwa/domain/seller-products';
import { SHOP_PHOTO_MAX_BYTES } from '@dwa/domain/seller-profile';
import type { z } from 'zod';

interface MultipartBody {
  /** A form field holding JSON, sent before the files. */
  json?: { field: string; schema: z.ZodType; description: string };
  files: { field: string; max: number; maxBytes: number; required: boolean; description: string };
}

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const photoRules = (maxBytes: number, each = '') =>
  `at most ${mb(maxBytes)}${each} and ${PRODUCT_PHOTO_MAX_PIXELS / 1_000_000} megapixels; JPEG, PNG, WebP, GIF, HEIF, AVIF or TIFF, recognised by content (the file name and declared type are ignored); re-encoded as WebP, metadata dropped`;

const productPhotos = {
  field: 'photos',
  max: MAX_PRODUCT_PHOTOS,
  maxBytes: PRODUCT_PHOTO_MAX_BYTES,
  required: false,
} as const;

const singlePhoto = (maxBytes: number, what: string) => ({
  files: {
    field: 'photo',
    max: 1,
    maxBytes,
    required: true,
    description: `${what}: ${photoRules(maxBytes)}.`,
  },
});

export const MULTIPART_BODIES: Record<string, MultipartBody> = {
  'POST /api/auth/seller/register': {
    json: {
      field: 'registration',
      schema: SellerRegistrationSchema,
      description: 'The registration as JSON (the application/json body), the first part.',
    },
    files: {
      ...productPhotos,
      description: `The first product's photos in display order (the first is the cover), up to ${MAX_PRODUCT_PHOTOS}: ${photoRules(PRODUCT_PHOTO_MAX_BYTES, ' each')}.`,
    },
  },
  'POST /api/seller/products': {
    json: {
      field: 'product',
      schema: ProductFormSchema,
      description:
        'The product form as JSON, the first part. Its `photos` slots give the order: `{ kind: "new", index }` places the index-th file sent.',
    },
    files: {
      ...productPhotos,
      description: `New photos, up to ${MAX_PRODUCT_PHOTOS}, each placed by exactly one "new" slot: ${photoRules(PRODUCT_PHOTO_MAX_BYTES, ' each')}.`,
    },
  },
  'PUT /api/seller/products/:id': {
    json: {
      field: 'product',
      schema: ProductFormSchema,
      description:
        'The product form as JSON, the first part. Its `photos` slots give the order: `{ kind: "existing", id }` keeps a photo, `{ kind: "new", index }` places the index-th file sent; photos not named are removed.',
    },
    files: {
      ...productPhotos,
      description: `New photos, each placed by exactly one "new" slot (${MAX_PRODUCT_PHOTOS} photos at most in all): ${photoRules(PRODUCT_PHOTO_MAX_BYTES, ' each')}.`,
    },
  },
  'POST /api/search/photo': {
    files: {
      field: 'photo',
      max: 1,
      maxBytes: PHOTO_SEARCH_MAX_BYTES,
      required: true,
      description: `The photo to match, at most ${mb(PHOTO_SEARCH_MAX_BYTES)}, recognised by content; not stored.`,
    },
  },
  'POST /api/seller/profile/photo': singlePhoto(SHOP_PHOTO_MAX_BYTES, 'The shop photo'),
  'POST /api/rider/profile/photo': singlePhoto(SHOP_PHOTO_MAX_BYTES, "The rider's photo"),
  'POST /api/rider/jobs/:id/proof-photo': singlePhoto(
    PRODUCT_PHOTO_MAX_BYTES,
    'A photo of the handed-over parcel',
  ),
};

type JsonSchema = Record<string, unknown>;

/** The multipart/form-data schema of `body`, its JSON field converted by `toJson`. */
export function multipartSchema(
  body: MultipartBody,
  toJson: (schema: z.ZodType) => JsonSchema,
): JsonSchema {
  const { json, files } = body;
  const file = { type: 'string', format: 'binary' };
  const properties: Record<string, JsonSchema> = {};
  if (json) properties[json.field] = { ...toJson(json.schema), description: json.description };
  properties[files.field] =
    files.max === 1
      ? { ...file, description: files.description }
      : { type: 'array', items: file, maxItems: files.max, description: files.description };
  const required = [...(json ? [json.field] : []), ...(files.required ? [files.field] : [])];
  return { type: 'object', properties, required };
}
