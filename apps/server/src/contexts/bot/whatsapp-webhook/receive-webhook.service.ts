// A signed delivery from Meta: each new message is stored as a webhook event together with the
// job that will process it (in one transaction), so a message is processed once even when Meta
// delivers it again or two instances receive copies; each status receipt updates the message we
// sent (status-receipts.ts). Nothing slow happens here: Meta wants its 200 at once. Messages arriving while a write
// is in flight share the next transaction (group commit, decision 032).
import type { Db } from '@dwa/db/client';
import { webhookEvents } from '@dwa/db/schema/index';
import { LONE_SURROGATE } from '@dwa/domain/whatsapp/caption-text';
import {
  InboundMessageSchema,
  StatusReceiptSchema,
  type WebhookPayload,
} from '@dwa/domain/whatsapp-webhook';
import { createGroupCommit } from '../../../lib/group-commit.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import { applyStatusReceipt, type StatusDeps } from './status-receipts.ts';

export const INBOUND_TASK = 'whatsapp.inbound';

export interface NewEvent {
  /** Meta's message id. */
  eventId: string;
  payload: Record<string, unknown>;
}

/** Stores a message's event and queues its job; true when it was new. */
export type StoreMessage = (event: NewEvent) => Promise<boolean>;

export function createMessageStore(deps: {
  db: Db;
  tasks: Pick<TaskQueue, 'enqueueMany'>;
}): StoreMessage {
  const group = createGroupCommit<NewEvent, boolean>((events) =>
    deps.db.transaction(async (tx) => {
      const stored = await tx
        .insert(webhookEvents)
        .values(events.map((e) => ({ provider: 'whatsapp', ...e })))
        .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
        .returning({ id: webhookEvents.id, eventId: webhookEvents.eventId });
      await deps.tasks.enqueueMany(
        tx,
        INBOUND_TASK,
        stored.map((row) => ({ eventId: row.id })),
      );
      // Delivered before: already stored and queued. Two copies in one batch: the first is new.
      const fresh = new Set(stored.map((row) => row.eventId));
      return events.map((e) => fresh.delete(e.eventId));
    }),
  );
  return (event) => group.submit(event);
}

export interface ReceiveDeps extends StatusDeps {
  storeMessage: StoreMessage;
}

/** The delivery as PostgreSQL can hold it: NUL is dropped from every string and key (jsonb and
 * text refuse it) and a lone surrogate becomes U+FFFD. Either made the write fail, and with it
 * the delivery (500, retried by Meta for days) and every message committed in the same batch. */
export function storable<T>(value: T): T {
  if (typeof value === 'string') {
    return value.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD') as T;
  }
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storable(key), storable(item)]),
    ) as T;
  }
  return value;
}

export async function receiveWebhook(deps: ReceiveDeps, delivery: WebhookPayload) {
  const payload = storable(delivery);
  let messages = 0;
  let statuses = 0;
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const { value } = change;
      for (const raw of value.messages ?? []) {
        const parsed = InboundMessageSchema.safeParse(raw);
        if (!parsed.success) {
          deps.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'webhook message ignored');
          continue;
        }
        const message = parsed.data;
        const contact = value.contacts?.find((c) => c.wa_id === message.from);
        const stored = await deps.storeMessage({
          eventId: message.id,
          payload: {
            message,
            profileName: contact?.profile?.name ?? null,
            phoneNumberId: value.metadata?.phone_number_id ?? null,
          },
        });
        if (stored) messages++;
      }
      for (const raw of value.statuses ?? []) {
        const parsed = StatusReceiptSchema.safeParse(raw);
        if (!parsed.success) continue;
        statuses += await applyStatusReceipt(deps, parsed.data);
      }
    }
  }
  return { messages, statuses };
}
