// Errors that happen before a route runs still answer in the one error shape: a URL Fastify's
// router refuses (bad escapes, a parameter longer than it allows: 400/414) and requests Node's
// HTTP parser refuses (headers or URL over the size limit: 431; anything else: 400). The parser
// gives no request to read a language from, so those answers are in English.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@dwa/domain/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, type ServerMessageKey } from '../lib/i18n.ts';
import { localizedErrorBody } from './errors.ts';

const ROUTER_ERRORS: Record<string, [number, ErrorCode, ServerMessageKey]> = {
  FST_ERR_MAX_PARAM_LENGTH: [414, 'bad_request', 'errors.request.uriTooLong'],
  FST_ERR_BAD_URL: [400, 'bad_request', 'errors.codes.bad_request'],
};

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code, message] = ROUTER_ERRORS[error.code] ?? [
    400,
    'bad_request',
    'errors.codes.bad_request',
  ];
  const lang = requestLanguage(request.headers['accept-language']);
  return reply.code(status).send(localizedErrorBody(lang, code, message));
}

export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message]: [number, ServerMessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'errors.request.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'errors.codes.bad_request']
        : [400, 'errors.codes.bad_request'];
  const body = JSON.stringify(localizedErrorBody('en', 'bad_request', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
