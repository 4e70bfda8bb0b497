// The configured way out for WhatsApp messages (WHATSAPP_TRANSPORT). With the Cloud API,
// `credentials` (the admin's saved Bot Settings) are read before each send, over the env's.
import type { Env } from '../../../env.ts';
import { type CloudApiCredentials, createCloudApiTransport } from './cloud-api-transport.ts';
import type { MessagingLogger, WhatsAppTransport } from './messenger.ts';
import { createOutboxTransport } from './outbox-transport.ts';

export function createTransportFromEnv(
  env: Pick<Env, 'whatsapp'>,
  log: MessagingLogger,
  credentials?: CloudApiCredentials,
): WhatsAppTransport {
  const w = env.whatsapp;
  if (w.transport === 'cloud_api') {
    return createCloudApiTransport({
      token: w.token,
      phoneNumberId: w.phoneNumberId,
      apiVersion: w.apiVersion,
      graphUrl: w.graphUrl,
      otpTemplate: w.otpTemplate,
      ...(credentials ? { credentials } : {}),
    });
  }
  return createOutboxTransport(log);
}
