// The notification templates Dwa starts with, one per event type in English, Twi and Pidgin
// (decision 031; receipt_requested: 038; pro_expiry: 039). Placeholders are single-braced names, filled when
// sending: {seller_name}, {product_title}, {days_left}, {days_idle}, {end_date}, {link},
// {amount}, {receipt_number}; which ones an event may use is EVENT_PLACEHOLDERS in
// @dwa/domain/notifications. Every start inserts the ones missing, so a new database has them,
// and never touches one an admin has edited.
import {
  LANGUAGES,
  type Language,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEventType,
} from '@dwa/domain/enums';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notificationTemplates } from '../schema/index.ts';

type Text = { title: string; message: string };

export const DEFAULT_TEMPLATES: Record<NotificationEventType, Record<Language, Text>> = {
  welcome: {
    en: {
      title: 'Welcome to Dwa',
      message:
        'Welcome to Dwa, {seller_name}! Your shop is open: {link} To add a product, send its photo with the name and price to this number.',
    },
    tw: {
      title: 'Akwaaba wɔ Dwa',
      message:
        'Akwaaba wɔ Dwa, {seller_name}! Wo dwam abue: {link} Sɛ wopɛ sɛ wode adeɛ foforɔ ka ho a, fa ne mfonini ne ne din ne ne boɔ brɛ yɛn wɔ saa nɔma yi so.',
    },
    pidgin: {
      title: 'Welcome to Dwa',
      message:
        'Welcome to Dwa, {seller_name}! Your shop don open: {link} To add product, snap am, send am with the name and price to this number.',
    },
  },
  first_product: {
    en: {
      title: 'Your first product is live',
      message:
        'Congratulations {seller_name}! "{product_title}" is now live on Dwa: {link} Share it on your WhatsApp Status to get buyers.',
    },
    tw: {
      title: 'Wo nneɛma a edi kan no wɔ dwa so',
      message:
        'Ayekoo {seller_name}! "{product_title}" wɔ Dwa so seesei: {link} Fa to wo WhatsApp Status so na atɔfoɔ bɛba.',
    },
    pidgin: {
      title: 'Your first product don enter',
      message:
        'Congrats {seller_name}! "{product_title}" don dey Dwa now: {link} Put am for your WhatsApp Status make buyers see am.',
    },
  },
  boost_active: {
    en: {
      title: 'Boost activated',
      message:
        'Your boost for "{product_title}" is active for {days_left} days, until {end_date}. It now shows at the top of Dwa: {link}',
    },
    tw: {
      title: 'Boost no ahyɛ aseɛ',
      message:
        'Boost a wode maa "{product_title}" no bɛyɛ adwuma nna {days_left}, akosi {end_date}. Seesei ɛda Dwa atifi: {link}',
    },
    pidgin: {
      title: 'Boost don start',
      message:
        'Your boost for "{product_title}" don start, e go run {days_left} days reach {end_date}. E dey show for top of Dwa now: {link}',
    },
  },
  boost_expiry_reminder: {
    en: {
      title: 'Boost ending soon',
      message:
        'Your boost for "{product_title}" ends on {end_date}. Boost it again to stay at the top: {link}',
    },
    tw: {
      title: 'Boost no reba awieɛ',
      message:
        'Boost a wode maa "{product_title}" no bɛba awieɛ {end_date}. San boost bio na wo nneɛma nkɔ so nna atifi: {link}',
    },
    pidgin: {
      title: 'Boost go soon finish',
      message:
        'Your boost for "{product_title}" go finish {end_date}. Boost am again make e still dey top: {link}',
    },
  },
  inactivity_reminder: {
    en: {
      title: 'Add new products',
      message:
        'Hi {seller_name}, buyers are looking! You have not added a product in {days_idle} days. Send a photo and price to this number, or add one here: {link}',
    },
    tw: {
      title: 'Fa nneɛma foforɔ ka ho',
      message:
        'Agoo {seller_name}, atɔfoɔ rehwehwɛ! Wonfaa adeɛ foforɔ nkaa ho nna {days_idle} ni. Fa mfonini ne boɔ brɛ yɛn wɔ saa nɔma yi so, anaa fa bi ka ho wɔ ha: {link}',
    },
    pidgin: {
      title: 'Add new products o',
      message:
        'Hello {seller_name}, buyers dey find! You never add product for {days_idle} days. Send photo and price for this number, or add am here: {link}',
    },
  },
  verification_expiry: {
    en: {
      title: 'Verification expiring',
      message:
        'Your Dwa verification expires on {end_date}. Renew it to keep your Verified badge and higher ranking: {link}',
    },
    tw: {
      title: 'Wo verification reba awieɛ',
      message:
        'Wo Dwa verification bɛba awieɛ {end_date}. Yɛ no foforɔ na wo Verified badge ne wo gyinabea a ɛkorɔn no nkɔ so: {link}',
    },
    pidgin: {
      title: 'Verification go soon expire',
      message:
        'Your Dwa verification go expire {end_date}. Renew am make you keep your Verified badge and better ranking: {link}',
    },
  },
  receipt_requested: {
    en: {
      title: 'A buyer asked for a receipt',
      message:
        'A buyer asked for a receipt for "{product_title}", {amount} (receipt {receipt_number}). It says "not confirmed" until you confirm the amount or decline it: {link}',
    },
    tw: {
      title: 'Atɔfoɔ bi abisa resiti',
      message:
        'Atɔfoɔ bi abisa resiti ama "{product_title}", {amount} (resiti {receipt_number}). Ɛbɛka sɛ "adetɔnfoɔ no nnye ntoo mu" kɔsi sɛ wobɛgye sika dodoɔ no ato mu anaa woapo: {link}',
    },
    pidgin: {
      title: 'Buyer ask for receipt',
      message:
        'One buyer ask for receipt for "{product_title}", {amount} (receipt {receipt_number}). E go talk say "seller never confirm" until you confirm the amount or decline am: {link}',
    },
  },
  pro_expiry: {
    en: {
      title: 'Pro ending',
      message:
        'Hello {seller_name}, your Dwa Pro ends on {end_date}. Nothing is charged by itself: renew it with one tap to keep free boosts and featured placement: {link}',
    },
    tw: {
      title: 'Wo Pro reba awieɛ',
      message:
        'Akwaaba {seller_name}, wo Dwa Pro bɛba awieɛ {end_date}. Wɔrentwe sika biara nkoaa: yɛ no foforɔ ntɛm na boost a wontua ho ka ne wo gyinabea pa no nkɔ so: {link}',
    },
    pidgin: {
      title: 'Pro go soon end',
      message:
        'Hello {seller_name}, your Dwa Pro go end {end_date}. Nobody go cut money by heself: renew am with one tap make you keep free boosts and featured spot: {link}',
    },
  },
};

