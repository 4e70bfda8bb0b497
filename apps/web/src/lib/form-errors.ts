// Form error texts. Schema messages are catalog keys (`validation.phone`); errors the server
// returned per field are already translated (it reads our accept-language). Anything else (a
// zod default in English) becomes the generic "not valid" text rather than leaking English.
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './api.ts';

export function errorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | number } | undefined,
  fallback?: string,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (message.startsWith('validation.')) return t(message);
  if (error.type === 'server' && message) return message;
  return fallback ?? t('validation.invalid');
}

/** Puts a 400's per-field messages on the form's fields; returns whether there were any. */
export function applyServerFields<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  let applied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    if (!known.includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
