// Every WhatsApp message Dwa sends goes through here: render the text, hand it to a transport
// (the local outbox or Meta's Cloud API) and record one notification_log row. A failed delivery
// is a recorded fact, never an exception: asking for a sign-in code must not crash because Meta
// is down (decision 010).
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import type { Language, NotificationEventType } from '@dwa/domain/enums';
import { normalizeGhanaPhone } from '@dwa/domain/phone';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../lib/clock.ts';

export type OutgoingMessage =
  /** Free-form text (≤ 4096 characters; only inside WhatsApp's 24-hour window). */
  | { kind: 'text'; body: string }
  /** A one-time code; the Cloud API sends it with the authentication template. */
  | { kind: 'code'; code: string; language: Language };

export type MessageEventType = 'otp' | 'manual' | NotificationEventType;

export interface SendMeta {
  /** Default: 'otp' for codes, 'manual' for text. */
  eventType?: MessageEventType;
  sellerId?: string | null;
}

export interface SendResult {
  /** The notification_log row id. */
  id: string;
  status: 'sent' | 'failed';
}

export interface Messenger {
  sendWhatsApp(toE164: string, message: OutgoingMessage, meta?: SendMeta): Promise<SendResult>;
}

export type WhatsAppChannel = 'outbox' | 'cloud_api';

export interface WhatsAppTransport {
  readonly channel: WhatsAppChannel;
  /** Throws when the message was not accepted. `text` is the rendered human text. */
  deliver(toE164: string, message: OutgoingMessage, text: string): Promise<void>;
}

export type MessagingLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const MAX_TEXT_LENGTH = 4096;
/** What the code text promises; the sign-in module must expire codes no later than this. */
export const CODE_TTL_MINUTES = 10;
const CODE_PATTERN = /^[0-9A-Za-z]{4,15}$/; // Meta's limit for authentication codes is 15
const CODE_MASK = '••••••';

// Kept here rather than in the shared catalogs until the bot's messages move there together.
const CODE_TEXTS: Record<Language, (code: string) => string> = {
  en: (code) =>
    `Your Dwa code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`,
  tw: (code) =>
    `Wo Dwa code ne ${code}. Ne bere bɛsa simma ${CODE_TTL_MINUTES} mu. Mfa nkyerɛ obiara da.`,
  pidgin: (code) =>
    `Your Dwa code na ${code}. E go expire for ${CODE_TTL_MINUTES} minutes. No show anybody.`,
};

/** The human text of a message, as the outbox shows it. */
export function renderMessage(message: OutgoingMessage): string {
  return message.kind === 'text' ? message.body : CODE_TEXTS[message.language](message.code);
}

/** What the log row keeps. The outbox is how a developer or admin reads a code, so it keeps
 * it; a real send masks it, so the table never holds live codes. */
function storedText(message: OutgoingMessage, text: string, channel: WhatsAppChannel): string {
  if (message.kind === 'code' && channel !== 'outbox') {
    return CODE_TEXTS[message.language](CODE_MASK);
  }
  return text;
}

function invalidMessage(message: OutgoingMessage, text: string): string | null {
  if (message.kind === 'code') {
    return CODE_PATTERN.test(message.code) ? null : 'code must be 4-15 letters or digits';
  }
  if (text.trim() === '') return 'message text is empty';
  if (text.length > MAX_TEXT_LENGTH) return `message text is longer than ${MAX_TEXT_LENGTH}`;
  return null;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

export function createMessenger(deps: {
  db: Db;
  transport: WhatsAppTransport;
  log: MessagingLogger;
  clock?: Clock;
}): Messenger {
  const { db, transport, log } = deps;
  const clock = deps.clock ?? systemClock;
  const channel = transport.channel;

  return {
    async sendWhatsApp(toE164, message, meta = {}) {
      const id = randomUUID();
      const eventType = meta.eventType ?? (message.kind === 'code' ? 'otp' : 'manual');
      const text = renderMessage(message);

      // The table only holds Ghana E.164 numbers, so a bad one cannot even be recorded.
      if (normalizeGhanaPhone(toE164) !== toE164) {
        log.warn({ to: toE164, eventType, channel }, 'whatsapp send refused: not a +233 number');
        return { id, status: 'failed' };
      }

      let error = invalidMessage(message, text);
      if (!error) {
        try {
          await transport.deliver(toE164, message, text);
        } catch (cause) {
          error = describe(cause);
        }
      }
      const status = error ? 'failed' : 'sent';
      if (error) log.warn({ to: toE164, eventType, channel, error }, 'whatsapp send failed');

      // Written through the messenger's own handle, outside any caller's transaction, so the
      // record of a failed send survives the caller rolling back.
      try {
        await db.insert(notificationLog).values({
          id,
          sellerId: meta.sellerId ?? null,
          eventType,
          whatsappNumber: toE164,
          messageText: storedText(message, text, channel),
          channel,
          status,
          error,
          createdAt: clock.now(),
        });
      } catch (cause) {
        log.error(
          { to: toE164, eventType, channel, status, err: cause },
          'whatsapp send not recorded',
        );
      }
      return { id, status };
    },
  };
}
