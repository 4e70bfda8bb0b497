// The default transport: nothing leaves the machine. Each message becomes one log line, and the
// messenger keeps it (codes included) in notification_log, which the admin outbox lists. This
// is how codes are read in development and demos.
import type { MessagingLogger, WhatsAppTransport } from './messenger.ts';

export function createOutboxTransport(log: MessagingLogger): WhatsAppTransport {
  return {
    channel: 'outbox',
    async deliver(to, _message, text) {
      log.info({ to, text }, 'whatsapp outbox');
    },
  };
}
