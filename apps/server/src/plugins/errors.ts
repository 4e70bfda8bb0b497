// One error shape for every API answer: `{ error: { code, message, fields? } }`. Client errors
// say what was wrong; server errors are logged in full and reveal nothing.
import type { ErrorBody, ErrorCode } from '@dwa/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { requestLanguage, translate } from '../lib/i18n.ts';

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } } satisfies ErrorBody;
}

/** Fastify's own 4xx errors mapped to our codes (bad JSON, wrong content type, too large). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Field messages are catalog keys where the schemas say so: answer in the user's language.
    const lang = requestLanguage(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[path] ??= translate(lang, issue.message ?? 'validation.invalid');
      }
      return reply
        .code(400)
        .send(errorBody('validation_failed', 'Some fields are not valid.', fields));
    }
    if (err instanceof HttpError) {
      const fields = err.fields
        ? Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translate(lang, v)]))
        : undefined;
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, fields));
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // JSON.parse's SyntaxError arrives as a 400 from Fastify's parser.
      const code =
        FASTIFY_CODES[err.code] ??
        (status === 429 ? 'rate_limited' : status === 404 ? 'not_found' : 'bad_request');
      const message =
        code === 'bad_request' && err instanceof SyntaxError ? 'Malformed JSON body.' : err.message;
      return reply.code(status).send(errorBody(code, message));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send(errorBody('internal', 'Something went wrong on our side.'));
  });
}

/** Unknown API routes answer JSON; everything else falls through to the web app. */
export function apiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody('not_found', 'No such API route.'));
}
