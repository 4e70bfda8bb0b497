// One notification to one seller (decision 031): the template of the event in the seller's
// language (English when that language has none), rendered with the seller's name and the
// event's values, queued through the outbox in the caller's transaction — sent as free text
// inside WhatsApp's 24-hour window, as the approved template outside it (decided by the send
// job: messaging/deliver-message.ts). The dedupe key makes each
// occasion send once, whichever instance or rerun gets there first.
import type { Db } from '@dwa/db/client';
import { notificationTemplates, sellers } from '@dwa/db/schema/index';
import type { Language, NotificationEventType } from '@dwa/domain/enums';
import { type EventValues, renderNotification } from '@dwa/domain/notifications';
import { buildWaMeLink } from '@dwa/domain/phone';
import { and, eq, inArray } from 'drizzle-orm';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Messenger, OutgoingMessage } from '../messaging/messenger.ts';
import { formatSellerDate } from './seller-dates.ts';

export interface NotifyDeps {
  messenger: Pick<Messenger, 'queueWhatsApp'>;
  clock: Clock;
  env: Pick<Env, 'publicOrigin'>;
}

/** A value as the caller has it: dates are written in the seller's language, `link` is a path
 * of the site (PUBLIC_ORIGIN is put in front). */
type Value = string | number | Date;

export interface NotifyInput<E extends NotificationEventType> {
  event: E;
  sellerId: string;
  /** Everything the event's placeholders need but the seller's name (read here). */
  values: Record<Exclude<keyof EventValues<E>, 'seller_name'>, Value>;
  /** The occasion (`boost_expiry_reminder:<product>:<end>`): a second notify with it sends
   * nothing. */
  dedupeKey: string;
}

export type NotifyOutcome =
  | { status: 'queued' | 'failed' | 'duplicate'; id: string }
  | { status: 'skipped'; reason: 'no_seller' | 'suspended' | 'no_template' | 'inactive' };

export { isInsideWindow, WHATSAPP_WINDOW_MS } from '../messaging/whatsapp-window.ts';
/** Meta has no Twi or Pidgin: each language's text is a template of its own name, registered
 * under English (as the sign-in code's template is). */
export const TEMPLATE_LANGUAGE_CODE = 'en_US';

/** The event's template in `language`, else the English one; inactive ones included (the
 * caller decides). */
export async function templateFor(db: Db, event: NotificationEventType, language: Language) {
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.eventType, event),
        inArray(notificationTemplates.language, [language, 'en']),
      ),
    );
  return rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en');
}

function written(value: Value, language: Language, origin: string, name: string): string {
  if (value instanceof Date) return formatSellerDate(value, language);
  if (name === 'link' && typeof value === 'string' && value.startsWith('/')) {
    return `${origin}${value}`;
  }
  return String(value);
}

export async function notify<E extends NotificationEventType>(
  tx: Db,
  deps: NotifyDeps,
  input: NotifyInput<E>,
): Promise<NotifyOutcome> {
  const [seller] = await tx
    .select({
      id: sellers.id,
      name: sellers.businessName,
      phone: sellers.whatsappNumber,
      language: sellers.preferredLanguage,
      status: sellers.status,
    })
    .from(sellers)
    .where(eq(sellers.id, input.sellerId))
    .limit(1);
  if (!seller) return { status: 'skipped', reason: 'no_seller' };
  if (seller.status !== 'active') return { status: 'skipped', reason: 'suspended' };
  const language = seller.language as Language;
  const template = await templateFor(tx, input.event, language);
  // A language whose template is switched off gets nothing (not the English one): off means off.
  if (!template) return { status: 'skipped', reason: 'no_template' };
  if (!template.isActive) return { status: 'skipped', reason: 'inactive' };

  const values: Record<string, string> = { seller_name: seller.name };
  for (const [name, value] of Object.entries(input.values as Record<string, Value>)) {
    values[name] = written(value, language, deps.env.publicOrigin, name);
  }
  const { text, parameters } = renderNotification(template.message, values);
  // Free text or the template is decided when it is sent (the window may close meanwhile).
  const message: OutgoingMessage = {
    kind: 'notification',
    body: text,
    // No name: outside the window the outbox records it as failed, saying why (history shows it).
    template: {
      name: template.whatsappTemplateName ?? '',
      languageCode: TEMPLATE_LANGUAGE_CODE,
      parameters,
    },
  };
  const queued = await deps.messenger.queueWhatsApp(tx, seller.phone, message, {
    eventType: input.event,
    sellerId: seller.id,
    dedupeKey: input.dedupeKey,
    whatsappLink: buildWaMeLink(seller.phone, text),
  });
  return queued;
}
