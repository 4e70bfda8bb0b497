// One way to authenticate: every route of an audience is registered in that audience's scope,
// which checks the caller once, before the input is validated (a caller who may not gets 401 or
// 403, never a field error that reveals the shape), and hands the handler the actor. Sellers
// and riders here; admins by capability (admin-access.ts: adminScope); the public and the
// accounts routes (sign-up, sign-in, codes) take whoever comes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from './session-context.ts';
import type { SessionRecord, UserType } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller the audience scope let in; null outside an audience scope. */
    actor: SessionRecord | null;
  }
}

export type Audience = Extract<UserType, 'seller' | 'rider'>;

/** Once, at the root: every request starts without an actor. */
export function registerActor(app: FastifyInstance) {
  app.decorateRequest('actor', null);
}

/** A scope whose every route answers only `audience`: 401 signed out, 403 anyone else. */
export async function audienceScope(
  app: FastifyInstance,
  audience: Audience,
  register: (scope: FastifyInstance) => void | Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      request.actor = requireUser(request, audience);
    });
    await register(scope);
  });
}

/** The id of the caller the audience scope let in. A route outside any audience scope has no
 * actor: that is a wiring mistake, answered as a server error, never as someone's data. */
export function actorId(request: FastifyRequest): string {
  if (!request.actor) throw new Error(`${request.routeOptions.url} is outside its audience scope`);
  return request.actor.userId;
}

type Register = (scope: FastifyInstance) => void | Promise<void>;

/** What one bounded context adds to the API, by who may call it (app.ts registers each list in
 * its audience's scope). */
export interface AudienceRoutes {
  /** Anyone, signed in or not, cacheable where the route says so. */
  public?: Register;
  /** Signing up and in, codes and the session: anyone, never cached. */
  accounts?: Register;
  seller?: Register;
  rider?: Register;
  /** Admin routes: each behind adminScope with the capability it needs (admin-access.ts). */
  admin?: Register;
}
