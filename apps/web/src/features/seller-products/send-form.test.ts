import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { sendForm } from './send-form.ts';

/** Just enough of XMLHttpRequest: the test decides how the request ends. */
class FakeRequest {
  static last: FakeRequest;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  withCredentials = false;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  headers: Record<string, string> = {};
  constructor() {
    FakeRequest.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
}

afterEach(() => vi.unstubAllGlobals());

function start() {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const progress: number[] = [];
  const sent = sendForm('POST', '/api/seller/products', new FormData(), (f) => progress.push(f));
  return { sent, request: FakeRequest.last, progress };
}

describe('sendForm (multipart by XHR)', () => {
  it('reports upload progress and resolves with the answer', async () => {
    const { sent, request, progress } = start();
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    Object.assign(request, { status: 201, response: { id: 'p1' } });
    request.onload?.();
    await expect(sent).resolves.toEqual({ id: 'p1' });
    expect(progress).toEqual([0.25]);
  });

  it('rejects with the same ApiError lib/api.ts makes from the error body', async () => {
    const { sent, request } = start();
    Object.assign(request, {
      status: 400,
      response: { error: { code: 'validation_failed', message: 'No', fields: { title: 'Short' } } },
    });
    request.onload?.();
    const error = await sent.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { title: 'Short' },
    });
  });

  it('rejects with a network ApiError when the connection fails', async () => {
    const { sent, request } = start();
    request.onerror?.();
    await expect(sent).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
