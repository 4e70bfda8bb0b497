// One error shape for every API answer: `{ error: { code, message, fields? } }`, with the message
// and field messages in the request's language. Client errors say what was wrong; server errors
// are logged in full and reveal nothing.
import type { ErrorBody, ErrorCode } from '@dwa/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { controlCharacterPaths } from '../lib/control-characters.ts';
import { HttpError } from '../lib/http-error.ts';
import {
  isCatalogKey,
  type Lang,
  requestLanguage,
  type ServerMessageKey,
  say,
  translate,
} from '../lib/i18n.ts';

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } } satisfies ErrorBody;
}

/** The error body for `code`, in `lang`, with `message` (a key) or the code's own text. */
export function localizedErrorBody(
  lang: Lang,
  code: ErrorCode,
  message?: ServerMessageKey,
  fields?: Record<string, string>,
  values?: Record<string, string | number>,
) {
  const localizedFields = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(lang, v)]))
    : undefined;
  return errorBody(code, say(lang, message ?? `errors.codes.${code}`, values), localizedFields);
}

/** Fastify's own 4xx errors mapped to our codes and texts (bad JSON, wrong type, too large). */
const FASTIFY_ERRORS: Record<string, [ErrorCode, ServerMessageKey?]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['bad_request', 'errors.request.emptyJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['bad_request', 'errors.request.malformedJson'],
  FST_ERR_CTP_INVALID_CONTENT_TYPE: ['unsupported_media_type'],
  // @fastify/multipart
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['unsupported_media_type'],
  FST_MP_PREMATURE_CLOSE: ['bad_request', 'errors.request.badMultipart'],
  FST_PROTO_VIOLATION: ['bad_request', 'errors.request.badMultipart'],
  FST_INVALID_JSON_FIELD_ERROR: ['bad_request', 'errors.request.badMultipart'],
  FST_PARTS_LIMIT: ['payload_too_large'],
  FST_FILES_LIMIT: ['payload_too_large'],
  FST_FIELDS_LIMIT: ['payload_too_large'],
  FST_REQ_FILE_TOO_LARGE: ['photo_too_large'],
};

const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function registerErrorHandling(app: FastifyInstance) {
  // Before the schemas: a NUL or other control character anywhere is a 400 with the fields.
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...controlCharacterPaths(request.params),
      ...controlCharacterPaths(request.query),
      ...controlCharacterPaths(request.body),
    ];
    if (paths.length > 0) {
      const fields = Object.fromEntries(
        paths.map((p) => [p, 'errors.fields.controlCharacters' satisfies ServerMessageKey]),
      );
      throw new HttpError(400, 'validation_failed', undefined, fields);
    }
  });

  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        // Our schemas give catalog keys; zod's own messages are English only, so a field they
        // describe (a wrong type, an unknown enum value) gets the generic text in every language.
        fields[path] ??=
          issue.message && isCatalogKey(issue.message) ? issue.message : 'validation.invalid';
      }
      return reply.code(400).send(localizedErrorBody(lang, 'validation_failed', undefined, fields));
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .send(
          localizedErrorBody(
            lang,
            err.code,
            err.message as ServerMessageKey,
            err.fields,
            err.values,
          ),
        );
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const [code, message] = FASTIFY_ERRORS[err.code] ?? [
        STATUS_CODES[status] ?? 'bad_request',
        err instanceof SyntaxError ? 'errors.request.malformedJson' : undefined,
      ];
      return reply.code(status).send(localizedErrorBody(lang, code, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send(localizedErrorBody(lang, 'internal'));
  });
}

/** Unknown API routes answer JSON; everything else falls through to the web app. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request.headers['accept-language']);
  return reply.code(404).send(localizedErrorBody(lang, 'not_found', 'errors.request.noApiRoute'));
}
