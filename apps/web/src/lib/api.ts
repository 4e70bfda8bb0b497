// JSON API client: same-origin, and a failure becomes an ApiError (lib/api-error.ts) the screens
// can show. Every request names the UI language so the server answers validation and error
// texts in it.

import { responseError, toApiError } from './api-error.ts';
import { currentLanguage } from './i18n.ts';
import { requestFetch } from './request-fetch.ts';

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set('accept-language', currentLanguage());
  if (init.body !== undefined && !(init.body instanceof FormData)) {
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await (requestFetch() ?? fetch)(path, {
      ...init,
      headers,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // Offline or the server unreachable: one code the screens can name ("Network error").
    if ((cause as Error).name === 'AbortError') throw cause;
    throw toApiError(cause);
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw responseError(response.status, body, response.statusText);
  return body as T;
}

/** POST a JSON body (mutations: the browser adds the Origin header the server checks). */
export function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });
}
