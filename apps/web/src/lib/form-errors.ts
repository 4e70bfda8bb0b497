// A form field's error as text. Schema messages are catalog keys (`validation.phone`,
// `sellerProfile.…`); messages the server put on a field (lib/api-error.ts applyServerFields) are
// already in the user's language. Anything else (a zod default in English) becomes the generic
// "not valid" text, or the field's own fallback, rather than leaking English.

import { type TFunction, textExists } from './i18n.ts';

export function errorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | number } | undefined,
  fallback?: string,
): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (error.type === 'server' && message) return message;
  if (/^[a-zA-Z]+\.[\w.]+$/.test(message) && textExists(message)) return t(message);
  return fallback ?? t('validation.invalid');
}
