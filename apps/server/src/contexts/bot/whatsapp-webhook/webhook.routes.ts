// GET /api/whatsapp/webhook: Meta's verification handshake. POST: signed deliveries of messages
// and status receipts, checked on the raw bytes before anything is parsed or stored. The verify
// token and app secret are the ones an admin saved in Bot Settings, else the environment's
// (read through the settings cache: a save applies without a restart).

import type { Db } from '@dwa/db/client';
import { WebhookAckSchema, WebhookPayloadSchema } from '@dwa/domain/whatsapp-webhook';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '../../../env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { nestsDeeperThan } from '../../../lib/json-depth.ts';
import { keepRawJsonBody } from '../../../lib/raw-json-body.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import type { Messenger } from '../../messaging/public.ts';
import { botCredentials } from '../../messaging/public.ts';
import { createMessageStore, receiveWebhook } from './receive-webhook.service.ts';
import { isValidSignature, tokensMatch } from './signature.ts';

/** Meta batches up to 1,000 updates; 1 MB is far above a real delivery. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;
/** Meta's deliveries nest about ten deep (entry, changes, value, messages, interactive…). */
const WEBHOOK_MAX_DEPTH = 32;

const VerifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export function registerWhatsAppWebhookRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    tasks: Pick<TaskQueue, 'enqueueMany'>;
    env: Pick<Env, 'whatsapp' | 'settingsSecret'>;
    /** Resends a notification as its template when a receipt says the window had closed. */
    messenger?: Pick<Messenger, 'queueWhatsApp'>;
  },
) {
  const storeMessage = createMessageStore(deps);
  const credentials = botCredentials(deps.db, deps.env);
  app.register(async (scope) => {
    keepRawJsonBody(scope, WEBHOOK_BODY_LIMIT);
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/whatsapp/webhook',
      { schema: { querystring: VerifyQuerySchema, response: { 200: z.string() } } },
      async (request, reply) => {
        const q = request.query;
        const { verifyToken } = await credentials.current();
        const ok =
          q['hub.mode'] === 'subscribe' &&
          q['hub.challenge'] !== undefined &&
          tokensMatch(verifyToken, q['hub.verify_token']);
        if (!ok) throw new HttpError(403, 'forbidden', 'errors.whatsapp.verifyRefused');
        return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
      },
    );

    api.post(
      '/whatsapp/webhook',
      { schema: { response: { 200: WebhookAckSchema } } },
      async (request) => {
        const raw = request.body;
        const signature = request.headers['x-hub-signature-256'];
        const { appSecret } = await credentials.current();
        if (!Buffer.isBuffer(raw) || !isValidSignature(appSecret, raw, signature)) {
          throw new HttpError(401, 'unauthorized', 'errors.whatsapp.badSignature');
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new HttpError(400, 'bad_request', 'errors.request.malformedJson');
        }
        // A signed body we cannot read is still Meta's: acknowledged (Meta retries any other
        // answer, a 4xx too, for days) and logged, nothing stored. Nesting is measured first:
        // a body nested past what the cleaning and the database can walk answered 500.
        if (nestsDeeperThan(json, WEBHOOK_MAX_DEPTH)) {
          request.log.warn(
            { maxDepth: WEBHOOK_MAX_DEPTH },
            'webhook body ignored: nested too deep',
          );
          return { messages: 0, statuses: 0 };
        }
        const payload = WebhookPayloadSchema.safeParse(json);
        if (!payload.success) {
          request.log.warn({ issues: payload.error.issues.slice(0, 5) }, 'webhook body ignored');
          return { messages: 0, statuses: 0 };
        }
        return receiveWebhook(
          { db: deps.db, storeMessage, log: request.log, messenger: deps.messenger },
          payload.data,
        );
      },
    );
  });
}
