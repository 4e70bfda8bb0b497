// The default transport: nothing leaves the machine. Each message becomes one log line; its row
// in notification_log (codes in clear on this channel) is what the admin outbox lists. This is
// how codes are read in development and demos.
import type { MessagingLogger, WhatsAppTransport } from './messenger.ts';

export function createOutboxTransport(log: MessagingLogger): WhatsAppTransport {
  return {
    channel: 'outbox',
    async deliver(to, _message, text) {
      log.info({ to, text }, 'whatsapp outbox');
      return { providerMessageId: null };
    },
  };
}
