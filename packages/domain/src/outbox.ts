// The admin outbox: every WhatsApp message Dwa queued, sent or failed to send.
import { z } from 'zod';
import { NOTIFICATION_EVENT_TYPES } from './enums.ts';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

export const OutboxEntrySchema = z.object({
  id: z.uuid(),
  /** E.164. */
  to: z.string(),
  /** Codes are masked unless the channel is the local outbox. */
  text: z.string(),
  eventType: z.enum([...NOTIFICATION_EVENT_TYPES, 'manual', 'otp', 'bot', 'delivery', 'order']),
  channel: z.enum(['outbox', 'cloud_api']),
  status: z.enum(OUTBOX_STATUSES),
  /** Delivery attempts so far. */
  attempts: z.number().int().min(0),
  /** The provider's last refusal or failure, as it answered. */
  error: z.string().nullable(),
  /** Meta's error code, title and details (a refusal, or a `failed` status receipt). */
  errorCode: z.number().int().nullable(),
  errorTitle: z.string().nullable(),
  errorDetails: z.string().nullable(),
  /** Held since then: WhatsApp refuses Dwa's token or account; sent once that is fixed. */
  heldSince: z.iso.datetime({ offset: true }).nullable(),
  /** Meta asked Dwa to slow down: not tried again before this. */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  /** The approved template it went out as; null for free-form text. */
  templateName: z.string().nullable(),
  /** The message this one sends again as its template (the 24-hour window had closed). */
  resendOf: z.uuid().nullable(),
  /** The provider's id of the accepted message. */
  providerMessageId: z.string().nullable(),
  /** What WhatsApp last reported for it (status receipts): sent, delivered, read, failed. */
  deliveryStatus: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
  /** Reply buttons sent with the text. */
  buttons: z.array(z.object({ id: z.string(), title: z.string() })).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export const OutboxListSchema = z.object({ items: z.array(OutboxEntrySchema) });
