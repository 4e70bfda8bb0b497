// What the server said about a failed product call, in the user's language: its field messages
// (the server translates those) when it named any, else the general reason (network, rate limit,
// or the server's own message).
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';
import { apiErrorText } from '../auth/api-error-text.ts';

export function serverReason(t: TFunction, error: unknown, skip: readonly string[] = []): string {
  if (error instanceof ApiError) {
    const messages = Object.entries(error.fields)
      .filter(([key]) => !skip.includes(key))
      .map(([, message]) => message);
    if (messages.length > 0) return [...new Set(messages)].join(' ');
    if (Object.keys(error.fields).length > 0) return '';
  }
  return apiErrorText(t, error, '');
}
