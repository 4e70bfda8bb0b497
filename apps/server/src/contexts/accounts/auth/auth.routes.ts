// Thin routes: validate (schemas from @dwa/domain/auth), call the account service, set or clear
// the session cookie. Sessions are rotated at every sign-in: a new id, the old one ended.

import type { Db } from '@dwa/db/client';
import type { admins } from '@dwa/db/schema/index';
import {
  AdminChangePasswordSchema,
  AdminCodeSchema,
  AdminLoginResponseSchema,
  AdminLoginSchema,
  CodeDeliverySchema,
  CodeRequestSchema,
  CodeSentSchema,
  ResetCompleteSchema,
  ResetRequestSchema,
  RiderLoginSchema,
  RiderRegistrationSchema,
  SellerLoginSchema,
  SellerRegistrationSchema,
  SessionResponseSchema,
  type SessionUser,
  UserResponseSchema,
} from '@dwa/domain/auth';
import { NoContentSchema } from '@dwa/domain/errors';
import { IdParamsSchema } from '@dwa/domain/fields';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import {
  clearSessionCookie,
  requireAdmin,
  setSessionCookie,
} from '../../../access/session-context.ts';
import { createSession, endSession, endUserSessions } from '../../../access/sessions.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { requestLanguage } from '../../../lib/i18n.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import {
  changeAdminPassword,
  checkAdminCode,
  checkAdminPassword,
  markAdminSignedIn,
  phoneHint,
  toAdminUser,
} from './admin-accounts.ts';
import type { AuthDeps, RequestMeta } from './auth-deps.ts';
import { codeDelivery } from './code-delivery.ts';
import {
  discardUnreadPhotos,
  REGISTRATION_MULTIPART_LIMITS,
  readRegistrationField,
  readRegistrationPhotos,
} from './registration-request.ts';
import { registerRider, sendRiderCode, signInRider } from './rider-accounts.ts';
import {
  completeSellerReset,
  registerSeller,
  signInSeller,
  startSellerReset,
} from './seller-accounts.ts';
import { sendCode } from './send-code.ts';
import { loadSessionUser } from './session-user.ts';
import { DEVICE_COOKIE, rememberDevice } from './trusted-device.ts';

type AdminRow = typeof admins.$inferSelect;

