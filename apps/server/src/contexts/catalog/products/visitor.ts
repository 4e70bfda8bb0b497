// An anonymous visitor id (random, HttpOnly cookie, one year) so views count once per visitor
// per product per day without knowing who anyone is.
import { randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const VISITOR_COOKIE = 'dwa_visitor';

export function visitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[\w-]{22}$/.test(existing)) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 365 * 86_400,
  });
  return id;
}
