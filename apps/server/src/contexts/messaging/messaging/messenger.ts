// Every WhatsApp message Dwa sends is first a row in notification_log (the outbox), written in
// the same transaction as the change that causes it, together with a job that delivers it
// (whatsapp.send, deliver-message.ts). A message therefore leaves exactly when its cause
// commits, survives a crash between the two, and is retried with backoff when the provider
// fails (decisions 010 and 027).
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import type { Language, NotificationEventType } from '@dwa/domain/enums';
import { E164, normalizeGhanaPhone } from '@dwa/domain/phone';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { say } from '../../../lib/i18n.ts';
import type { TaskQueue } from '../../../tasks/task-queue.ts';
import { resumeHeldMessages } from './held-messages.ts';
import { SEND_TASK } from './outbox-tasks.ts';
import { type CodeSealer, sealedCodePayload } from './sealed-code.ts';

export interface ReplyButton {
  /** What comes back in the `button_reply` when tapped (≤ 256 characters). */
  id: string;
  /** ≤ 20 characters. */
  title: string;
}

export type OutgoingMessage =
  /** Free-form text (≤ 4096 characters; only inside WhatsApp's 24-hour window). */
  | { kind: 'text'; body: string }
  /** Text with up to three reply buttons (inside the 24-hour window). */
  | { kind: 'buttons'; body: string; buttons: ReplyButton[] }
  /** An approved template (outside the window); `text` is what it says, for the outbox. */
  | {
      kind: 'template';
      name: string;
      languageCode: string;
      parameters: string[];
      text: string;
      /** The payloads of the template's quick-reply buttons, in their order: a tap sends the
       * button's payload back (as a `button` message), as a reply button's id does. */
      buttonPayloads?: string[];
    }
  /** A one-time code; the Cloud API sends it with the authentication template. */
  | { kind: 'code'; code: string; language: Language }
  /** A notification: its text as free form if the person's 24-hour window is still open when
   * it is sent, else its approved template (name '' when there is none: it then fails outside
   * the window, saying so). The send job decides, not the queueing: the window may close
   * while the message waits. With buttons, the free form is a reply-buttons message and the
   * template's quick-reply buttons carry the same ids. */
  | { kind: 'notification'; body: string; template: NotificationTemplate; buttons?: ReplyButton[] };

export interface NotificationTemplate {
  name: string;
  languageCode: string;
  parameters: string[];
}

/** What a transport is handed: a notification has become its text or its template by then. */
export type SendableMessage = Exclude<OutgoingMessage, { kind: 'notification' }>;

export type MessageEventType =
  | 'otp'
  | 'manual'
  | 'bot'
  | 'delivery'
  | 'order'
  | NotificationEventType;

export interface SendMeta {
  /** Default: 'otp' for codes, 'manual' for text. */
  eventType?: MessageEventType;
  sellerId?: string | null;
  /** Sends the message once per key: a second message with the same key is not queued. */
  dedupeKey?: string;
  /** The wa.me link the message carries, if any (the notification history shows it). */
  whatsappLink?: string;
  /** The bot's one answer to a sender outside Ghana (that Dwa serves +233 numbers): the only
   * message that may go to another country's number, and only with eventType 'bot'. */
  outsideGhana?: true;
  /** The failed message this one sends again. */
  resendOf?: string;
}

export interface QueuedMessage {
  /** The notification_log row id (none when the number is not a Ghana number). */
  id: string;
  /** `duplicate`: a message with the same dedupe key exists; nothing was queued. */
  status: 'queued' | 'failed' | 'duplicate';
}

export interface Messenger {
  /** Writes the message and its delivery job through `db`. Pass the transaction of the change
   * that causes the message: both commit or neither does. Never throws for a bad message: a
   * message WhatsApp would refuse is recorded as failed at once. */
  queueWhatsApp(
    db: Db,
    toE164: string,
    message: OutgoingMessage,
    meta?: SendMeta,
  ): Promise<QueuedMessage>;
  /** Sends again the messages held while WhatsApp refused Dwa's token or account (an admin
   * saved a new token); answers how many. */
  resumeHeld(db: Db): Promise<number>;
}

export type WhatsAppChannel = 'outbox' | 'cloud_api';

export interface WhatsAppTransport {
  readonly channel: WhatsAppChannel;
  /** Throws when the message was not accepted; answers the provider's message id if any. */
  deliver(
    toE164: string,
    message: SendableMessage,
    text: string,
  ): Promise<{ providerMessageId: string | null }>;
}

export type MessagingLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export { SEND_TASK } from './outbox-tasks.ts';
export const MAX_TEXT_LENGTH = 4096;
/** What the code text promises; the sign-in module must expire codes no later than this. */
export const CODE_TTL_MINUTES = 10;
const CODE_PATTERN = /^[0-9A-Za-z]{4,15}$/; // Meta's limit for authentication codes is 15
const TEMPLATE_NAME = /^[a-z0-9_]+$/;
export const CODE_MASK = '••••••';