const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  lang: requestLanguage(request.headers['accept-language']),
  deviceCookie: request.cookies[DEVICE_COOKIE],
});

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthDeps & { storage: ObjectStorage },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Ends the caller's current session (if any) and opens a new one: no fixation. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SessionUser,
    role: string | null = null,
    db: Db = deps.db,
  ) {
    if (request.session) await endSession(db, request.session.idHash);
    const meta = metaOf(request);
    const session = await createSession(db, deps.clock, deps.env.sessionSecret, {
      userType: user.type,
      userId: user.id,
      role: role ?? (user.type === 'admin' ? user.role : null),
      ip: meta.ip,
      ...(meta.userAgent ? { userAgent: meta.userAgent } : {}),
    });
    setSessionCookie(reply, deps.env, session);
  }

  /** An admin's completed sign-in: the session, the last sign-in time and the audit row commit
   * together (decision 041). */
  async function signInAdmin(
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminRow,
    via: 'password' | 'code',
  ) {
    const user = toAdminUser(admin);
    await deps.db.transaction(async (tx) => {
      await signIn(request, reply, user, null, tx);
      await markAdminSignedIn({ ...deps, db: tx }, admin.id);
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'admin.sign_in',
        targetType: 'admin',
        targetId: admin.id,
        detail: { via, ip: request.ip },
        at: deps.clock.now(),
      });
    });
    return user;
  }

  api.get(
    '/auth/session',
    { schema: { response: { 200: SessionResponseSchema } } },
    async (request) => {
      return { user: await loadSessionUser(deps, request.session) };
    },
  );

  const user = { 200: UserResponseSchema };
  const created = { 201: UserResponseSchema };
  const noContent = { 204: NoContentSchema };
  const codeSent = { 202: CodeSentSchema };

  api.post('/auth/logout', { schema: { response: noContent } }, async (request, reply) => {
    if (request.session) await endSession(deps.db, request.session.idHash);
    clearSessionCookie(reply, deps.env);
    return reply.code(204).send(null);
  });

  const codes = { body: CodeRequestSchema, response: codeSent };
  api.post('/auth/codes', { schema: codes }, async (request, reply) => {
    const { phone, purpose } = request.body;
    const meta = metaOf(request);
    let answer: Awaited<ReturnType<typeof sendCode>>;
    // A new seller's number, and a Buy safely buyer's (no account: the order is what it proves).
    if (purpose === 'seller_signup' || purpose === 'order_buyer') {
      answer = await sendCode(deps, phone, purpose, meta, true);
    } else if (purpose === 'rider_signup' || purpose === 'rider_login') {
      answer = await sendRiderCode(deps, phone, purpose, meta);
    } else {
      // Reset and admin codes are sent only by their own flows.
      throw new HttpError(400, 'validation_failed', undefined, { purpose: 'validation.invalid' });
    }
    return reply.code(202).send(answer);
  });
  api.get(
    '/auth/codes/deliveries/:id',
    { schema: { params: IdParamsSchema, response: { 200: CodeDeliverySchema } } },
    async (request) => codeDelivery(deps.db, request.params.id),
  );

  // ── sellers ──
  // JSON, or multipart when the first product has photos (registration-request.ts): one
  // request either way, so a registration is whole or nothing. Multipart only in this scope.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: REGISTRATION_MULTIPART_LIMITS,
      throwFileSizeLimit: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/auth/seller/register',
      {
        schema: { body: SellerRegistrationSchema, response: created },
        preValidation: readRegistrationField,
        onSend: discardUnreadPhotos,
      },
      async (request, reply) => {
        const user = await registerSeller(
          { ...deps, log: request.log },
          request.body,
          metaOf(request),
          () => readRegistrationPhotos(request),
        );
        await signIn(request, reply, user);
        return reply.code(201).send({ user });
      },
    );
  });

  api.post(
    '/auth/seller/login',
    { schema: { body: SellerLoginSchema, response: user } },
    async (request, reply) => {
      const user = await signInSeller(deps, request.body, metaOf(request));
      rememberDevice(reply, deps.env, request.body.phone, request.cookies[DEVICE_COOKIE]);
      await signIn(request, reply, user);
      return { user };
    },
  );

  api.post(
    '/auth/seller/reset/start',
    { schema: { body: ResetRequestSchema, response: codeSent } },
    async (request, reply) => {
      return reply
        .code(202)
        .send(await startSellerReset(deps, request.body.phone, metaOf(request)));
    },
  );

  api.post(
    '/auth/seller/reset/complete',
    { schema: { body: ResetCompleteSchema, response: noContent } },
    async (request, reply) => {
      await completeSellerReset(deps, request.body);
      return reply.code(204).send(null);
    },
  );

  // ── riders ──
  api.post(
    '/auth/rider/register',
    { schema: { body: RiderRegistrationSchema, response: created } },
    async (request, reply) => {
      const user = await registerRider(deps, request.body);
      await signIn(request, reply, user);
      return reply.code(201).send({ user });
    },
  );

  const riderLogin = { body: RiderLoginSchema, response: user };
  api.post('/auth/rider/login', { schema: riderLogin }, async (request, reply) => {
    const user = await signInRider(deps, request.body);
    await signIn(request, reply, user);
    return { user };
  });

  // ── admins ──
  const adminLogin = { body: AdminLoginSchema, response: { 200: AdminLoginResponseSchema } };
  api.post('/auth/admin/login', { schema: adminLogin }, async (request, reply) => {
    const admin = await checkAdminPassword(deps, request.body, metaOf(request));
    rememberDevice(reply, deps.env, request.body.email, request.cookies[DEVICE_COOKIE]);
    if (admin.phone) {
      await signIn(request, reply, toAdminUser(admin), 'pending_code');
      return { codeRequired: true as const, phoneHint: phoneHint(admin.phone) };
    }
    return { user: await signInAdmin(request, reply, admin, 'password') };
  });

  const adminVerify = { body: AdminCodeSchema, response: user };
  api.post('/auth/admin/verify', { schema: adminVerify }, async (request, reply) => {
    const pending = request.session;
    if (pending?.userType !== 'admin' || pending.role !== 'pending_code') {
      throw new HttpError(401, 'unauthorized');
    }
    const admin = await checkAdminCode(deps, pending.userId, request.body.code);
    return { user: await signInAdmin(request, reply, admin, 'code') };
  });

  api.post(
    '/auth/admin/change-password',
    { schema: { body: AdminChangePasswordSchema, response: user } },
    async (request, reply) => {
      const { admin } = await requireAdmin(request, deps.db, { allowPasswordChange: true });
      const user = await deps.db.transaction(async (tx) => {
        const updated = await changeAdminPassword({ ...deps, db: tx }, admin, request.body);
        // A password change ends every other session and rotates this one.
        await endUserSessions(tx, 'admin', admin.id);
        request.session = null;
        const changed = toAdminUser(updated);
        await signIn(request, reply, changed, null, tx);
        await recordAdminAction(tx, {
          adminId: admin.id,
          action: 'admin.password_change',
          targetType: 'admin',
          targetId: admin.id,
          before: { passwordResetRequired: admin.passwordResetRequired },
          after: { passwordResetRequired: updated.passwordResetRequired },
          at: deps.clock.now(),
        });
        return changed;
      });
      return { user };
    },
  );
}
