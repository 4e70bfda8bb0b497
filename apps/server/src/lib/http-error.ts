import type { ErrorCode } from '@dwa/domain/errors';
import type { ServerMessageKey } from './i18n.ts';

/** An error the client may see. `message` is a catalog key, answered in the request's language
 * (without one, the text of the code); `fields` map field paths to catalog keys. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** The message's placeholders ("up to {{max}}"), filled in the request's language. */
  readonly values?: Record<string, string | number>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message?: ServerMessageKey,
    fields?: Record<string, string>,
    values?: Record<string, string | number>,
  ) {
    super(message ?? `errors.codes.${code}`);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.values = values;
  }
}

export const notFound = (message: ServerMessageKey = 'errors.codes.not_found') =>
  new HttpError(404, 'not_found', message);
