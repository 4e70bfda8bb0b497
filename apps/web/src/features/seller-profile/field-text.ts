// Field messages of the Edit Shop forms: the shared schemas use catalog keys of this screen
// (`sellerProfile.…`) beside the common `validation.…` ones; both become the text in the
// interface language. Anything else goes through the common rule (lib/form-errors.ts).
import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { errorText } from '../../lib/form-errors.ts';

export function fieldText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | number } | undefined,
  fallback?: string,
): string | undefined {
  const message = error?.message ?? '';
  if (error?.type !== 'server' && message.startsWith('sellerProfile.') && i18next.exists(message)) {
    return t(message);
  }
  return errorText(t, error, fallback);
}