/** The human text of a message, as the outbox shows it. */
export function renderMessage(message: OutgoingMessage): string {
  if (message.kind === 'text' || message.kind === 'buttons' || message.kind === 'notification') {
    return message.body;
  }
  if (message.kind === 'template') return message.text;
  return say(message.language, 'whatsapp.code', {
    code: message.code,
    minutes: CODE_TTL_MINUTES,
  });
}

/** What the row keeps. The local outbox is how a developer or admin reads a code, so it keeps
 * it; for a real send the text is masked and the code travels sealed until it is sent. */
function storedText(message: OutgoingMessage, text: string, channel: WhatsAppChannel): string {
  if (message.kind === 'code' && channel !== 'outbox') {
    return renderMessage({ ...message, code: CODE_MASK });
  }
  return text;
}

function invalidMessage(message: OutgoingMessage, text: string): string | null {
  if (message.kind === 'code') {
    return CODE_PATTERN.test(message.code) ? null : 'code must be 4-15 letters or digits';
  }
  if ((message.kind === 'buttons' || message.kind === 'notification') && message.buttons) {
    if (message.buttons.length < 1 || message.buttons.length > 3) return 'need 1 to 3 buttons';
    if (message.body.length > 1024) return 'button message text is longer than 1024';
  }
  if (message.kind === 'template' && message.name === '') {
    return 'no approved WhatsApp template for this message (outside the 24-hour window)';
  }
  if (message.kind === 'template' && !TEMPLATE_NAME.test(message.name)) {
    return 'template name must be lowercase letters, digits and _';
  }
  if (message.kind === 'notification' && message.template.name !== '') {
    if (!TEMPLATE_NAME.test(message.template.name)) {
      return 'template name must be lowercase letters, digits and _';
    }
  }
  if (text.trim() === '') return 'message text is empty';
  if (text.length > MAX_TEXT_LENGTH) return `message text is longer than ${MAX_TEXT_LENGTH}`;
  return null;
}

/** What the send job needs beyond the row's text and buttons: a sealed code, a template. */
function transportPayload(sealer: CodeSealer, message: OutgoingMessage) {
  if (message.kind === 'code') return sealedCodePayload(sealer, message);
  if (message.kind === 'template') {
    const { name, languageCode, parameters } = message;
    return { kind: 'template', name, languageCode, parameters };
  }
  if (message.kind === 'notification') return { kind: 'notification', template: message.template };
  return null;
}

export function createMessenger(deps: {
  tasks: Pick<TaskQueue, 'enqueue' | 'enqueueMany'>;
  channel: WhatsAppChannel;
  sealer: CodeSealer;
  log: MessagingLogger;
  clock?: Clock;
}): Messenger {
  const { tasks, channel, sealer, log } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async queueWhatsApp(db, toE164, message, meta = {}) {
      const id = randomUUID();
      const eventType = meta.eventType ?? (message.kind === 'code' ? 'otp' : 'manual');
      // The table holds Ghana E.164 numbers (and another country's only for the bot's answer
      // that Dwa serves Ghana), so a bad one cannot even be recorded.
      const abroad = meta.outsideGhana === true && eventType === 'bot' && E164.test(toE164);
      if (normalizeGhanaPhone(toE164) !== toE164 && !abroad) {
        log.warn({ to: toE164, eventType, channel }, 'whatsapp send refused: not a +233 number');
        return { id, status: 'failed' };
      }
      const text = renderMessage(message);
      const error = invalidMessage(message, text);
      if (error) log.warn({ to: toE164, eventType, channel, error }, 'whatsapp send refused');
      const inserted = await db
        .insert(notificationLog)
        .values({
          id,
          sellerId: meta.sellerId ?? null,
          eventType,
          whatsappNumber: toE164,
          messageText: storedText(message, text, channel),
          whatsappLink: meta.whatsappLink ?? null,
          channel,
          status: error ? 'failed' : 'queued',
          error,
          payload: error ? null : transportPayload(sealer, message),
          buttons:
            message.kind === 'buttons' || message.kind === 'notification'
              ? (message.buttons ?? null)
              : null,
          dedupeKey: meta.dedupeKey ?? null,
          resendOf: meta.resendOf ?? null,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: notificationLog.dedupeKey })
        .returning({ id: notificationLog.id });
      if (inserted.length === 0) return { id, status: 'duplicate' };
      if (error) return { id, status: 'failed' };
      await tasks.enqueue(db, SEND_TASK, { messageId: id });
      return { id, status: 'queued' };
    },
    resumeHeld: (db) => resumeHeldMessages(db, tasks),
  };
}
