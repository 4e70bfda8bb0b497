// The local simulator's API, mounted only with the outbox transport (nothing reaches Meta): an admin
// sends a message as any number (a photo goes to the local media stand-in first), signed and
// posted to the real webhook exactly like Meta's; and reads the conversation back. The CLI
// reads it with the stand-in's bearer token instead of an admin session.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import {
  ConversationQuerySchema,
  ConversationSchema,
  SimulateMessageSchema,
  SimulateResultSchema,
} from '@dwa/domain/whatsapp-simulator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminCan } from '../../../access/admin-access.ts';
import type { Env } from '../../../env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { botCredentials } from '../../messaging/public.ts';
import { signWebhookBody, tokensMatch } from '../whatsapp-webhook/signature.ts';
import { conversationOf } from './conversation-log.ts';
import { newMessageId, simulatedPayload } from './simulated-message.ts';

interface SimulatorDeps {
  db: Db;
  storage: ObjectStorage;
  env: Pick<Env, 'whatsapp' | 'settingsSecret'>;
}

/** Photo + base64 overhead. */
const SIMULATE_BODY_LIMIT = 15 * 1024 * 1024;

export function registerSimulatorRoutes(app: FastifyInstance, deps: SimulatorDeps) {
  // Not mounted at all with Meta's API: a route that exists only to say no is still a door.
  if (deps.env.whatsapp.transport !== 'outbox') return;
  app.register(async (scope) => {
    // Admins only, checked before a (large) body is even read.
    scope.addHook('onRequest', async (request) => {
      await requireAdminCan(request, deps.db, 'moderate');
    });
    registerAdminSimulator(scope, deps);
  });
}

function registerAdminSimulator(app: FastifyInstance, deps: SimulatorDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/admin/whatsapp/simulate',
    {
      bodyLimit: SIMULATE_BODY_LIMIT,
      schema: { body: SimulateMessageSchema, response: { 201: SimulateResultSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      let mediaId: string | undefined;
      if (input.photo) {
        mediaId = randomUUID();
        const bytes = Buffer.from(input.photo.base64, 'base64');
        await deps.storage.put(`dev-media/${mediaId}`, bytes, input.photo.mimeType);
      }
      const id = newMessageId();
      const body = JSON.stringify(
        simulatedPayload({
          from: input.from,
          id,
          ...(input.text ? { text: input.text } : {}),
          ...(input.button ? { button: input.button } : {}),
          ...(mediaId ? { mediaId, mimeType: input.photo?.mimeType } : {}),
        }),
      );
      // Through the real webhook, signature and all (with the app secret it checks now: an
      // admin may have saved one in Bot Settings).
      const { appSecret } = await botCredentials(deps.db, deps.env).current();
      const delivered = await request.server.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWebhookBody(appSecret, body),
        },
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'simulated delivery refused');
        throw new HttpError(500, 'internal');
      }
      return reply.code(201).send({ messageId: id });
    },
  );

  api.get(
    '/admin/whatsapp/conversation',
    { schema: { querystring: ConversationQuerySchema, response: { 200: ConversationSchema } } },
    async (request) => {
      return { items: await conversationOf(deps.db, request.query.number) };
    },
  );
}

/** GET /api/whatsapp/dev-graph/conversation: the same, for the CLI (stand-in's bearer token). */
export function registerSimulatorCliRoute(app: FastifyInstance, deps: SimulatorDeps) {
  if (deps.env.whatsapp.transport !== 'outbox') return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/whatsapp/dev-graph/conversation',
      { schema: { querystring: ConversationQuerySchema, response: { 200: ConversationSchema } } },
      async (request) => {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!tokensMatch(deps.env.whatsapp.mediaToken, bearer)) {
          throw new HttpError(401, 'unauthorized');
        }
        return { items: await conversationOf(deps.db, request.query.number) };
      },
    );
}
