import {
  CATEGORIES,
  LANGUAGES,
  NOTIFICATION_EVENT_TYPES,
  UPLOAD_STATUSES,
} from '@dwa/domain/enums';
import { NUMBER_CHANGE_STATUSES } from '@dwa/domain/whatsapp-number-change';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ghanaPhone, id, oneOf, tstz, updatedAt } from './helpers.ts';
import { products } from './products.ts';
import { riders } from './riders.ts';
import { sellers } from './sellers.ts';

/** One message per event type and language; WhatsApp needs a pre-approved template name to
 * message a user outside the 24-hour window. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    whatsappTemplateName: text('whatsapp_template_name'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('notification_templates_event_check', t.eventType, NOTIFICATION_EVENT_TYPES),
    oneOf('notification_templates_language_check', t.language, LANGUAGES),
    unique('notification_templates_event_language').on(t.eventType, t.language),
  ],
);

/** Every message Dwa sends (the outbox in development, the record of sends in production). */
export const notificationLog = pgTable(
  'notification_log',
  {
    id: id(),
    /** Creation order: one number's messages are sent in this order (a message waits while an
     * older one to the same number is still queued), which timestamps cannot give (equal ms). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    messageText: text('message_text').notNull(),
    whatsappLink: text('whatsapp_link'),
    channel: text('channel').notNull().default('outbox'),
    status: text('status').notNull().default('queued'),
    /** The provider's last refusal or failure, as it answered. */
    error: text('error'),
    /** Meta's error code, title and details of that refusal or of a failed status receipt. */
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    errorDetails: text('error_details'),
    /** Not tried again before this (Meta throttled it): later messages to the number wait too. */
    nextAttemptAt: tstz('next_attempt_at'),
    /** Held since then because WhatsApp refuses Dwa's own token or account (an operator alert):
     * sent again once that is fixed, never failed for it. */
    heldAt: tstz('held_at'),
    /** The approved template the message went out as (null: free-form text). */
    templateName: text('template_name'),
    /** The message this one sends again (as its template, after Meta said the window closed). */
    resendOf: uuid('resend_of').references((): AnyPgColumn => notificationLog.id, {
      onDelete: 'set null',
    }),
    /** Delivery attempts so far (the send job's claims). */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: tstz('last_attempt_at'),
    /** A claim by a send job: no other run sends the message until it ends. */
    lockedUntil: tstz('locked_until'),
    /** The provider's id of the accepted message (`wamid.…`), for status receipts. */
    providerMessageId: text('provider_message_id'),
    sentAt: tstz('sent_at'),
    /** What the transport needs beyond the text while queued (a sealed code); cleared once the
     * message is sent or has failed for good. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** Reply buttons sent with the text ({ id, title }[]), kept for the outbox and simulator. */
    buttons: jsonb('buttons').$type<{ id: string; title: string }[]>(),
    /** A notification sent once per occasion (`boost_expiry_reminder:<product>:<end>`): the
     * unique index makes a second send of the same occasion a no-op, on any instance. */
    dedupeKey: text('dedupe_key').unique(),
    /** What WhatsApp last reported for the sent message (status receipts). */
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: tstz('delivery_status_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('notification_log_event_check', t.eventType, [
      ...NOTIFICATION_EVENT_TYPES,
      'manual',
      'otp',
      'bot',
      'delivery',
      'order',
    ]),
    oneOf('notification_log_channel_check', t.channel, ['outbox', 'cloud_api']),
    oneOf('notification_log_status_check', t.status, ['queued', 'sent', 'failed']),
    oneOf('notification_log_delivery_check', t.deliveryStatus, [
      'sent',
      'delivered',
      'read',
      'failed',
    ]),
    // A Ghana number, or any country's for the bot's one answer to a sender outside Ghana
    // (that Dwa serves +233 numbers only).
    check(
      'notification_log_whatsapp_e164',
      sql`${t.whatsappNumber} ~ '^\\+233[0-9]{9}$' or (${t.eventType} = 'bot' and ${t.whatsappNumber} ~ '^\\+[1-9][0-9]{6,14}$')`,
    ),
    index('notification_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('notification_log_provider_idx').on(t.providerMessageId),
    // The send job's claim: is an older message to this number still queued?
    index('notification_log_queued_idx').on(t.whatsappNumber, t.seq).where(sql`status = 'queued'`),
    index('notification_log_held_idx').on(t.heldAt).where(sql`held_at is not null`),
  ],
);

/** Conversation state of the WhatsApp bot with one number. */
export const whatsappSessions = pgTable(
  'whatsapp_sessions',
  {
    id: id(),
    whatsappNumber: text('whatsapp_number').notNull().unique(),
    userType: text('user_type'),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** The language the person chose with the `language` command (null: not chosen). */
    language: text('language'),
    /** When they last wrote to us: free-form replies are allowed for 24 h after it. */
    lastActivity: tstz('last_activity').notNull().defaultNow(),
  },
  (t) => [
    ghanaPhone('whatsapp_sessions_whatsapp_e164', t.whatsappNumber),
    oneOf('whatsapp_sessions_user_type_check', t.userType, [
      'seller',
      'rider',
      'buyer',
      'admin',
      'unknown',
    ]),
    oneOf('whatsapp_sessions_language_check', t.language, LANGUAGES),
    index('whatsapp_sessions_activity_idx').on(t.lastActivity.desc().nullsFirst()),
  ],
);

