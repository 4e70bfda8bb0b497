// Texts for failed calls, beyond the screen's own "… failed" sentence.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';

/** The reason to add after a screen's failure sentence, or '' when there is nothing to add. */
export function failureDetail(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'network') return t('auth.networkError');
  // The server's reason (in the user's language) says how long to wait.
  if (error.code === 'rate_limited') return error.message || t('auth.rateLimited');
  if (error.code === 'locked') return t('otp.locked');
  return '';
}

/** The server's message (already in the user's language), else the given fallback. */
export function apiErrorText(t: TFunction, error: unknown, fallback: string): string {
  const detail = failureDetail(t, error);
  if (detail) return detail;
  return (error as ApiError).message || fallback;
}

/** Whether the error only concerns fields, which the form shows beside them. */
export const isFieldError = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 'validation_failed' &&
  Object.keys(error.fields).length > 0;