/** The name each template is registered under with WhatsApp (one per event and language: Meta
 * has no Twi or Pidgin, so each language's text is its own template). */
export const defaultTemplateName = (event: NotificationEventType, language: Language) =>
  `dwa_${event}_${language}`;

/** Inserts every default template that is missing; existing ones (maybe edited) stay as they are,
 * except the first demo seed's, which wrote placeholders as {{business_name}}: no edit can have
 * made those (the admin API refuses double braces), so they are replaced by today's defaults.
 * Safe on several instances at once (the unique (event, language) decides). */
export async function ensureDefaultTemplates(db: Db): Promise<void> {
  await db
    .insert(notificationTemplates)
    .values(
      NOTIFICATION_EVENT_TYPES.flatMap((eventType) =>
        LANGUAGES.map((language) => ({
          eventType,
          language,
          ...DEFAULT_TEMPLATES[eventType][language],
          whatsappTemplateName: defaultTemplateName(eventType, language),
        })),
      ),
    )
    .onConflictDoNothing({
      target: [notificationTemplates.eventType, notificationTemplates.language],
    });
  const old = await db
    .select({
      id: notificationTemplates.id,
      eventType: notificationTemplates.eventType,
      language: notificationTemplates.language,
    })
    .from(notificationTemplates)
    .where(like(notificationTemplates.message, '%{{%'));
  for (const row of old) {
    const eventType = row.eventType as NotificationEventType;
    const language = row.language as Language;
    await db
      .update(notificationTemplates)
      .set({
        ...DEFAULT_TEMPLATES[eventType][language],
        whatsappTemplateName: defaultTemplateName(eventType, language),
      })
      .where(
        and(eq(notificationTemplates.id, row.id), like(notificationTemplates.message, '%{{%')),
      );
  }
}
