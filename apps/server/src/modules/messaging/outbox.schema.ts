// Response contract of the admin outbox (every WhatsApp message Dwa sent or tried to send).
import { NOTIFICATION_EVENT_TYPES } from '@dwa/domain/enums';
import { z } from 'zod';

export const OutboxEntrySchema = z.object({
  id: z.uuid(),
  /** E.164. */
  to: z.string(),
  /** Codes are masked unless the channel is the outbox. */
  text: z.string(),
  eventType: z.enum([...NOTIFICATION_EVENT_TYPES, 'manual', 'otp']),
  channel: z.enum(['outbox', 'cloud_api']),
  status: z.enum(['queued', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

export const OutboxListSchema = z.array(OutboxEntrySchema);
