import { ApiError } from './api.ts';

/** The API said there is no such product/shop/receipt (or the id is malformed). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
