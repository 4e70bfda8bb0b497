// What a failed code check or send means for the one-time-code step.
import { ApiError } from './api-error.ts';

/** Error codes the one-time-code step shows itself; anything else is the screen's to show. */
export const CODE_ERROR_CODES = ['invalid_code', 'too_many_attempts', 'locked'] as const;

export function isCodeError(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if ((CODE_ERROR_CODES as readonly string[]).includes(error.code)) return true;
  // A malformed code caught by the server's schema is a wrong code to the user.
  return error.code === 'validation_failed' && 'code' in error.fields;
}
