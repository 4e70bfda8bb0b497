import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  applyServerFields,
  describeError,
  hasFieldErrors,
  isNotFound,
  responseError,
  toApiError,
} from './api-error.ts';
import type { TFunction } from './i18n.ts';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('responseError: a non-2xx answer', () => {
  it("keeps the server's code, message and field messages", () => {
    const error = responseError(400, {
      error: { code: 'validation_failed', message: 'Some fields…', fields: { phone: 'Bad' } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields…',
      fields: { phone: 'Bad' },
    });
  });

  it('names an answer without our error shape by its status', () => {
    expect(responseError(502, '<html>Bad gateway</html>', 'Bad Gateway')).toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Bad Gateway',
      fields: {},
    });
    expect(responseError(404, null)).toMatchObject({ status: 404, code: 'network' });
  });
});

describe('toApiError: anything thrown', () => {
  it('keeps an ApiError and makes any other failure a network error', () => {
    const api = new ApiError(409, 'conflict', 'Taken');
    expect(toApiError(api)).toBe(api);
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      code: 'network',
      message: 'Failed to fetch',
    });
    expect(toApiError('boom')).toMatchObject({ status: 0, code: 'network', message: 'boom' });
    expect(toApiError(undefined).code).toBe('network');
  });
});

describe('describeError: the text to show', () => {
  it("is the catalog's network text when the server could not be reached", () => {
    expect(describeError(new TypeError('Failed to fetch'), t)).toBe('«app.networkError»');
    expect(describeError(new ApiError(0, 'network', 'x'), t)).toBe('«app.networkError»');
  });

  it("is the server's message (already in the user's language) otherwise", () => {
    expect(describeError(new ApiError(429, 'rate_limited', 'Wait 10 minutes.'), t)).toBe(
      'Wait 10 minutes.',
    );
    expect(describeError(new ApiError(500, 'internal', 'Something went wrong.'), t)).toBe(
      'Something went wrong.',
    );
  });

  it('is the field messages the form does not show itself, once each', () => {
    const error = new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
      title: 'Too short',
      'photos.0': 'Not a photo',
      'photos.1': 'Not a photo',
    });
    expect(describeError(error, t)).toBe('Too short Not a photo');
    expect(describeError(error, t, ['title'])).toBe('Not a photo');
    expect(describeError(error, t, ['title', 'photos.0', 'photos.1'])).toBe('');
  });
});

describe('applyServerFields', () => {
  it('puts known field messages on the form, focusing the first', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'validation_failed', 'x', { phone: 'Bad', other: 'Nope' });
    expect(applyServerFields(error, setError, ['phone', 'name'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'phone',
      { type: 'server', message: 'Bad' },
      { shouldFocus: true },
    );
    expect(applyServerFields(new Error('x'), setError, ['phone'])).toBe(false);
    expect(applyServerFields(error, setError, ['name'])).toBe(false);
  });
});

describe('hasFieldErrors and isNotFound', () => {
  it('tell a form-only failure and a missing object apart', () => {
    const fields = new ApiError(400, 'validation_failed', 'x', { phone: 'Bad' });
    expect(hasFieldErrors(fields)).toBe(true);
    expect(hasFieldErrors(new ApiError(400, 'validation_failed', 'x'))).toBe(false);
    expect(hasFieldErrors(new ApiError(409, 'conflict', 'x', { phone: 'Taken' }))).toBe(false);
    expect(isNotFound(new ApiError(404, 'not_found', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(400, 'validation_failed', 'x'))).toBe(true);
    expect(isNotFound(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
