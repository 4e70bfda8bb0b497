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
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
