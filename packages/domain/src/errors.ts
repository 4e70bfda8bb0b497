// The one error shape every API answers with: `{ error: { code, message, fields? } }`.
import { z } from 'zod';

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field path (dot-joined) → message, for 400s from validation. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The answer of a route that answers 204: no body at all. */
export const NoContentSchema = z.null().describe('No content');

export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  /** Sign-in failed: unknown account or wrong password (one answer for both). */
  'invalid_credentials',
  /** A one-time or reset code is wrong, used or expired. */
  'invalid_code',
  /** Too many wrong codes: this code is spent, ask for a new one. */
  'too_many_attempts',
  /** Too many failures on this number or account: locked for a while. */
  'locked',
  /** An admin must change the password before anything else. */
  'password_change_required',
  /** Photo search: the file is over PHOTO_SEARCH_MAX_BYTES (413). */
  'photo_too_large',
  /** Photo search: the file is not a readable image, judged by its content (400). */
  'not_an_image',
  /** Photo search: the image decodes to more than 40 megapixels (400). */
  'photo_too_many_pixels',
  /** Boosting needs a verified seller (verification not bought or expired) (403). */
  'verification_required',
  /** Boosting needs one credit per product and the seller has too few (402). */
  'not_enough_credits',
  /** Sign-in with the right password to a shop an admin suspended (403). */
  'account_suspended',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
