// What a settings form says after a save: 'Settings saved', or the spec's 'Error saving settings'
// with the server's reason (field messages go beside their fields; the rest in the toast).
import { ApiError, describeError } from '../../lib/api-error.ts';
import type { TFunction } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';

export type FieldErrors = Record<string, string>;

export function savedToast(t: TFunction, key = 'adminSettings.saved') {
  notify('success', t(key));
}

/** Toasts the failure; returns the server's field messages for the form to show. */
export function saveFailed(
  t: TFunction,
  error: unknown,
  shownFields: readonly string[],
  title = 'adminSettings.saveError',
): FieldErrors {
  const fields = error instanceof ApiError ? error.fields : {};
  const rest = describeError(error, t, shownFields);
  notify('error', t(title), rest || undefined);
  return Object.fromEntries(Object.entries(fields).filter(([key]) => shownFields.includes(key)));
}
