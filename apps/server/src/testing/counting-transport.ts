// A WhatsApp transport for tests with several app instances: it accepts every message and
// records which instance delivered it to whom, so a test can prove each was delivered once.
import type { WhatsAppTransport } from '../contexts/messaging/messaging/messenger.ts';

export type Delivery = { to: string; by: string };

export function countingTransport(deliveries: Delivery[], instance: string): WhatsAppTransport {
  return {
    channel: 'cloud_api',
    async deliver(to) {
      deliveries.push({ to, by: instance });
      return { providerMessageId: `wamid.${instance}.${deliveries.length}` };
    },
  };
}
