// A number's conversation with the bot as it happened: the messages it sent (stored webhook
// events) and the bot's answers (the outbox), oldest first. For the local simulator.
import type { Db } from '@dwa/db/client';
import { notificationLog, webhookEvents } from '@dwa/db/schema/index';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { ConversationEntry } from '@dwa/domain/whatsapp-simulator';
import { InboundMessageSchema } from '@dwa/domain/whatsapp-webhook';
import { and, desc, eq, sql } from 'drizzle-orm';

const LAST = 60;

export async function conversationOf(db: Db, number: string): Promise<ConversationEntry[]> {
  const digits = toWhatsAppDigits(number);
  const events = await db
    .select()
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, 'whatsapp'),
        sql`${webhookEvents.payload} -> 'message' ->> 'from' = ${digits}`,
      ),
    )
    .orderBy(desc(webhookEvents.receivedAt))
    .limit(LAST);
  const replies = await db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.whatsappNumber, number))
    .orderBy(desc(notificationLog.createdAt))
    .limit(LAST);
  const inbound = events.flatMap((e): ConversationEntry[] => {
    const m = InboundMessageSchema.safeParse((e.payload as { message?: unknown }).message);
    if (!m.success) return [];
    const tapped = m.data.interactive?.button_reply;
    return [
      {
        id: e.id,
        direction: 'in',
        text: m.data.text?.body ?? m.data.image?.caption ?? tapped?.title ?? '',
        photo: m.data.type === 'image',
        buttons: tapped ? [tapped] : null,
        status: null,
        at: e.receivedAt.toISOString(),
      },
    ];
  });
  const outbound = replies.map(
    (r): ConversationEntry => ({
      id: r.id,
      direction: 'out',
      text: r.messageText,
      photo: false,
      buttons: r.buttons ?? null,
      status: r.status as ConversationEntry['status'],
      at: r.createdAt.toISOString(),
    }),
  );
  return [...inbound, ...outbound].sort((a, b) => a.at.localeCompare(b.at)).slice(-LAST);
}
