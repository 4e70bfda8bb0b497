// The configured way out for WhatsApp messages (WHATSAPP_TRANSPORT).
import type { Env } from '../../env.ts';
import { createCloudApiTransport } from './cloud-api-transport.ts';
import type { MessagingLogger, WhatsAppTransport } from './messenger.ts';
import { createOutboxTransport } from './outbox-transport.ts';

export function createTransportFromEnv(
  env: Pick<Env, 'whatsapp'>,
  log: MessagingLogger,
): WhatsAppTransport {
  const w = env.whatsapp;
  if (w.transport === 'cloud_api') {
    return createCloudApiTransport({
      token: w.token,
      phoneNumberId: w.phoneNumberId,
      apiVersion: w.apiVersion,
      graphUrl: w.graphUrl,
      otpTemplate: w.otpTemplate,
    });
  }
  return createOutboxTransport(log);
}
