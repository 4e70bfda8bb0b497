// The one error path of the web app. Every failed API call, by fetch (lib/api.ts) or by
// XMLHttpRequest (the product form's upload), becomes an ApiError here; describeError turns it
// into the text to show (the server's message, already in the user's language: requests carry
// accept-language); applyServerFields puts the server's field messages on a form's fields.
import type { ErrorBody } from '@dwa/domain/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from './i18n.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.name = 'ApiError';
  }
}

/** A non-2xx answer: the server's `{ error: { code, message, fields } }`, or whatever came back
 * (a proxy's HTML page, nothing) named by its status. */
export function responseError(status: number, body: unknown, statusText = ''): ApiError {
  const error = (body as Partial<ErrorBody> | null)?.error;
  if (error && typeof error.code === 'string') {
    return new ApiError(status, error.code, error.message ?? statusText, error.fields);
  }
  return new ApiError(status, status >= 500 ? 'internal' : 'network', statusText);
}

/** Anything a call threw as an ApiError: an ApiError stays itself; a failed connection (fetch's
 * TypeError, an XHR error event) is `network` with status 0. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown ?? '');
  return new ApiError(0, 'network', message);
}

/** Whether the failure is entirely about fields (a 400 the form shows beside them). */
export function hasFieldErrors(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'validation_failed' &&
    Object.keys(error.fields).length > 0
  );
}

/** The API said there is no such product/shop/receipt (or the id is malformed). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The text to show for a failed call. A connection failure is the catalog's network text; a
 * validation failure is its field messages (those a form does not show itself, `shownFields`),
 * or '' when the form shows them all; anything else is the server's message.
 */
export function describeError(
  thrown: unknown,
  t: TFunction,
  shownFields: readonly string[] = [],
): string {
  const error = toApiError(thrown);
  if (error.code === 'network') return t('app.networkError');
  const fields = Object.entries(error.fields);
  if (fields.length > 0) {
    const rest = fields.filter(([key]) => !shownFields.includes(key)).map(([, text]) => text);
    return [...new Set(rest)].join(' ');
  }
  return error.message;
}

/** Puts a 400's field messages on the form's fields (the first one focused); returns whether
 * there were any for the given fields. */
export function applyServerFields<T extends FieldValues>(
  thrown: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!(thrown instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(thrown.fields)) {
    if (!known.includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
