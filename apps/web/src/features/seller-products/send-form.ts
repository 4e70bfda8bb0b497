// Multipart requests with upload progress. fetch() cannot report how much of a request body has
// been sent, and eight phone photos on a slow connection take a while, so the product form sends
// with XMLHttpRequest. Errors become the same ApiError as lib/api.ts makes.
import type { ErrorBody } from '@dwa/domain/errors';
import i18next from 'i18next';
import { ApiError } from '../../lib/api.ts';

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
    request.setRequestHeader('accept-language', i18next.language || 'en');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = request.response as unknown;
      if (request.status >= 200 && request.status < 300) {
        resolve(answer as T);
        return;
      }
      const error = (answer as ErrorBody | null)?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'network',
          error?.message ?? request.statusText,
          error?.fields,
        ),
      );
    };
    // Offline or the server unreachable: one code the screens can name ("Network error").
    request.onerror = () => reject(new ApiError(0, 'network', 'network error'));
    request.send(body);
  });
}
