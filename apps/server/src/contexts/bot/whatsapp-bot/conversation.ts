// One inbound message being answered: who sent it, their session (language, what the bot is
// waiting for), the language to answer in, and replies queued in the same transaction as
// whatever the message changed.
import type { Db } from '@dwa/db/client';
import { riders, sellers, whatsappSessions } from '@dwa/db/schema/index';
import type { UploadPhoto } from '@dwa/db/schema/messaging';
import type { Language } from '@dwa/domain/enums';
import { detectLanguage } from '@dwa/domain/whatsapp/message-language';
import { isLanguage } from '@dwa/domain/whatsapp-commands';
import type { InboundMessage } from '@dwa/domain/whatsapp-webhook';
import { eq, sql } from 'drizzle-orm';
import type { OutgoingMessage } from '../../messaging/public.ts';
import type { BotDeps } from './bot-deps.ts';

/** The first number of the per-sender advisory lock (apart from the rate limits' 0x647761):
 * one number's messages are answered one at a time, in order, on any instance. */
export const SENDER_LOCK_CLASS = 0x626f74; // "bot"

export type Sender =
  | {
      kind: 'seller';
      id: string;
      name: string;
      suspended: boolean;
      preferredLanguage: string;
    }
  | { kind: 'rider'; id: string; name: string }
  | { kind: 'buyer' };

/** What the bot waits for from this number (kept in whatsapp_sessions.state). */
export interface SessionState {
  /** The next message should be a price for this upload. */
  awaitingPriceFor?: string;
  /** The next message should be a language choice. */
  awaitingLanguage?: boolean;
  /** The upload already told it is full (told once). */
  warnedFullUpload?: string;
  /** The language this number last wrote in, as far as its words told (decision 062). */
  heardLanguage?: Language;
  /** The products of the buyer's last search answer, in its order: "buy 2" names the second. */
  results?: string[];
  /** The product a buyer is buying safely: the next message should be its place (066). */
  buying?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuidOrUndefined = (value: unknown) =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** The stored state as the bot wrote it; anything else in it (an older shape, a hand edit) is
 * dropped: an upload id that is no uuid made every later message of the number throw. */
export function readSessionState(raw: unknown): SessionState {
  const s = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const stored = s as Record<string, unknown>;
  const state: SessionState = {};
  const price = uuidOrUndefined(stored.awaitingPriceFor);
  const warned = uuidOrUndefined(stored.warnedFullUpload);
  if (price) state.awaitingPriceFor = price;
  if (stored.awaitingLanguage === true) state.awaitingLanguage = true;
  if (warned) state.warnedFullUpload = warned;
  if (isLanguage(stored.heardLanguage)) state.heardLanguage = stored.heardLanguage;
  const results = Array.isArray(stored.results) ? stored.results.map(uuidOrUndefined) : [];
  if (results.length > 0 && results.every(Boolean)) {
    state.results = (results as string[]).slice(0, 10);
  }
  const buying = uuidOrUndefined(stored.buying);
  if (buying) state.buying = buying;
  return state;
}

export interface Conversation {
  tx: Db;
  deps: BotDeps;
  phone: string;
  sender: Sender;
  message: InboundMessage;
  /** The name the sender's WhatsApp profile shows (from the webhook's contacts), if any. */
  profileName: string | null;
  state: SessionState;
  /** The language to answer in. */
  lang: Language;
  /** Why the message changed nothing (kept on the event), if so. */
  outcome?: string;
  /** A stored photo the conversation did not use: its files are deleted after commit. */
  unusedPhoto?: UploadPhoto;
}

export async function identifySender(db: Db, phone: string): Promise<Sender> {
  const [seller] = await db
    .select({
      id: sellers.id,
      name: sellers.businessName,
      status: sellers.status,
      preferredLanguage: sellers.preferredLanguage,
    })
    .from(sellers)
    .where(eq(sellers.whatsappNumber, phone))
    .limit(1);
  if (seller) {
    return {
      kind: 'seller',
      id: seller.id,
      name: seller.name,
      suspended: seller.status === 'suspended',
      preferredLanguage: seller.preferredLanguage,
    };
  }
  const [rider] = await db
    .select({ id: riders.id, name: riders.name })
    .from(riders)
    .where(eq(riders.whatsappNumber, phone))
    .limit(1);
  return rider ? { kind: 'rider', ...rider } : { kind: 'buyer' };
}

/** The text a message carries (a caption for a photo), or ''. */
export const textOf = (m: InboundMessage) => m.text?.body ?? m.image?.caption ?? '';

/** Creates or refreshes the number's session: who it is and when it last wrote (the 24-hour
 * window for free-form replies starts there). `at` is the message's own time (sentAt): a late
 * delivery of an old message never moves the window back. */
export async function touchSession(tx: Db, phone: string, sender: Sender, at: Date) {
  const [row] = await tx
    .insert(whatsappSessions)
    .values({ whatsappNumber: phone, userType: sender.kind, lastActivity: at })
    .onConflictDoUpdate({
      target: whatsappSessions.whatsappNumber,
      set: {
        userType: sender.kind,
        lastActivity: sql`greatest(${whatsappSessions.lastActivity}, ${at})`,
      },
    })
    .returning();
  return row!;
}

/** What a session knows of the language: the one chosen with the `language` command, and the
 * one the number last wrote in. */
export interface SessionLanguage {
  chosen: string | null;
  heard: Language | undefined;
}

/** The language the message is written in when its words tell (decision 062); else the one
 * chosen with the `language` command; else the one the number last wrote in; else the seller's
 * account language; else English. A price, "ok" or a photo tells nothing, so it is answered in
 * the conversation's language, and a choice made on purpose outranks one only heard. */
export function replyLanguage(session: SessionLanguage, sender: Sender, text: string): Language {
  const told = detectLanguage(text);
  if (told) return told;
  if (isLanguage(session.chosen)) return session.chosen;
  if (session.heard) return session.heard;
  if (sender.kind === 'seller' && isLanguage(sender.preferredLanguage)) {
    return sender.preferredLanguage;
  }
  return 'en';
}

/** Keeps the language the message was written in on the session, when its words told one that
 * differs from the last: the next message that tells nothing ("200") is answered in it. */
export async function rememberHeardLanguage(c: Conversation) {
  const told = detectLanguage(textOf(c.message));
  if (!told || told === c.state.heardLanguage) return;
  await saveState(c, { ...c.state, heardLanguage: told });
}

export async function saveState(c: Conversation, state: SessionState, language?: Language) {
  c.state = state;
  await c.tx
    .update(whatsappSessions)
    .set({ state: state as Record<string, unknown>, ...(language ? { language } : {}) })
    .where(eq(whatsappSessions.whatsappNumber, c.phone));
}

/** Queues a reply with the conversation's changes (same transaction). */
export async function reply(c: Conversation, message: OutgoingMessage) {
  const sellerId = c.sender.kind === 'seller' ? c.sender.id : null;
  await c.deps.messenger.queueWhatsApp(c.tx, c.phone, message, { eventType: 'bot', sellerId });
}

export const replyText = (c: Conversation, body: string) => reply(c, { kind: 'text', body });
