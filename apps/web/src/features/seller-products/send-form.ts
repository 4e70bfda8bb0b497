// Multipart requests with upload progress. fetch() cannot report how much of a request body has
// been sent, and eight phone photos on a slow connection take a while, so the product form sends
// with XMLHttpRequest. Errors are built by lib/api-error.ts, as lib/api.ts builds them.

import { responseError, toApiError } from '../../lib/api-error.ts';
import { currentLanguage } from '../../lib/i18n.ts';

export function sendForm<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentLanguage());
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as unknown;
      if (request.status >= 200 && request.status < 300) {
        resolve(answer as T);
        return;
      }
      reject(responseError(request.status, answer, request.statusText));
    };
    // Offline or the server unreachable: one code the screens can name ("Network error").
    request.onerror = () => reject(toApiError(new TypeError('network error')));
    request.send(body);
  });
}
