// A message as Meta would deliver it (integrations.md), for the local simulator and the tests:
// digits without "+", the caption in image.caption, taps as interactive.button_reply.
import { randomBytes } from 'node:crypto';
import { toWhatsAppDigits } from '@dwa/domain/phone';

export interface SimulatedMessage {
  /** E.164. */
  from: string;
  text?: string;
  /** A photo already held by the media host (Meta, or the local stand-in). */
  mediaId?: string;
  mimeType?: string;
  button?: { id: string; title: string };
  profileName?: string;
  /** Meta's message id; a fresh one by default. */
  id?: string;
  at?: Date;
}

export const newMessageId = () => `wamid.SIM${randomBytes(12).toString('hex').toUpperCase()}`;

export function simulatedPayload(m: SimulatedMessage) {
  const from = toWhatsAppDigits(m.from);
  const base = {
    from,
    id: m.id ?? newMessageId(),
    timestamp: String(Math.floor((m.at ?? new Date()).getTime() / 1000)),
  };
  const message = m.mediaId
    ? {
        ...base,
        type: 'image',
        image: {
          id: m.mediaId,
          mime_type: m.mimeType ?? 'image/jpeg',
          ...(m.text ? { caption: m.text } : {}),
        },
      }
    : m.button
      ? {
          ...base,
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: m.button },
        }
      : { ...base, type: 'text', text: { body: m.text ?? '' } };
  return webhookDelivery({
    metadata: { display_phone_number: '233200000000', phone_number_id: 'SIMULATED' },
    contacts: [{ profile: { name: m.profileName ?? 'Simulated' }, wa_id: from }],
    messages: [message],
  });
}

/** Meta's envelope around one change's value (messages, statuses, contacts, metadata). */
export function webhookDelivery(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'SIMULATED_WABA',
        changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
      },
    ],
  };
}