/** A product sent to the bot, waiting for the seller to publish or reject it. */
export const whatsappUploads = pgTable(
  'whatsapp_uploads',
  {
    id: id(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    whatsappNumber: text('whatsapp_number').notNull(),
    messageText: text('message_text').notNull().default(''),
    parsedTitle: text('parsed_title'),
    parsedPricePesewas: integer('parsed_price_pesewas'),
    parsedDescription: text('parsed_description'),
    /** Storage keys of the images' 640 px variants (the seller-center list reads these). */
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The photos as the pipeline made them: every variant with its size, and the photo-search
     * signature (base64), so publishing uses them as they are. Empty for rows made before the
     * bot (decision 020): publishing reads those from storage. */
    photos: jsonb('photos').$type<UploadPhoto[]>().notNull().default(sql`'[]'::jsonb`),
    parsedCategory: text('parsed_category'),
    /** No sure price in the caption, but a likely one the bot asks the seller to confirm ("Is
     * the price GH₵ 85?"), and the title if it is (a model-like number taken out of it). */
    parsedPriceGuessPesewas: integer('parsed_price_guess_pesewas'),
    parsedGuessTitle: text('parsed_guess_title'),
    /** The delivery the caption offers ("Delivery to Ejisu and Adum"), published with it. */
    parsedDeliveryAvailable: boolean('parsed_delivery_available').notNull().default(false),
    parsedDeliveryAreas: text('parsed_delivery_areas').array().notNull().default(sql`'{}'::text[]`),
    /** The delivery fee the caption names ("20gh delivery fee"; 0 for "free delivery"), or null:
     * published as the product's delivery cost. */
    parsedDeliveryFeePesewas: integer('parsed_delivery_fee_pesewas'),
    /** Bumped by every photo or caption that changes the upload: the summary reply waits for
     * the last one (a job per change; only the newest revision answers). */
    revision: integer('revision').notNull().default(0),
    status: text('status').notNull().default('pending'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('whatsapp_uploads_status_check', t.status, UPLOAD_STATUSES),
    oneOf('whatsapp_uploads_category_check', t.parsedCategory, CATEGORIES),
    check(
      'whatsapp_uploads_price_guess_check',
      sql`${t.parsedPriceGuessPesewas} is null or ${t.parsedPriceGuessPesewas} > 0`,
    ),
    check(
      'whatsapp_uploads_delivery_fee_check',
      sql`${t.parsedDeliveryFeePesewas} is null or ${t.parsedDeliveryFeePesewas} >= 0`,
    ),
    ghanaPhone('whatsapp_uploads_whatsapp_e164', t.whatsappNumber),
    index('whatsapp_uploads_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('whatsapp_uploads_seller_idx').on(t.sellerId, t.status),
  ],
);

/** Meta's notice that a WhatsApp user changed their number, kept when the old number was a
 * seller's or rider's (who, old, new, when): the account moves to the new number only once
 * that number proves itself with a one-time code (whatsapp-bot/number-move.ts). */
export const whatsappNumberChanges = pgTable(
  'whatsapp_number_changes',
  {
    id: id(),
    /** The notice's webhook event: one row per notice however often Meta delivers it. */
    eventId: uuid('event_id')
      .unique()
      .references(() => webhookEvents.id, { onDelete: 'set null' }),
    oldNumber: text('old_number').notNull(),
    /** Any country's number: a seller may move abroad, though Dwa moves accounts to +233 only. */
    newNumber: text('new_number').notNull(),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'cascade' }),
    /** When the change happened, as Meta's notice says. */
    changedAt: tstz('changed_at').notNull(),
    status: text('status').notNull().default('pending'),
    /** When the bot offered the move to the new number (once). */
    offeredAt: tstz('offered_at'),
    /** When a code for the move last went to the new number. */
    codeSentAt: tstz('code_sent_at'),
    /** When the status left pending. */
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    ghanaPhone('whatsapp_number_changes_old_e164', t.oldNumber),
    check('whatsapp_number_changes_new_e164', sql`${t.newNumber} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check(
      'whatsapp_number_changes_account_check',
      sql`${t.sellerId} is not null or ${t.riderId} is not null`,
    ),
    oneOf('whatsapp_number_changes_status_check', t.status, NUMBER_CHANGE_STATUSES),
    index('whatsapp_number_changes_new_idx').on(t.newNumber, t.status),
    index('whatsapp_number_changes_seller_idx').on(t.sellerId),
    index('whatsapp_number_changes_rider_idx').on(t.riderId),
  ],
);

/** Provider events already handled (webhook idempotency). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    /** The event as the provider sent it (one WhatsApp message with its contact and metadata). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: tstz('received_at').notNull().defaultNow(),
    processedAt: tstz('processed_at'),
    /** Why processing dropped the event (an unsupported number, say); null when handled. */
    outcome: text('outcome'),
  },
  (t) => [
    oneOf('webhook_events_provider_check', t.provider, ['whatsapp', 'paystack']),
    unique('webhook_events_unique').on(t.provider, t.eventId),
  ],
);

/** One photo of a WhatsApp upload, as the photo pipeline made it. */
export interface UploadPhoto {
  variants: { width: number; height: number; key: string; bytes: number }[];
  /** Photo-search signature, base64; null when the photo could not be signed. */
  signature: string | null;
}
