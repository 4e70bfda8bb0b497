// Who is asking: every /api request carries `request.session` (null when signed out), read from
// the session cookie. Guards below turn that into 401/403 answers.
// Types for request.cookies / reply.setCookie (the plugin is registered in app.ts).

import type { Db } from '@dwa/db/client';
import { admins } from '@dwa/db/schema/index';
import type {} from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import type { Clock } from '../lib/clock.ts';
import { HttpError } from '../lib/http-error.ts';
import { findSession, SESSION_COOKIE, type SessionRecord, type UserType } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
}

export function registerSessionContext(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; env: Env },
) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = null;
    // The matched route, not the raw URL (which may spell /api/ with escapes).
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    request.session = await findSession(deps.db, deps.clock, deps.env.sessionSecret, token);
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  env: Env,
  session: { token: string; maxAgeSeconds: number },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.nodeEnv === 'production',
    path: '/',
    maxAge: session.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.nodeEnv === 'production',
    path: '/',
  });
}

const signInRequired = () => new HttpError(401, 'unauthorized');

/** The signed-in user of `type`, or 401 (nobody) / 403 (someone else). */
export function requireUser(request: FastifyRequest, type: UserType): SessionRecord {
  const session = request.session;
  if (!session || session.role === 'pending_code') throw signInRequired();
  if (session.userType !== type) throw new HttpError(403, 'forbidden');
  return session;
}

/** An admin, who must first change a temporary password unless this is that very route. */
export async function requireAdmin(
  request: FastifyRequest,
  db: Db,
  options: { allowPasswordChange?: boolean } = {},
) {
  const session = requireUser(request, 'admin');
  const [admin] = await db.select().from(admins).where(eq(admins.id, session.userId)).limit(1);
  if (!admin) throw signInRequired();
  if (admin.passwordResetRequired && !options.allowPasswordChange) {
    throw new HttpError(403, 'password_change_required');
  }
  return { session, admin };
}
