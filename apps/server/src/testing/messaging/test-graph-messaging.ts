// The outbox sending through the real Cloud API transport to a fake Graph API (testing/
// fake-graph-api.ts), on a test database and a real job queue, with a clock the test moves.
import type { DatabaseHandle } from '@dwa/db/client';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import { createCloudApiTransport } from '../../contexts/messaging/messaging/cloud-api-transport.ts';
import { SEND_TASK } from '../../contexts/messaging/messaging/messenger.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  accepted,
  type FakeGraph,
  type GraphAnswer,
  type GraphRequest,
  type Responder,
  whatWasSent,
} from '../fake-graph-api.ts';
import { makeDue } from '../job-timing.ts';
import { capturingLogger, createTestMessaging } from './test-messaging.ts';

export const GRAPH_TOKEN = 'test-token';

export async function graphMessaging(
  database: DatabaseHandle,
  graph: FakeGraph,
  options: { clock: Clock; retryLimit?: number; token?: () => string },
) {
  const { log, lines } = capturingLogger();
  const transport = createCloudApiTransport({
    token: GRAPH_TOKEN,
    phoneNumberId: '106540352242922',
    apiVersion: 'v21.0',
    graphUrl: graph.url,
    otpTemplate: 'dwa_login_code',
    timeoutMs: 5000,
    ...(options.token
      ? {
          credentials: async () => ({
            token: options.token?.() ?? GRAPH_TOKEN,
            phoneNumberId: '106540352242922',
          }),
        }
      : {}),
  });
  const m = await createTestMessaging(database, transport, {
    log,
    clock: options.clock,
    retryLimit: options.retryLimit ?? 2,
  });
  return {
    ...m,
    lines,
    /** Makes the delayed send jobs due (as if their wait had passed) and runs them. */
    async runLater() {
      await makeDue(database, SEND_TASK);
      return m.drain();
    },
  };
}

/** Answers each recipient's requests from its own list in turn, then as `otherwise`. */
export function scripted(
  answers: Record<string, GraphAnswer[]>,
  otherwise: Responder = accepted,
): Responder {
  const left = new Map(
    Object.entries(answers).map(([phone, list]) => [toWhatsAppDigits(phone), [...list]]),
  );
  return (request) => left.get(request.to)?.shift() ?? otherwise(request);
}

/** What `phone` was sent, in the order Meta got it. */
export const sentTo = (graph: FakeGraph, phone: string) =>
  graph.requests.filter((r: GraphRequest) => r.to === toWhatsAppDigits(phone)).map(whatWasSent);
